import type { Context, MiddlewareHandler } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import {
  isLocale,
  isStorefrontPath,
  LOCALE_COOKIE,
  localeFromPath,
  localizedPath,
  preferredLocale,
} from "../../domain/locale";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Sends a visit to an English storefront page on to its Hindi page when the customer chose Hindi
 * (the `lang` cookie) or, on a first visit, when the browser ranks Hindi above English. The page
 * itself then depends on its URL alone, so search engines and caches see one page per URL.
 */
export function languageRedirect(): MiddlewareHandler {
  return async (c, next) => {
    const { pathname, search } = new URL(c.req.url);
    if (
      (c.req.method !== "GET" && c.req.method !== "HEAD") ||
      localeFromPath(pathname) !== "en" ||
      !isStorefrontPath(pathname)
    ) {
      return next();
    }
    const chosen = getCookie(c, LOCALE_COOKIE);
    const locale = isLocale(chosen) ? chosen : preferredLocale(c.req.header("accept-language"));
    if (locale !== "en") return c.redirect(localizedPath(pathname + search, locale), 302);
    await next();
    c.res.headers.append("Vary", "Cookie, Accept-Language");
  };
}

/** The header's switch: `/language?to=hi&next=/product/12` remembers the choice and goes there. */
export function switchLanguage(c: Context): Response {
  const to = c.req.query("to");
  if (!isLocale(to)) return c.text("Unknown language.", 400);
  const next = c.req.query("next") ?? "/";
  // Only a path on this shop: never an open redirect to another site.
  const target =
    next.startsWith("/") && !next.startsWith("//") && !next.includes("\\") ? next : "/";
  setCookie(c, LOCALE_COOKIE, to, {
    path: "/",
    maxAge: ONE_YEAR_SECONDS,
    sameSite: "Lax",
    secure: new URL(c.req.url).protocol === "https:",
  });
  c.header("Cache-Control", "no-store");
  return c.redirect(localizedPath(target, to), 302);
}
