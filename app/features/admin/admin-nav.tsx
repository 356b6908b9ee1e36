import { NavLink, useRouteLoaderData } from "react-router";
import type { RootData } from "../../seo";
import { DemoBanner } from "./demo-banner";
import { ExampleDetailsBanner } from "./example-details-banner";

const ADMIN_LINKS = [
  { to: "/admind", label: "Dashboard" },
  { to: "/admin/sales/new", label: "New sale" },
  { to: "/admin/sales/quotes", label: "Quotes" },
  { to: "/admin/repairs", label: "Repairs" },
  { to: "/admin/products", label: "Products" },
  { to: "/admin", label: "Add product" },
  { to: "/admin/reports", label: "Reports" },
  { to: "/admin/gst", label: "GST" },
  { to: "/admin/reviews", label: "Reviews" },
  { to: "/admin/settings", label: "Settings" },
] as const;

/**
 * The admin area's own navigation, under the site header on every admin page. On a phone it is one
 * row that scrolls sideways: with nine places a grid took three rows and pushed the newest order
 * off the dashboard's first screen. Repairs (and its open count) stays among the first links.
 */
export function AdminNav() {
  const openRepairs = useRouteLoaderData<RootData>("root")?.openRepairs;
  return (
    <>
      <nav aria-label="Admin" className="border-b border-slate-200 bg-white">
        <ul className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-4 py-0.5">
          {ADMIN_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end
                className={({ isActive }) =>
                  `relative flex min-h-11 items-center whitespace-nowrap rounded-md px-2 text-center text-sm font-medium md:px-3 ${isActive ? "bg-brand-600 text-white" : "text-slate-700 hover:bg-slate-100"}`
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
      <DemoBanner />
      <ExampleDetailsBanner />
    </>
  );
}
