import { Plus, Search } from "lucide-react";
import { useRef } from "react";
import { Form, Link, useSubmit } from "react-router";
import { mainImage } from "../../domain/product";
import { catalogueFilter, productListQuerySchema } from "../../domain/product-json";
import { SEARCH_QUERY_MAX_LENGTH } from "../../domain/shop-constants";
import { adminClientAction } from "../features/admin/admin-client";
import { AdminProductRow, type AdminProductRowData } from "../features/products/admin-product-row";
import { productListAction } from "../features/products/product-list-action.server";
import { Button, buttonStyles } from "../components/ui/button";
import { Input } from "../components/ui/input";
import { Select } from "../components/ui/select";
import { StockAlertList, type WaitingProduct } from "../features/products/stock-alert-list";
import { absoluteUrl, pageMeta } from "../seo";
import type { Route } from "./+types/admin-products";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "Products",
    description: "Manage products",
    path: "/admin/products",
    noindex: true,
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").slice(0, SEARCH_QUERY_MAX_LENGTH);
  const stock = params.get("stock") ?? "";
  const query = productListQuerySchema.safeParse({
    ...(q.trim() ? { q } : {}),
    ...(stock === "in" || stock === "out" ? { inStock: stock === "in" ? "true" : "false" } : {}),
  });
  const [products, all, alerts] = await Promise.all([
    context.catalogue.list(query.success ? catalogueFilter(query.data) : {}),
    context.catalogue.list(),
    context.stockAlerts.list(),
  ]);
  const origin = context.publicUrl ?? new URL(request.url).origin;
  const waiting: WaitingProduct[] = [];
  for (const alert of alerts) {
    const product = all.find((candidate) => candidate.id === alert.productId);
    if (!product) continue;
    const last = waiting.at(-1);
    if (last?.id === product.id) last.mobiles.push(alert.mobile);
    else {
      waiting.push({
        id: product.id,
        name: product.name,
        inStock: product.inStock,
        url: absoluteUrl(origin, `/product/${product.id}`),
        mobiles: [alert.mobile],
      });
    }
  }
  const rows: AdminProductRowData[] = products.map((product) => ({
    id: product.id,
    name: product.name,
    image: mainImage(product),
    category: product.category,
    brand: product.brand,
    pricePaise: product.pricePaise,
    oldPricePaise: product.oldPricePaise,
    inStock: product.inStock,
    stockQuantity: product.stockQuantity ?? null,
  }));
  // Products back in stock first: those are the customers to message now.
  waiting.sort((a, b) => Number(b.inStock) - Number(a.inStock));
  return { q, stock, products: rows, total: all.length, waiting };
}

export const action = productListAction;

export function clientAction(args: Route.ClientActionArgs) {
  return adminClientAction(args);
}

export default function AdminProducts({ loaderData, actionData }: Route.ComponentProps) {
  const { q, stock, products, total, waiting } = loaderData;
  const submit = useSubmit();
  const heading = useRef<HTMLHeadingElement>(null);

  return (
    <>
      <section className="mx-auto max-w-4xl px-4 py-6">
        <div className="flex items-center justify-between gap-3">
          <h1 ref={heading} tabIndex={-1} className="text-2xl font-semibold outline-none">
            Products
          </h1>
          <Link
            to="/admin"
            className={`${buttonStyles.primary} inline-flex items-center gap-1 py-2.5`}
          >
            <Plus aria-hidden size={18} />
            Add product
          </Link>
        </div>
        <Form
          method="get"
          role="search"
          className="mt-4 flex flex-wrap gap-2"
          onChange={(event) => {
            if (event.target instanceof HTMLSelectElement) {
              void submit(event.currentTarget, { replace: true, preventScrollReset: true });
            }
          }}
        >
          <div className="relative min-w-0 basis-full sm:basis-0 sm:flex-1">
            <Search
              aria-hidden
              size={18}
              className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-500"
            />
            <Input
              type="search"
              name="q"
              defaultValue={q}
              maxLength={SEARCH_QUERY_MAX_LENGTH}
              placeholder="Search products..."
              aria-label="Search products by name"
              // In a row with the filter and button: no top margin, room for the search icon.
              className="mt-0! py-2.5! pl-10"
            />
          </div>
          <label htmlFor="stock-filter" className="sr-only">
            Stock
          </label>
          <Select
            id="stock-filter"
            name="stock"
            defaultValue={stock}
            className="mt-0! w-auto! min-w-0 flex-1 py-2.5! sm:flex-none"
          >
            <option value="">All products</option>
            <option value="in">In stock</option>
            <option value="out">Out of stock</option>
          </Select>
          <Button type="submit">Search</Button>
        </Form>
        {/* A change posted without script: the page comes back with its answer. */}
        {actionData?.ok && actionData.notification && (
          <p role="status" className="mt-3 text-sm font-medium text-green-800">
            {actionData.notification.message}
          </p>
        )}
        <StockAlertList products={waiting} />
        <p className="mt-3 text-sm text-slate-700" aria-live="polite">
          {products.length} of {total} products
        </p>
        {products.length === 0 ? (
          <p className="mt-8 text-center text-slate-600">
            {total === 0 ? "No products yet. Add your first one." : "No products match."}
          </p>
        ) : (
          <ul aria-label="Products" className="mt-3 grid gap-3">
            {products.map((product) => (
              <AdminProductRow
                key={product.id}
                product={product}
                pageAnswer={actionData}
                returnFocusTo={heading}
              />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
