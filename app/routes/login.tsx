import { pageMeta } from "../seo";
import type { Route } from "./+types/login";
export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "Admin Login",
    description: "Admin Login",
    path: "/login",
    noindex: true,
  });
}

export default function Login() {
  return (
    <section className="mx-auto max-w-sm px-4 py-12">
      <h1 className="text-2xl font-semibold">Admin Login</h1>
      <p className="mt-2 text-sm text-slate-600">Sign in to manage products and orders.</p>
    </section>
  );
}
