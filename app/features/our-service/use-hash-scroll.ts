import { useEffect } from "react";
import { useLocation } from "react-router";

/** Long enough for sections drawn after hydration (the carousels) to exist before we look. */
export const HASH_SCROLL_DELAY_MS = 100;

/**
 * Scrolls to the element named by the URL hash, on load and whenever the hash changes. The
 * targets carry a scroll margin, which scrollIntoView honours, so the sticky header does not
 * cover their headings.
 */
export function useHashScroll() {
  // Keyed by navigation too: another service's link (`?appliance=…#appointment`) scrolls again.
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const timer = window.setTimeout(() => {
      document
        .getElementById(hash.slice(1))
        ?.scrollIntoView({ behavior: "smooth", block: "start" });
    }, HASH_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [hash, key]);
}
