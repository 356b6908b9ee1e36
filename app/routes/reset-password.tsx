import { Form, Link, redirect, useNavigation } from "react-router";
import { newPasswordSchema, resetMessages } from "../../domain/password-reset";
import { fieldErrorsOf } from "../features/admin/admin-action.server";
import { Button } from "../components/ui/button";
import { FieldError } from "../components/ui/field-error";
import { Input } from "../components/ui/input";
import { Label } from "../components/ui/label";
import { pageMeta } from "../seo";
import type { Route } from "./+types/reset-password";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "Choose a new password",
    description: "Choose a new admin password",
    path: "/reset-password",
    noindex: true,
  });
}

/** The link's token rides in the query string, which the request log leaves out. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token, usable: token !== "" && (await context.passwordResets.isUsable(token)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const token = String(form.get("token") ?? "");
  const parsed = newPasswordSchema.safeParse({
    password: String(form.get("password") ?? ""),
    confirm: String(form.get("confirm") ?? ""),
  });
  if (!parsed.success) return { fieldErrors: fieldErrorsOf(parsed.error.issues) };
  if (!(await context.passwordResets.reset({ token, password: parsed.data.password }))) {
    return { unusable: true as const };
  }
  throw redirect("/login?reset=done");
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const saving = useNavigation().state === "submitting";
  const unusable = !loaderData.usable || (actionData && "unusable" in actionData);
  const errors: Partial<Record<string, string>> =
    (actionData && "fieldErrors" in actionData ? actionData.fieldErrors : undefined) ?? {};
  const invalid = (name: string) =>
    errors[name] ? { "aria-invalid": true, "aria-describedby": `reset-${name}-error` } : {};
  return (
    <section className="mx-auto max-w-sm px-4 py-12">
      <h1 className="text-2xl font-semibold">Choose a new password</h1>
      {unusable ? (
        <>
          <p className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900" role="alert">
            {resetMessages.linkUnusable}
          </p>
          <p className="mt-6 text-sm">
            <Link
              to="/forgot-password"
              className="inline-block py-3 font-medium text-brand-700 underline"
            >
              Ask for a new link
            </Link>
          </p>
        </>
      ) : (
        <Form method="post" className="mt-6 space-y-4" noValidate>
          <input type="hidden" name="token" value={loaderData.token} />
          <div>
            <Label htmlFor="reset-password" className="block">
              New password
            </Label>
            <Input
              id="reset-password"
              name="password"
              type="password"
              autoComplete="new-password"
              required
              {...invalid("password")}
            />
            <FieldError id="reset-password-error">{errors.password}</FieldError>
          </div>
          <div>
            <Label htmlFor="reset-confirm" className="block">
              The new password again
            </Label>
            <Input
              id="reset-confirm"
              name="confirm"
              type="password"
              autoComplete="new-password"
              required
              {...invalid("confirm")}
            />
            <FieldError id="reset-confirm-error">{errors.confirm}</FieldError>
          </div>
          <Button type="submit" variant="primary" disabled={saving} className="w-full">
            {saving ? "Saving…" : "Set the new password"}
          </Button>
        </Form>
      )}
    </section>
  );
}
