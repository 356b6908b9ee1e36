import { z } from "zod";
import { adminPasswordSchema, emailSchema, loginMessages, PASSWORD_MAX_LENGTH } from "./admin-auth";

/**
 * 'Forgot password?' (issue 34, decision 38): rules and the admin's English words, shared by the
 * pages, the server and the tests.
 */
export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;

/**
 * Reset mails asked for, per client address and per e-mail: a few at once, then a trickle, so
 * nobody can fill an admin's inbox or spend the mail server's quota (token buckets, decision 30).
 */
export const RESET_REQUESTS_PER_ADDRESS = { burst: 5, perMinute: 5 / 60 } as const;
export const RESET_REQUESTS_PER_EMAIL = { burst: 3, perMinute: 3 / 60 } as const;

export const resetMessages = {
  /** The one answer for every address, known or not, so the page tells nobody who is an admin. */
  sent: "If that address belongs to an admin, we sent a link to it. The link works once, for one hour; look in spam if it does not arrive.",
  notSetUp:
    "This shop cannot send e-mail yet, so it cannot send a reset link. Ask another admin to set a new password for you in Settings, Admin accounts, or on the shop's computer run: npm run admin -- reset-password --email <your e-mail> --password <new password>",
  tooMany: (minutes: number) =>
    `Too many reset requests from here. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  linkUnusable:
    "This link cannot be used: it has expired, or it was used already. Ask for a new one.",
  mismatch: "The two passwords are not the same",
  done: "Your password is changed and every other sign-in of your account has ended. Sign in with the new password.",
  invalidEmail: loginMessages.invalidEmail,
} as const;

export const forgotPasswordSchema = z.object({
  email: z.string().max(300, resetMessages.invalidEmail).pipe(emailSchema),
});

/** A new password, typed twice; the same rules as `npm run admin` and the accounts page. */
export const newPasswordSchema = z
  .object({
    password: adminPasswordSchema,
    confirm: z.string().max(PASSWORD_MAX_LENGTH),
  })
  .refine((form) => form.password === form.confirm, {
    message: resetMessages.mismatch,
    path: ["confirm"],
  });

export function resetLinkFor(origin: string, token: string): string {
  return `${origin}/reset-password?token=${encodeURIComponent(token)}`;
}

/** The reset mail; the link is the only key, so the text says what to do if it was not you. */
export function resetMail(shopName: string, email: string, link: string) {
  return {
    to: email,
    subject: `${shopName}: reset your admin password`,
    text: [
      `Someone asked to reset the password of the admin account ${email} at ${shopName}.`,
      "",
      "Open this link within one hour to choose a new password (it works once):",
      link,
      "",
      "If it was not you, ignore this e-mail: your password stays as it is.",
    ].join("\n"),
  };
}
