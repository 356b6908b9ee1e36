import { Form, Link, redirect, useNavigation } from "react-router";
import { DEFAULT_ADMIN_LANDING } from "../../domain/admin-paths";
import { forgotPasswordSchema, resetMessages } from "../../domain/password-reset";
import { Button } from "../components/ui/button";
import { FieldError } from "../components/ui/field-error";
import { Input } from "../components/ui/input";
import { Label } from "../components/ui/label";
import { pageMeta } from "../seo";
import type { Route } from "./+types/forgot-password";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "Forgot password",
    description: "Reset an admin password",
    path: "/forgot-password",
    noindex: true,
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  if (context.admin) throw redirect(DEFAULT_ADMIN_LANDING);
  return { mailSetUp: await context.mailSettings.isSetUp() };
}

/**
 * Answers 'we sent a link' for every well-formed address, an admin's or not (decision 38); only
 * a mistyped address, the limit and a shop without mail answer otherwise.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = forgotPasswordSchema.safeParse({ email: String(form.get("email") ?? "") });
  if (!parsed.success) return { error: resetMessages.invalidEmail };
  const answer = await context.passwordResets.request({
    email: parsed.data.email,
    address: context.clientAddress,
  });
  if (answer.ok) return { sent: true as const };
  if (answer.reason === "not-set-up") return { notSetUp: true as const };
  return { error: resetMessages.tooMany(Math.ceil(answer.retryAfterSeconds / 60)) };
}

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const sending = useNavigation().state === "submitting";
  const notSetUp = !loaderData.mailSetUp || (actionData && "notSetUp" in actionData);
  const sent = actionData && "sent" in actionData;
  const error = actionData && "error" in actionData ? actionData.error : undefined;
  return (
    <section className="mx-auto max-w-sm px-4 py-12">
      <h1 className="text-2xl font-semibold">Forgot password</h1>
      {notSetUp ? (
        <p className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900" role="status">
          {resetMessages.notSetUp}
        </p>
      ) : sent ? (
        <p className="mt-4 rounded-lg bg-green-50 p-3 text-sm text-green-900" role="status">
          {resetMessages.sent}
        </p>
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-600">
            Type the e-mail you sign in with; we send a link to choose a new password.
          </p>
          <Form method="post" className="mt-6 space-y-4" noValidate>
            <div>
              <Label htmlFor="forgot-email" className="block">
                Email
              </Label>
              <Input
                id="forgot-email"
                name="email"
                type="email"
                autoComplete="username"
                inputMode="email"
                required
                {...(error ? { "aria-invalid": true, "aria-describedby": "forgot-error" } : {})}
              />
              <FieldError id="forgot-error">{error}</FieldError>
            </div>
            <Button type="submit" variant="primary" disabled={sending} className="w-full">
              {sending ? "Sending…" : "Send me a link"}
            </Button>
          </Form>
        </>
      )}
      <p className="mt-6 text-sm">
        <Link to="/login" className="inline-block py-3 font-medium text-brand-700 underline">
          Back to sign in
        </Link>
      </p>
    </section>
  );
}
