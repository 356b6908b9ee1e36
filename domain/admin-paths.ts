/*
 * Where the admin pages send a visitor to sign in, and back: apart from admin-auth.ts, whose zod
 * schemas every admin page would otherwise load in the browser for these few lines (issue 30).
 */

export const DEFAULT_ADMIN_LANDING = "/admind";

/**
 * Where to go after signing in: back to the admin page that sent the visitor to /login, or the
 * dashboard. Anything else (another site, a storefront page, a protocol-relative URL) is ignored,
 * so a crafted link cannot bounce a fresh sign-in somewhere else.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.includes("\\")) {
    return DEFAULT_ADMIN_LANDING;
  }
  const path = next.split(/[?#]/)[0] ?? "";
  return /^\/(admind|admin)(\/|$)/.test(path) ? next : DEFAULT_ADMIN_LANDING;
}

export function loginPathFor(next: string): string {
  const target = safeNextPath(next);
  return target === DEFAULT_ADMIN_LANDING ? "/login" : `/login?next=${encodeURIComponent(target)}`;
}
