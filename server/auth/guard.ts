import type { Context, MiddlewareHandler } from "hono";
import { generateCookie, getCookie } from "hono/cookie";
import { SESSION_IDLE_MS, type SignedInAdmin } from "../../domain/admin-auth";
import { loginPathFor } from "../../domain/admin-paths";
import { apiError } from "../api/errors";
import type { AdminAuth } from "../modules/admin/admin-auth.service";

/** Hono environment of every `/api/admin/*` router: the guard has already set `admin`. */
export interface AdminEnv {
  Variables: { admin: SignedInAdmin };
}

/** Variables the session middleware sets on every request. */
export interface SessionVariables {
  /** Undefined when the request carries no valid session. */
  admin: SignedInAdmin | undefined;
  sessionToken: string | undefined;
}

export const SESSION_COOKIE = "dukan_session";

const ADMIN_PAGE = /^\/(admind|admin)(\/|$)/;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function isAdminPagePath(path: string): boolean {
  return ADMIN_PAGE.test(path);
}

/** Secure cookies whenever the shop is reached over https, directly or behind a TLS proxy. */
function servedOverHttps(c: Context, publicUrl: string | undefined): boolean {
  return (
    publicUrl?.startsWith("https:") === true ||
    new URL(c.req.url).protocol === "https:" ||
    c.req.header("x-forwarded-proto") === "https"
  );
}

/**
 * Reads the session cookie once per request and sets `admin` for everything after it. A session
 * in use gets its cookie back with a fresh lifetime, so only 7 idle days end it.
 */
export function sessionFromCookie(
  auth: AdminAuth,
  publicUrl: string | undefined,
): MiddlewareHandler<{ Variables: SessionVariables }> {
  return async (c, next) => {
    const token = getCookie(c, SESSION_COOKIE);
    const session = token ? await auth.useSession(token) : undefined;
    c.set("sessionToken", token);
    c.set("admin", session?.admin);
    await next();
    if (token && session?.renewed && !c.res.headers.has("Set-Cookie")) {
      c.res.headers.append("Set-Cookie", sessionCookie(c, token, publicUrl));
    }
  };
}

/** The Set-Cookie value that starts a session in the browser. */
export function sessionCookie(c: Context, token: string, publicUrl: string | undefined): string {
  return generateCookie(SESSION_COOKIE, token, {
    ...sessionCookieOptions(c, publicUrl),
    maxAge: SESSION_IDLE_MS / 1000,
  });
}

/** The Set-Cookie value that makes the browser forget its session. */
export function endedSessionCookie(c: Context, publicUrl: string | undefined): string {
  return generateCookie(SESSION_COOKIE, "", { ...sessionCookieOptions(c, publicUrl), maxAge: 0 });
}

function sessionCookieOptions(c: Context, publicUrl: string | undefined) {
  return {
    path: "/",
    httpOnly: true,
    sameSite: "Lax",
    secure: servedOverHttps(c, publicUrl),
  } as const;
}

/**
 * Refuses a state-changing request that a browser sent from another site (cross-site request
 * forgery): browsers name the requesting origin in `Origin` and, lately, `Sec-Fetch-Site`. A
 * request with neither did not come from a browser page, so it carries no victim's cookie.
 */
export function sameOriginWrites(publicUrl: string | undefined): MiddlewareHandler {
  const allowed = new Set(publicUrl ? [new URL(publicUrl).origin] : []);
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const fetchSite = c.req.header("sec-fetch-site");
    const origin = c.req.header("origin");
    const crossSite =
      (fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none") ||
      (origin !== undefined && !allowed.has(origin) && hostOf(origin) !== new URL(c.req.url).host);
    if (crossSite) {
      return apiError(c, 403, "forbidden", "Requests from other sites are not accepted");
    }
    return next();
  };
}

/**
 * Behind a TLS-terminating proxy the shop sees http:// while the browser says https://, so the
 * host decides; a page on the same host is the shop itself whatever the scheme.
 */
function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

/** `/api/admin/*`: 401 without a session; the routers behind it read `c.get("admin")`. */
export function adminApiOnly(): MiddlewareHandler<{ Variables: SessionVariables }> {
  return async (c, next) => {
    if (!c.get("admin")) {
      return apiError(c, 401, "unauthorized", "Please sign in to continue");
    }
    return next();
  };
}

/**
 * Admin pages opened without a session go to the login page before React Router runs. Their
 * `.data` requests (client-side navigations, fetchers) pass: the admin layout's loader refuses a
 * read with a redirect React Router understands, and each admin action answers 'signed out'.
 * A read may name the loaders it wants (`_routes`); signed out, it runs them all, so the layout's
 * guard always runs and a page's own loader never answers without it.
 */
export function adminPagesOnly(): MiddlewareHandler<{ Variables: SessionVariables }> {
  return async (c, next) => {
    const path = c.req.path;
    if (!c.get("admin") && isAdminPagePath(path) && path.endsWith(".data")) {
      const url = new URL(c.req.url);
      if (SAFE_METHODS.has(c.req.method) && url.searchParams.has("_routes")) {
        url.searchParams.delete("_routes");
        c.req.raw = new Request(url, c.req.raw);
      }
    }
    if (c.get("admin") || !isAdminPagePath(path) || path.endsWith(".data")) return next();
    const url = new URL(c.req.url);
    return c.redirect(loginPathFor(path + url.search), 302);
  };
}
