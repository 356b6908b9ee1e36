import { LogOut, Menu, ShoppingCart, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { cartTotals } from "../../domain/cart";
import { chatLink } from "../../domain/contact-links";
import { englishPath, LANGUAGE_SWITCH_PATH, localeFromPath } from "../../domain/locale";
import type { ShopDetails } from "../../domain/shop";
import { href } from "../i18n/locale";
import { m } from "../i18n/messages";
import { useCart } from "../features/cart/cart-store";
import { useScrolledBody, useScrollSpy } from "./use-page-scroll";
import { earlyTap } from "./early-taps";

/** A page counts as an admin page when its URL contains /admin (spec §2), recomputed per navigation. */
export function isAdminPage(pathname: string): boolean {
  return pathname.includes("/admin");
}

export function Header({ shop, signedIn }: { shop: ShopDetails; signedIn: boolean }) {
  const { pathname, search } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuArea = useRef<HTMLDivElement>(null);
  const itemCount = cartTotals(useCart()).items;
  const admin = isAdminPage(pathname);
  useScrolledBody();
  useScrollSpy();

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (!menuArea.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    document.addEventListener("pointerdown", closeOnOutsideClick);
    return () => document.removeEventListener("pointerdown", closeOnOutsideClick);
  }, [menuOpen]);
  // The admin's pages stay English (issue 15); the storefront speaks the page's language.
  const links = admin
    ? [
        { to: "/admind", label: "Dashboard" },
        { to: "/our-service", label: "About" },
        { to: "/contact", label: "Contact" },
        { to: "/admin", label: "Add Product" },
      ]
    : [
        { to: href("/"), label: m.common_nav_home() },
        { to: href("/our-service"), label: m.common_nav_about() },
        { to: href("/repair"), label: m.common_nav_book_repair() },
        { to: href("/contact"), label: m.common_nav_contact() },
        { to: href("/track"), label: m.common_nav_track() },
        { to: "/login", label: m.common_nav_admin() },
      ];
  const otherLanguage = localeFromPath(pathname) === "hi" ? "en" : "hi";
  const switchHref = `${LANGUAGE_SWITCH_PATH}?to=${otherLanguage}&next=${encodeURIComponent(englishPath(pathname) + search)}`;
  const closeMenu = () => setMenuOpen(false);

  return (
    <header className="site-header sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur transition-shadow">
      <div
        ref={menuArea}
        className="mx-auto flex h-14 max-w-7xl items-center gap-1.5 px-4 sm:gap-3"
      >
        <Link
          to={href("/")}
          className="flex min-h-11 min-w-0 items-center text-base leading-tight font-bold text-brand-700 sm:text-lg"
          onClick={closeMenu}
        >
          {/* Two lines at most, in a link still 44 px tall to tap (tap-targets.spec.ts). */}
          <span className="line-clamp-2">{shop.name}</span>
        </Link>
        <nav
          id="site-menu"
          aria-label={m.common_nav_label()}
          className={`${menuOpen ? "flex" : "hidden"} absolute inset-x-0 top-14 flex-col gap-1 border-b border-slate-200 bg-white p-3 md:static md:ml-auto md:flex md:flex-row md:border-0 md:p-0`}
        >
          {links.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              end
              onClick={closeMenu}
              className={({ isActive }) =>
                `flex min-h-11 items-center rounded-md px-3 text-sm font-medium md:min-h-0 md:py-2 ${isActive ? "bg-brand-50 text-brand-700" : "text-slate-700 hover:bg-slate-100"}`
              }
            >
              {link.label}
            </NavLink>
          ))}
          <a
            href={chatLink(shop.whatsapp, m.common_help_greeting())}
            target="_blank"
            rel="noopener noreferrer"
            onClick={closeMenu}
            className="flex min-h-11 items-center rounded-md px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 md:min-h-0 md:py-2"
          >
            {m.common_nav_help()}
          </a>
          {admin && signedIn && (
            <Form method="post" action="/logout" className="contents">
              <button
                type="submit"
                className="flex items-center gap-1.5 rounded-md px-3 py-2 text-left text-sm font-medium text-slate-700 hover:bg-slate-100"
              >
                <LogOut aria-hidden size={16} />
                {m.common_logout()}
              </button>
            </Form>
          )}
        </nav>
        {!admin && (
          <a
            href={switchHref}
            lang={otherLanguage}
            aria-label={m.common_language_switch_label()}
            className="ml-auto inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-md px-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 md:ml-2"
          >
            {m.common_language_switch()}
          </a>
        )}
        <Link
          to={href("/cart")}
          aria-label={
            itemCount > 0 ? m.common_cart_with_items({ count: itemCount }) : m.common_cart()
          }
          className={`relative inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 ${admin ? "ml-auto md:ml-0" : ""}`}
        >
          <ShoppingCart aria-hidden size={22} />
          {itemCount > 0 && (
            <span
              data-testid="cart-count"
              className="absolute right-0 top-0 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs font-bold leading-5 text-white"
            >
              {itemCount}
            </span>
          )}
        </Link>
        <button
          type="button"
          {...earlyTap}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-slate-700 md:hidden"
          aria-controls="site-menu"
          aria-expanded={menuOpen}
          aria-label={menuOpen ? m.common_close_menu() : m.common_open_menu()}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden size={22} /> : <Menu aria-hidden size={22} />}
        </button>
      </div>
    </header>
  );
}
