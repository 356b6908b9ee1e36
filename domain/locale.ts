/**
 * The storefront's languages and how they show in URLs: English pages keep the spec's routes and
 * Hindi pages are the same paths under `/hi` (`/hi/product/12`), so search engines index both.
 * Pure, so the server (language redirects, hreflang) and the browser (links) agree.
 */
export const LOCALES = ["en", "hi"] as const;
export type Locale = (typeof LOCALES)[number];
export const BASE_LOCALE: Locale = "en";

/** The cookie that remembers the language a customer chose with the header's switch. */
export const LOCALE_COOKIE = "lang";
/** The path of the header's switch: `/language?to=hi&next=/product/12`. */
export const LANGUAGE_SWITCH_PATH = "/language";

/** The `lang` attribute and Intl locale of each language; digits and ₹ stay en-IN in both. */
export const HTML_LANG: Record<Locale, string> = { en: "en-IN", hi: "hi-IN" };

/**
 * The `lang` of words people wrote (a review, the owner's answer), whatever the page's language:
 * Devanagari reads as Hindi, anything else as English, so a screen reader says each in its own
 * voice and the page does not pass a buyer's English off as its Hindi.
 */
export function writtenLang(text: string): string {
  return /[\u0900-\u097F]/.test(text) ? HTML_LANG.hi : HTML_LANG.en;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

const HINDI_PREFIX = /^\/hi(?=\/|$)/;

/** Also right for React Router's data requests: `/hi.data` is the Hindi home page's data. */
export function localeFromPath(pathname: string): Locale {
  return /^\/hi(?=[/.]|$)/.test(pathname) ? "hi" : "en";
}

/** The English path of any storefront path: `/hi/product/12` → `/product/12`, `/hi` → `/`. */
export function englishPath(pathname: string): string {
  return pathname.replace(HINDI_PREFIX, "") || "/";
}

/**
 * A storefront path in a language: `localizedPath("/cart", "hi")` → `/hi/cart`. Keeps a query or
 * hash; leaves absolute URLs, admin paths and already-localized paths alone.
 */
export function localizedPath(path: string, locale: Locale): string {
  if (!path.startsWith("/") || path.startsWith("//")) return path;
  const stripped = path.replace(/^\/hi(?=[/?#]|$)/, "");
  const english = stripped.startsWith("/") ? stripped : `/${stripped}`;
  if (locale === BASE_LOCALE || !isStorefrontPath(english)) return english;
  // The Hindi home page is `/hi`, with its query right after: `/hi?type=ac`.
  return /^\/([?#]|$)/.test(english) ? `/hi${english.slice(1)}` : `/hi${english}`;
}

/** English storefront pages that have a Hindi version (every page a customer sees). */
const STOREFRONT_PATHS = [
  /^\/$/,
  /^\/product\/[^/]+$/,
  /^\/cart$/,
  /^\/contact$/,
  /^\/our-service$/,
  /^\/track$/,
  /^\/track\/[^/]+$/,
  /^\/track\/repair\/[^/]+$/,
  /^\/bill\/[^/]+$/,
  /^\/quote\/[^/]+$/,
  /^\/review\/[^/]+$/,
  /^\/repair$/,
  /^\/terms$/,
  /^\/privacy$/,
];

/**
 * Whether the reader chose English with the header's switch (the `lang` cookie): a customer's
 * private page of a Hindi order, bill or quote then stays at its English address.
 */
export function choseEnglish(cookieHeader: string | null): boolean {
  return (cookieHeader ?? "").split(";").some((cookie) => cookie.trim() === `${LOCALE_COOKIE}=en`);
}

export function isStorefrontPath(path: string): boolean {
  const pathname = path.replace(/[?#].*$/, "") || "/";
  return STOREFRONT_PATHS.some((pattern) => pattern.test(pathname));
}

/**
 * The language a first visit gets from the browser's Accept-Language: Hindi when the customer
 * ranks Hindi above English (q-values honoured), English otherwise.
 */
export function preferredLocale(acceptLanguage: string | null | undefined): Locale {
  if (!acceptLanguage) return BASE_LOCALE;
  let best: { locale: Locale; quality: number } | undefined;
  acceptLanguage.split(",").forEach((part, index) => {
    const [tag = "", ...params] = part.trim().toLowerCase().split(";");
    const language = tag.split("-")[0];
    if (!isLocale(language)) return;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const quality = q ? Number(q.slice(2)) : 1;
    if (!Number.isFinite(quality) || quality <= 0) return;
    // Earlier entries win ties, as browsers list them by preference.
    const score = quality - index / 1000;
    if (!best || score > best.quality) best = { locale: language, quality: score };
  });
  return best?.locale ?? BASE_LOCALE;
}
