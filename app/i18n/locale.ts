import { BASE_LOCALE, isLocale, localizedPath, type Locale } from "../../domain/locale";
import { getLocale, overwriteGetLocale } from "../paraglide/runtime.js";

/**
 * The page's language, for the compiled messages (`m.common_cart()`). On the server each request
 * runs in its own language (entry.server.tsx). In the browser the language never changes without
 * a full page load (the switch is a plain link), so the `lang` the server rendered is the language.
 */
if (typeof document !== "undefined") {
  const rendered = document.documentElement.lang.slice(0, 2);
  const locale: Locale = isLocale(rendered) ? rendered : BASE_LOCALE;
  overwriteGetLocale(() => locale);
}

export function pageLocale(): Locale {
  return getLocale();
}

/** A storefront link in the page's language: `href("/cart")` is `/hi/cart` on Hindi pages. */
export function href(path: string): string {
  return localizedPath(path, getLocale());
}
