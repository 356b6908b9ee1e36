import { z } from "zod";
import { emailSchema } from "./admin-auth";
import { newPasswordSchema } from "./password-reset";

/** The admin accounts page (issue 34): its forms and words, English like the rest of the admin. */
export const accountMessages = {
  added: (email: string) => `Added ${email}. They sign in with the password you set.`,
  passwordSet: (email: string) =>
    `New password set for ${email}; they were signed out everywhere. Tell them the new password.`,
  removed: (email: string) => `Removed ${email}; they can no longer sign in.`,
  exists: "An admin account with this e-mail already exists",
  gone: "That admin account no longer exists. Reload the page.",
  notYourself:
    "You cannot remove your own account here; another admin can. The shop always keeps one admin.",
  lastAdmin: "The shop must keep at least one admin account.",
  ownPassword:
    "Your own password: sign out and use 'Forgot password?' on the login page, or ask another admin.",
} as const;

export const addAdminSchema = newPasswordSchema.and(z.object({ email: emailSchema }));

export const adminIdSchema = z.object({ adminId: z.coerce.number().int().positive() });

export const setAdminPasswordSchema = newPasswordSchema.and(adminIdSchema);
