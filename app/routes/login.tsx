export function meta() {
  return [{ title: "Admin Login" }, { name: "robots", content: "noindex" }];
}

export default function Login() {
  return (
    <section className="mx-auto max-w-sm px-4 py-12">
      <h1 className="text-2xl font-semibold">Admin Login</h1>
      <p className="mt-2 text-sm text-slate-600">Sign in to manage products and orders.</p>
    </section>
  );
}
