import { redirect, type AppLoadContext } from "react-router";
import type { SignedInAdmin } from "../../../domain/admin-auth";
import { loginPathFor } from "../../../domain/admin-paths";

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

/** React Router adds `_routes` (and `index`) to `.data` requests; the login page needs the page's own URL. */
function stripDataParams(params: URLSearchParams): string {
  const kept = new URLSearchParams(params);
  kept.delete("_routes");
  kept.delete("index");
  const query = kept.toString();
  return query ? `?${query}` : "";
}
