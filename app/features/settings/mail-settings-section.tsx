import { useFetcher } from "react-router";
import {
  MAIL_SECURITY,
  MAIL_SECURITY_LABELS,
  mailMessages,
  type MailSettingsView,
} from "../../../domain/mail-settings";
import { Button } from "../../components/ui/button";
import { FieldError } from "../../components/ui/field-error";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Select } from "../../components/ui/select";
import { FormSection } from "../products/product-form-sections";
import { MAIL_INTENT_NAMES, MAIL_INTENTS, mailFormValuesOf } from "./mail-settings-form";
import type { SettingsAnswer } from "./settings-action.server";

const fieldId = (name: string) => `mail-${name}`;

/**
 * 'Mail (for password reset)' on /admin/settings (decision 38): the SMTP server, whose password is
 * write-only (the page only learns whether one is saved), and a test that says what failed.
 */
export function MailSettingsSection({
  saved,
  adminEmail,
  pageAnswer,
}: {
  saved: MailSettingsView | undefined;
  adminEmail: string;
  pageAnswer: SettingsAnswer | undefined;
}) {
  const fetcher = useFetcher<SettingsAnswer>();
  // Without JavaScript the form posts as a page, and its answer comes as the page's action data.
  const answer =
    fetcher.data ?? (MAIL_INTENT_NAMES.includes(pageAnswer?.intent) ? pageAnswer : undefined);
  const errors = answer?.fieldErrors ?? {};
  const values = mailFormValuesOf(saved);
  const busy = fetcher.state !== "idle";
  const invalid = (name: string) =>
    errors[name] ? { "aria-invalid": true, "aria-describedby": `${fieldId(name)}-error` } : {};
  const field = (name: string, label: string, input: React.ComponentProps<typeof Input>) => (
    <div>
      <Label htmlFor={fieldId(name)}>{label}</Label>
      <Input id={fieldId(name)} name={name} {...input} {...invalid(name)} />
      <FieldError id={`${fieldId(name)}-error`}>{errors[name]}</FieldError>
    </div>
  );
  return (
    <FormSection title="Mail (for password reset)">
      <p className="text-sm text-slate-700">
        With a mail server here, &lsquo;Forgot password?&rsquo; on the login page e-mails an admin a
        link to choose a new password. Your e-mail provider gives these details; for Gmail:
        smtp.gmail.com, TLS on port 465, your address as user name and an app password.
      </p>
      <p className="text-sm font-medium" data-testid="mail-state">
        {saved ? `Set up: mail goes out through ${saved.host}.` : "Not set up yet."}
      </p>
      <fetcher.Form method="post" className="grid gap-4" noValidate>
        {field("host", "Mail server (SMTP)", {
          defaultValue: values.host,
          autoComplete: "off",
          autoCapitalize: "none",
          placeholder: "smtp.example.com",
        })}
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <Label htmlFor={fieldId("security")}>Security</Label>
            <Select
              id={fieldId("security")}
              name="security"
              defaultValue={values.security}
              aria-describedby={`${fieldId("security")}-hint`}
            >
              {MAIL_SECURITY.map((security) => (
                <option key={security} value={security}>
                  {MAIL_SECURITY_LABELS[security]}
                </option>
              ))}
            </Select>
            {/* The options stay short to fit a phone's select; the why is said here. */}
            <p id={`${fieldId("security")}-hint`} className="mt-1 text-sm text-slate-600">
              TLS from the start or STARTTLS, as your provider says; the port is the usual one. None
              only for a mail server inside the shop.
            </p>
          </div>
          {field("port", "Port", { defaultValue: values.port, inputMode: "numeric" })}
        </div>
        {field("username", "User name (often your e-mail address)", {
          defaultValue: values.username,
          autoComplete: "off",
          autoCapitalize: "none",
        })}
        <div>
          <Label htmlFor={fieldId("password")}>Password</Label>
          <Input
            id={fieldId("password")}
            name="password"
            type="password"
            autoComplete="new-password"
            placeholder={saved?.hasPassword ? "Saved (hidden)" : ""}
            aria-describedby={`${fieldId("password")}-hint`}
          />
          <p id={`${fieldId("password")}-hint`} className="mt-1 text-sm text-slate-600">
            {saved?.hasPassword ? mailMessages.passwordKept : "Only sent to the mail server."}
          </p>
        </div>
        {field("fromAddress", "From address", {
          type: "email",
          inputMode: "email",
          defaultValue: values.fromAddress,
          placeholder: "shop@example.com",
        })}
        {field("to", "Send the test e-mail to", {
          type: "email",
          inputMode: "email",
          defaultValue: adminEmail,
        })}
        <div className="flex flex-wrap gap-3">
          <Button
            type="submit"
            name="intent"
            value={MAIL_INTENTS.save}
            variant="primary"
            disabled={busy}
          >
            Save mail settings
          </Button>
          <Button type="submit" name="intent" value={MAIL_INTENTS.test} disabled={busy}>
            Send a test e-mail
          </Button>
          {saved && (
            <Button type="submit" name="intent" value={MAIL_INTENTS.clear} disabled={busy}>
              Remove mail settings
            </Button>
          )}
        </div>
        <p role="status" className="text-sm" data-testid="mail-answer">
          {busy
            ? "Working…"
            : answer?.notification && (
                <span className={answer.ok ? "text-green-800" : "text-red-700"}>
                  {answer.notification.message}
                </span>
              )}
        </p>
      </fetcher.Form>
    </FormSection>
  );
}
