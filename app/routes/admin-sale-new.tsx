import { adminClientAction } from "../features/admin/admin-client";
import { saleAction } from "../features/sales/sale-action.server";
import { SaleForm } from "../features/sales/sale-form";
import { normaliseMobile } from "../../domain/mobile";
import { mainImage } from "../../domain/product";
import { pageMeta } from "../seo";
import type { Route } from "./+types/admin-sale-new";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "New sale",
    description: "A counter, phone or WhatsApp sale, or a quote",
    path: "/admin/sales/new",
    noindex: true,
  });
}

/** Products found with the storefront's search; at most this many are offered. */
const SEARCH_RESULTS = 8;

/**
 * The form's settings, and what its fetchers ask for: `?q=` products found with the storefront's
 * own search (name, brand, Hindi words), `?mobile=` a known customer.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = url.searchParams.get("q")?.trim().slice(0, 100) ?? "";
  const mobile = normaliseMobile(url.searchParams.get("mobile") ?? "");
  const [found, customer] = await Promise.all([
    q ? context.catalogue.list({ q }) : Promise.resolve([]),
    mobile ? context.sales.knownCustomer(mobile) : Promise.resolve(undefined),
  ]);
  return {
    rateCard: context.shop.rateCard,
    maxDiscountPercent: context.shop.maxDiscountPercent,
    walkInMaxPaise: context.shop.walkInMaxPaise,
    results: found.slice(0, SEARCH_RESULTS).map((product) => ({
      id: product.id,
      name: product.name,
      brand: product.brand,
      pricePaise: product.pricePaise,
      image: mainImage(product),
      stockQuantity: product.stockQuantity ?? null,
      inStock: product.inStock,
    })),
    customer: customer ? { mobile, ...customer } : null,
  };
}

export const action = saleAction;

export function clientAction(args: Route.ClientActionArgs) {
  return adminClientAction(args);
}

export default function AdminSaleNew({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <section className="mx-auto max-w-3xl px-3 py-4 md:py-6">
        <h1 className="text-2xl font-semibold">New sale</h1>
        <SaleForm settings={loaderData} />
      </section>
    </>
  );
}
