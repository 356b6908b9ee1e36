import { pageMeta } from "../seo";
import type { Route } from "./+types/admind";
export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "Order Dashboard",
    description: "Order Dashboard",
    path: "/admind",
    noindex: true,
  });
}

export default function OrderDashboard() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-2xl font-semibold">Order Dashboard</h1>
    </section>
  );
}
