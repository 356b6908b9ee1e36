import { adminClientAction } from "../features/admin/admin-client";
import { ProductForm } from "../features/products/product-form";
import { addProductAction } from "../features/products/product-form-action.server";
import { pageMeta } from "../seo";
import type { Route } from "./+types/admin";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "Add Product",
    description: "Add Product",
    path: "/admin",
    noindex: true,
  });
}

/** A key for the form's next product; the page's data reloads after each add, giving a new one. */
export function loader() {
  return { addKey: crypto.randomUUID() };
}

export const action = addProductAction;

export function clientAction(args: Route.ClientActionArgs) {
  return adminClientAction(args);
}

export default function AddProduct({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <section className="mx-auto max-w-3xl px-4 py-6">
        <h1 className="mb-4 text-2xl font-semibold">Add Product</h1>
        <ProductForm addKey={loaderData.addKey} />
      </section>
    </>
  );
}
