import { Link, useLocation, useRouteLoaderData } from "react-router";
import { exampleDetailsShown, exampleDetailsTexts as texts } from "../../../domain/shop";
import type { RootData } from "../../seo";

/**
 * Once the demo products are gone, while customers still see the demo shop's address, phone or
 * e-mail (a shop started without its own), the admin's pages say so and lead to the settings
 * where they are set. While the demo is in, its own banner is the one notice. Not on the order
 * dashboard, whose first screen belongs to the newest order, nor on the settings page itself.
 */
export function ExampleDetailsBanner() {
  const root = useRouteLoaderData<RootData>("root");
  const { pathname } = useLocation();
  const shop = root?.shop;
  if (!shop || (root.demoProducts ?? 0) > 0) return null;
  if (pathname === "/admind" || pathname === "/admin/settings") return null;
  const shown = exampleDetailsShown(shop);
  if (shown.length === 0) return null;
  return (
    <div
      role="region"
      aria-label="Shop details"
      className="border-b border-amber-300 bg-amber-50 px-4 py-3 text-amber-950"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3">
        <p className="min-w-0 flex-1 basis-60 text-sm">{texts.banner(shown)}</p>
        <Link
          to="/admin/settings"
          className="inline-flex min-h-11 items-center rounded-md bg-amber-700 px-3 py-2 text-sm font-semibold text-white hover:bg-amber-800"
        >
          {texts.setThem}
        </Link>
      </div>
    </div>
  );
}
