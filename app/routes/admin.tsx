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

export const action = addProductAction;

export function clientAction(args: Route.ClientActionArgs) {
  return adminClientAction(args);
}

export default function AddProduct() {
  return (
    <>
      <section className="mx-auto max-w-3xl px-4 py-6">
        <h1 className="mb-4 text-2xl font-semibold">Add Product</h1>
        <ProductForm />
      </section>
    </>
  );
}
