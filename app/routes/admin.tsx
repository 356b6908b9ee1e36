import { keepPageOnFailure } from "../features/admin/keep-page-on-failure";
import { ProductForm } from "../features/products/product-form";
import { productFormAction } from "../features/products/product-form-action";
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

export function action({ request, context }: Route.ActionArgs) {
  return productFormAction(request, context, undefined);
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return keepPageOnFailure(serverAction);
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
