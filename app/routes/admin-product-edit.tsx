import { Link } from "react-router";
import { productFormFromProduct } from "../../domain/product-form";
import { productIdSchema } from "../../domain/product-schemas";
import { toProductJson } from "../../domain/product-json";
import { adminClientAction } from "../features/admin/admin-client";
import { ProductForm } from "../features/products/product-form";
import { ProductStock } from "../features/products/product-stock";
import { formatShopDateTime } from "../../domain/shop-time";
import { editProductAction } from "../features/products/product-form-action.server";
import { pageMeta } from "../seo";
import type { Route } from "./+types/admin-product-edit";

export function meta({ data, matches }: Route.MetaArgs) {
  const name = data?.product?.name;
  return pageMeta(matches, {
    title: name ? `Edit ${name}` : "Edit product",
    description: "Edit product",
    path: "/admin/products",
    noindex: true,
  });
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const id = productIdSchema.safeParse(params.id);
  const product = id.success ? await context.catalogue.get(id.data) : undefined;
  const history = product ? await context.stock.history(product.id) : [];
  return {
    product: product ? toProductJson(product) : null,
    tax: product ? await context.productTaxes.of(product.id) : null,
    stockQuantity: product?.stockQuantity ?? null,
    stockHistory: history.map((movement) => ({
      ...movement,
      atText: formatShopDateTime(movement.createdAt, "en"),
    })),
  };
}

export const action = editProductAction;

export function clientAction(args: Route.ClientActionArgs) {
  return adminClientAction(args);
}

export default function EditProduct({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  return (
    <>
      <section className="mx-auto max-w-3xl px-4 py-6">
        {product ? (
          <>
            <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
              <h1 className="text-2xl font-semibold">Edit product</h1>
              <p className="flex gap-4 text-sm font-medium">
                <Link to="/admin/products" className="text-brand-700 underline">
                  Back to products
                </Link>
                <Link to={`/product/${product.id}`} className="text-brand-700 underline">
                  View in shop
                </Link>
              </p>
            </div>
            {/* Keyed by the product, so opening another product starts from its own values. */}
            <ProductForm
              key={product.id}
              productId={product.id}
              initial={productFormFromProduct(product)}
              counted={loaderData.stockQuantity !== null}
              {...(loaderData.tax ? { tax: loaderData.tax } : {})}
            />
            <ProductStock
              productId={product.id}
              stockQuantity={loaderData.stockQuantity}
              history={loaderData.stockHistory}
            />
          </>
        ) : (
          <>
            <h1 className="text-2xl font-semibold">Product not found</h1>
            <p className="mt-2 text-slate-600">It may have been deleted.</p>
            <Link
              to="/admin/products"
              className="mt-4 inline-block font-medium text-brand-700 underline"
            >
              Back to products
            </Link>
          </>
        )}
      </section>
    </>
  );
}
