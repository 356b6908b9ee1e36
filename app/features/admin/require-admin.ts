import { data, redirect, type AppLoadContext } from "react-router";
import { loginPathFor, type SignedInAdmin } from "../../../domain/admin-auth";

/**
 * The first line of every admin loader. Loaders run on the server, so this is the server-side
 * guard for client-side navigations too (they fetch `.data` URLs the page guard in server/app.ts
 * lets through to here).
 */
export function requireAdmin(request: Request, context: AppLoadContext): SignedInAdmin {
  if (context.admin) return context.admin;
  const url = new URL(request.url);
  const path = url.pathname.replace(/\.data$/, "");
  throw redirect(loginPathFor(path + stripDataParams(url.searchParams)));
}

/** What an admin action answers when the session has ended while its page was open. */
export const signedOut = () => data({ signedOut: true } as const, { status: 401 });

/**
 * The first line of every admin action: `signedOut()` to return when nobody is signed in, else
 * undefined. A redirect to the login page would throw away a half-typed form, so the page stays
 * and says to log in again. Posts without JavaScript never get here signed out: the page guard in
 * server/app.ts sends them to the login page first, and the same-origin rule refuses (403) a post
 * from another site before either.
 */
export function refuseSignedOut(context: AppLoadContext): ReturnType<typeof signedOut> | undefined {
  return context.admin ? undefined : signedOut();
}

/** React Router adds `_routes` (and `index`) to `.data` requests; the login page needs the page's own URL. */
function stripDataParams(params: URLSearchParams): string {
  const kept = new URLSearchParams(params);
  kept.delete("_routes");
  kept.delete("index");
  const query = kept.toString();
  return query ? `?${query}` : "";
}
