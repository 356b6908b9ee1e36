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

export default function AddProduct() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-semibold">Add Product</h1>
    </section>
  );
}
