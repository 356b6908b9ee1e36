export function meta() {
  return [{ title: "Add Product" }, { name: "robots", content: "noindex" }];
}

export default function AddProduct() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-semibold">Add Product</h1>
    </section>
  );
}
