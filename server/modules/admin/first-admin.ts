import { randomBytes } from "node:crypto";
import type { AdminAuth } from "./admin-auth.service";

export const FALLBACK_ADMIN_EMAIL = "admin@localhost";

/**
 * Makes sure someone can sign in on a new shop. ADMIN_EMAIL (with ADMIN_PASSWORD, else a generated
 * one) creates that account if it does not exist yet; with neither set and no account at all,
 * admin@localhost gets a random password. A generated password is printed this once and never
 * stored in clear, so the owner must note it (or reset it with `npm run admin`).
 */
export async function ensureAdminAccount(
  auth: AdminAuth,
  settings: { email: string | undefined; password: string | undefined },
  log: (message: string) => void,
): Promise<void> {
  if (settings.email) {
    if (await auth.hasAccount(settings.email)) return;
    const password = settings.password ?? generatedPassword();
    await auth.createAccount(settings.email, password);
    log(
      settings.password
        ? `Created the admin account ${settings.email} (password from ADMIN_PASSWORD)`
        : announce(settings.email, password),
    );
    return;
  }
  if ((await auth.countAccounts()) > 0) return;
  const password = settings.password ?? generatedPassword();
  await auth.createAccount(FALLBACK_ADMIN_EMAIL, password);
  log(
    settings.password
      ? `Created the admin account ${FALLBACK_ADMIN_EMAIL} (password from ADMIN_PASSWORD)`
      : announce(FALLBACK_ADMIN_EMAIL, password),
  );
}

function generatedPassword(): string {
  return randomBytes(12).toString("base64url");
}

function announce(email: string, password: string): string {
  return [
    "",
    "  Admin sign-in created (shown only this once; note it now):",
    `    e-mail:   ${email}`,
    `    password: ${password}`,
    "  Change it with: npm run admin -- reset-password --email <e-mail> --password <new password>",
    "",
  ].join("\n");
}
