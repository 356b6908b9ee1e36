import { LogOut, Menu, ShoppingCart, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { cartTotals } from "../../domain/cart";
import { chatLink, HELP_GREETING } from "../../domain/contact-links";
import { trackingMessages } from "../../domain/order-tracking";
import type { ShopDetails } from "../../domain/shop";
import { useCart } from "../features/cart/cart-store";
import { useScrolledBody, useScrollSpy } from "./use-page-scroll";

/** A page counts as an admin page when its URL contains /admin (spec §2), recomputed per navigation. */
export function isAdminPage(pathname: string): boolean {
  return pathname.includes("/admin");
}

export function Header({ shop, signedIn }: { shop: ShopDetails; signedIn: boolean }) {
  const { pathname } = useLocation();
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
  const links = [
    admin ? { to: "/admind", label: "Dashboard" } : { to: "/", label: "Home" },
    { to: "/our-service", label: "About" },
    ...(admin ? [] : [{ to: "/repair", label: "Book a repair" }]),
    { to: "/contact", label: "Contact" },
    ...(admin ? [] : [{ to: "/track", label: trackingMessages.headerLink }]),
    admin ? { to: "/admin", label: "Add Product" } : { to: "/login", label: "Admin" },
  ];
  const closeMenu = () => setMenuOpen(false);

  return (
    <header className="site-header sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur transition-shadow">
      <div ref={menuArea} className="mx-auto flex h-14 max-w-7xl items-center gap-3 px-4">
        <Link to="/" className="text-lg font-bold text-brand-700" onClick={closeMenu}>
          {shop.name}
        </Link>
        <nav
          id="site-menu"
          aria-label="Main"
          className={`${menuOpen ? "flex" : "hidden"} absolute inset-x-0 top-14 flex-col gap-1 border-b border-slate-200 bg-white p-3 md:static md:ml-auto md:flex md:flex-row md:border-0 md:p-0`}
        >
          {links.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              end
              onClick={closeMenu}
              className={({ isActive }) =>
                `rounded-md px-3 py-2 text-sm font-medium ${isActive ? "bg-brand-50 text-brand-700" : "text-slate-700 hover:bg-slate-100"}`
              }
            >
              {link.label}
            </NavLink>
          ))}
          <a
            href={chatLink(shop.whatsapp, HELP_GREETING)}
            target="_blank"
            rel="noopener noreferrer"
            onClick={closeMenu}
            className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
          >
            Help
          </a>
          {admin && signedIn && (
            <Form method="post" action="/logout" className="contents">
              <button
                type="submit"
                className="flex items-center gap-1.5 rounded-md px-3 py-2 text-left text-sm font-medium text-slate-700 hover:bg-slate-100"
              >
                <LogOut aria-hidden size={16} />
                Logout
              </button>
            </Form>
          )}
        </nav>
        <Link
          to="/cart"
          aria-label={itemCount > 0 ? `Cart, ${itemCount} items` : "Cart"}
          className="relative ml-auto rounded-full p-2 text-slate-700 hover:bg-slate-100 md:ml-0"
        >
          <ShoppingCart aria-hidden size={22} />
          {itemCount > 0 && (
            <span
              data-testid="cart-count"
              className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs font-bold leading-5 text-white"
            >
              {itemCount}
            </span>
          )}
        </Link>
        <button
          type="button"
          className="rounded-md p-2 text-slate-700 md:hidden"
          aria-controls="site-menu"
          aria-expanded={menuOpen}
          aria-label={menuOpen ? "Close menu" : "Open menu"}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden size={22} /> : <Menu aria-hidden size={22} />}
        </button>
      </div>
    </header>
  );
}
