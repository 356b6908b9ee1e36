import { NavLink } from "react-router";

const ADMIN_LINKS = [
  { to: "/admind", label: "Dashboard" },
  { to: "/admin/products", label: "Products" },
  { to: "/admin", label: "Add product" },
  { to: "/admin/reports", label: "Reports" },
  { to: "/admin/settings", label: "Settings" },
] as const;

/** The admin area's own navigation, under the site header on every admin page. */
export function AdminNav() {
  return (
    <nav aria-label="Admin" className="border-b border-slate-200 bg-white">
      <ul className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-4 py-2">
        {ADMIN_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end
              className={({ isActive }) =>
                `block whitespace-nowrap rounded-md px-3 py-1.5 text-sm font-medium ${isActive ? "bg-brand-600 text-white" : "text-slate-700 hover:bg-slate-100"}`
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
