import { useEffect } from "react";
import { useLocation } from "react-router";

/** Spec §9 timings: the scrolled style after 100 px, scroll-spy offset of 200 px. */
export const SCROLLED_AFTER_PX = 100;
export const SCROLL_SPY_OFFSET_PX = 200;

/** Puts the `scrolled` class on the body once the visitor has scrolled past 100 px. */
export function useScrolledBody(): void {
  useEffect(() => {
    const update = () =>
      document.body.classList.toggle("scrolled", window.scrollY > SCROLLED_AFTER_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
}

/**
 * Highlights (aria-current="location") every in-page anchor link whose section is the one in view:
 * the last section whose top has passed 200 px below the top of the window.
 */
export function useScrollSpy(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const links = [...document.querySelectorAll<HTMLAnchorElement>("a[href*='#']")].filter(
      (link) => link.pathname === pathname && link.hash.length > 1,
    );
    const sections = [...new Set(links.map((link) => decodeURIComponent(link.hash.slice(1))))]
      .map((id) => document.getElementById(id))
      .filter((section): section is HTMLElement => section !== null);
    if (sections.length === 0) return;

    const update = () => {
      const line = window.scrollY + SCROLL_SPY_OFFSET_PX;
      const current = sections
        .filter((section) => section.getBoundingClientRect().top + window.scrollY <= line)
        .at(-1);
      for (const link of links) {
        if (current && link.hash === `#${current.id}`)
          link.setAttribute("aria-current", "location");
        else link.removeAttribute("aria-current");
      }
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [pathname]);
}
