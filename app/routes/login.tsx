import { useState } from "react";
import { Form, Link, redirect, useNavigation } from "react-router";
import { loginFormError, loginMessages, loginSchema } from "../../domain/admin-auth";
import { safeNextPath } from "../../domain/admin-paths";
import { resetMessages } from "../../domain/password-reset";
import { Button } from "../components/ui/button";
import { Input } from "../components/ui/input";
import { Label } from "../components/ui/label";
import { takeEarlyTyping } from "../components/keep-early-typing";
import { useHydrated } from "../components/use-hydrated";
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

export function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const next = query.get("next");
  if (context.admin) throw redirect(safeNextPath(next));
  return { next: next ?? "", passwordReset: query.get("reset") === "done" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const next = safeNextPath(String(form.get("next") ?? ""));
  const parsed = loginSchema.safeParse({
    email: String(form.get("email") ?? ""),
    password: String(form.get("password") ?? ""),
  });
  // Refusals answer 200: the page itself is fine, and an error status would make the browser
  // log a failed request for every mistyped password.
  if (!parsed.success) {
    return { error: parsed.error.issues[0]?.message ?? loginMessages.unexpected };
  }
  try {
    const result = await context.auth.signIn(parsed.data.email, parsed.data.password);
    if (result.ok) throw redirect(next, { headers: { "Set-Cookie": result.setCookie } });
    return { error: result.message };
  } catch (error) {
    if (error instanceof Response) throw error;
    context.log("login").error("Sign-in failed", error);
    return { error: loginMessages.unexpected };
  }
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [touched, setTouched] = useState(false);
  const hydrated = useHydrated();
  const submitting = useNavigation().state === "submitting";
  const formError = loginFormError(email, password);
  // Before hydration the browser may hold autofilled values React has not seen, so only a running
  // page disables the button.
  const disabled = hydrated && (formError !== null || submitting);
  const shownError = (touched ? formError : null) ?? actionData?.error ?? null;

  return (
    <section className="mx-auto max-w-sm px-4 py-12">
      <h1 className="text-2xl font-semibold">Admin Login</h1>
      <p className="mt-2 text-sm text-slate-600">Sign in to manage products and orders.</p>
      {loaderData.passwordReset && (
        <p className="mt-4 rounded-lg bg-green-50 p-3 text-sm text-green-900" role="status">
          {resetMessages.done}
        </p>
      )}
      <Form method="post" className="mt-6 space-y-4" onBlur={() => setTouched(true)} noValidate>
        <input type="hidden" name="next" value={loaderData.next} />
        <div>
          <Label htmlFor="login-email" className="block">
            Email
          </Label>
          <Input
            id="login-email"
            name="email"
            type="email"
            autoComplete="username"
            inputMode="email"
            required
            value={email}
            ref={takeEarlyTyping(email, setEmail)}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <div>
          <Label htmlFor="login-password" className="block">
            Password
          </Label>
          <Input
            id="login-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            ref={takeEarlyTyping(password, setPassword)}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
        <p role="alert" className="min-h-5 text-sm text-red-700">
          {shownError}
        </p>
        <Button type="submit" variant="primary" disabled={disabled} className="w-full">
          {submitting ? "Signing in…" : "Login"}
        </Button>
      </Form>
      <p className="mt-4 text-sm">
        <Link
          to="/forgot-password"
          className="inline-block py-3 font-medium text-brand-700 underline"
        >
          Forgot password?
        </Link>
      </p>
    </section>
  );
}
