export function meta() {
  return [{ title: "Order Dashboard" }, { name: "robots", content: "noindex" }];
}

export default function OrderDashboard() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-2xl font-semibold">Order Dashboard</h1>
    </section>
  );
}
