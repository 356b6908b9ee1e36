import { NavLink, useRouteLoaderData } from "react-router";
import type { RootData } from "../../seo";

const ADMIN_LINKS = [
  { to: "/admind", label: "Dashboard" },
  { to: "/admin/products", label: "Products" },
  { to: "/admin", label: "Add product" },
  { to: "/admin/reports", label: "Reports" },
  { to: "/admin/settings", label: "Settings" },
  { to: "/admin/repairs", label: "Repairs" },
] as const;

/** The admin area's own navigation, under the site header on every admin page. */
export function AdminNav() {
  const openRepairs = useRouteLoaderData<RootData>("root")?.openRepairs;
  return (
    <nav aria-label="Admin" className="border-b border-slate-200 bg-white">
      <ul className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-4 py-2">
        {ADMIN_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end
              className={({ isActive }) =>
                `relative block whitespace-nowrap rounded-md px-3 py-1.5 text-sm font-medium ${isActive ? "bg-brand-600 text-white" : "text-slate-700 hover:bg-slate-100"}`
              }
            >
              {link.label}
              {link.to === "/admin/repairs" && openRepairs !== undefined && (
                <span
                  className="ml-1.5 rounded-full bg-amber-100 px-1.5 text-xs font-semibold text-amber-900"
                  data-testid="open-repairs-count"
                >
                  {openRepairs}
                  <span className="sr-only"> open</span>
                </span>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
