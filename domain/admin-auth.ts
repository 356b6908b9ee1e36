import { z } from "zod";

/** The admin a request was made by, as the session cookie proves it. */
export interface SignedInAdmin {
  id: number;
  email: string;
}

/** Sign-in rules and texts (spec §5 'Login', §8 'Login'), shared by the login page and the server. */
export const loginMessages = {
  emptyFields: "Please enter both email and password",
  invalidEmail: "Invalid email address",
  /**
   * The spec's separate 'No user found…' and 'Incorrect password' would tell a stranger which
   * e-mails have accounts, so both causes answer with this one line.
   */
  wrongCredentials: "Incorrect email or password",
  tooManyAttempts: "Too many failed attempts. Please try again later",
  unexpected: "Login failed. Please try again",
} as const;

/** Failed sign-ins allowed per e-mail, and per address, inside the window before a lockout. */
export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_LOCKOUT_MS = 15 * 60 * 1000;
/** A session nobody used for this long is over. */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const ADMIN_PASSWORD_MIN_LENGTH = 8;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MAX_LENGTH = 200;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const emailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH, loginMessages.invalidEmail)
  // The browser's own rule for type="email": it allows admin@localhost, the fallback account.
  .pipe(z.email({ pattern: z.regexes.html5Email, error: loginMessages.invalidEmail }))
  .transform(normaliseEmail);

/** The login form: both fields first (spec order), then the e-mail's shape. */
export const loginSchema = z
  .object({
    email: z.string().max(EMAIL_MAX_LENGTH, loginMessages.invalidEmail),
    password: z.string().max(PASSWORD_MAX_LENGTH, loginMessages.wrongCredentials),
  })
  .superRefine((form, context) => {
    if (!form.email.trim() || !form.password) {
      context.addIssue({ code: "custom", message: loginMessages.emptyFields });
    } else if (!emailSchema.safeParse(form.email).success) {
      context.addIssue({ code: "custom", message: loginMessages.invalidEmail, path: ["email"] });
    }
  })
  .transform((form) => ({ email: normaliseEmail(form.email), password: form.password }));
export type LoginForm = z.output<typeof loginSchema>;

/** The first problem with a login form, or null when it may be sent. */
export function loginFormError(email: string, password: string): string | null {
  const parsed = loginSchema.safeParse({ email, password });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? loginMessages.unexpected);
}

/** An account's password when it is created or reset. */
export const adminPasswordSchema = z
  .string()
  .min(ADMIN_PASSWORD_MIN_LENGTH, `Passwords have at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Passwords have at most ${PASSWORD_MAX_LENGTH} characters`);
