import { z } from "zod";
import { emailSchema } from "./admin-auth";

/**
 * The mail server the shop sends password-reset links through (issue 34, decision 38), as the
 * owner sets it in the admin's settings. The admin is English, so the words live here once.
 */
export const MAIL_SECURITY = ["tls", "starttls", "none"] as const;
export type MailSecurity = (typeof MAIL_SECURITY)[number];

export const MAIL_SECURITY_LABELS: Record<MailSecurity, string> = {
  tls: "TLS (port 465)",
  starttls: "STARTTLS (port 587)",
  none: "None (shop's own server)",
};

/** The usual port of each security, offered when the owner has not typed one. */
export const MAIL_DEFAULT_PORT: Record<MailSecurity, number> = {
  tls: 465,
  starttls: 587,
  none: 25,
};

/** The settings as the page shows them: the password only as whether one is kept. */
export interface MailSettingsView {
  host: string;
  port: number;
  security: MailSecurity;
  username: string;
  hasPassword: boolean;
  fromAddress: string;
}

export const mailMessages = {
  hostMissing: "Enter the mail server's name, such as smtp.gmail.com",
  hostInvalid: "A server name has letters, digits, dots and dashes only",
  portInvalid: "The port is a number from 1 to 65535",
  fromInvalid: "Enter the e-mail address the mail comes from",
  toInvalid: "Enter the e-mail address to send the test to",
  saved: "Mail settings saved. 'Forgot password?' on the login page now sends a link.",
  cleared: "Mail settings removed. 'Forgot password?' now says to ask another admin.",
  refused: "Nothing was saved: check the marked fields.",
  testSent: (to: string) =>
    `Test e-mail sent to ${to}. If it is not in the inbox within a few minutes, look in spam.`,
  passwordKept: "Leave empty to keep the saved password.",
} as const;

/** The form of the mail section; an empty password keeps the saved one. */
export const mailSettingsSchema = z.object({
  host: z
    .string()
    .trim()
    .min(1, mailMessages.hostMissing)
    .max(253, mailMessages.hostInvalid)
    .regex(/^[A-Za-z0-9.-]+$/, mailMessages.hostInvalid),
  port: z.coerce
    .number({ error: mailMessages.portInvalid })
    .int(mailMessages.portInvalid)
    .min(1, mailMessages.portInvalid)
    .max(65535, mailMessages.portInvalid),
  security: z.enum(MAIL_SECURITY),
  username: z.string().trim().max(254),
  password: z.string().max(500),
  fromAddress: z
    .string()
    .trim()
    .pipe(z.email({ pattern: z.regexes.html5Email, error: mailMessages.fromInvalid })),
});
export type MailSettingsInput = z.output<typeof mailSettingsSchema>;

/** The test e-mail's form: the settings as typed, and where to send it. */
export const mailTestSchema = mailSettingsSchema.extend({
  to: emailSchema,
});

/**
 * Why a mail could not be sent, as a code the mail module finds in the library's error, and the
 * words the owner reads for it (each says what to check).
 */
export type MailFailure =
  | { code: "not-set-up" }
  | { code: "host-unknown"; host: string }
  | { code: "refused"; host: string; port: number }
  | { code: "timeout"; host: string; port: number }
  | { code: "tls"; detail: string }
  | { code: "login"; response: string }
  | { code: "sender-refused"; response: string }
  | { code: "recipient-refused"; response: string }
  | { code: "other"; detail: string };

export function mailFailureText(failure: MailFailure): string {
  switch (failure.code) {
    case "not-set-up":
      return "Mail is not set up: fill in the mail server and save first.";
    case "host-unknown":
      return `No mail server is known by the name ${failure.host}. Check the server name for typing mistakes.`;
    case "refused":
      return `${failure.host} refused the connection on port ${failure.port}. Check the port and the security: 465 goes with TLS, 587 with STARTTLS.`;
    case "timeout":
      return `${failure.host} did not answer on port ${failure.port}. Check the port, or whether the shop's internet blocks it.`;
    case "tls":
      return `The secure connection failed (${failure.detail}). Try the other security choice: 465 goes with TLS, 587 with STARTTLS.`;
    case "login":
      return `The mail server refused the user name or password (${failure.response}). Many providers want an app password rather than the account's own.`;
    case "sender-refused":
      return `The mail server refused the From address (${failure.response}). Use an address of the account you sign in with.`;
    case "recipient-refused":
      return `The mail server refused the recipient (${failure.response}).`;
    case "other":
      return `The mail could not be sent: ${failure.detail}`;
  }
}
