import { HTML_LANG, type Locale } from "./locale";

/**
 * The shop's time: its calendar day, the start of a day, and every date or time the shop shows,
 * in the page's language. The shop is in India, whose one offset (UTC+5:30, no daylight saving
 * since 1945) makes a shop day a fixed span of UTC; so days are worked out by arithmetic, and Intl
 * (with the zone) is used only to write dates in words.
 *
 * The formats are the browser's own Intl data ('hi-IN' is built into every browser), so a Hindi
 * page shows Hindi month and day names without loading any locale data.
 */
export const SHOP_TIME_ZONE = "Asia/Kolkata";
/** How far the shop's clock is ahead of UTC, in minutes (the reports' SQL groups days by it). */
export const SHOP_UTC_OFFSET_MINUTES = 330;

const OFFSET_MS = SHOP_UTC_OFFSET_MINUTES * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The shop's calendar day of an instant, as YYYY-MM-DD. */
export function shopDateOf(at: Date | number): string {
  return new Date(new Date(at).getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** The first instant of a shop day (YYYY-MM-DD): its midnight in India. */
export function shopDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - OFFSET_MS);
}

/** The day `days` after a YYYY-MM-DD day (before it when negative). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * One formatter per format and language, made on first use: a page that shows no date never pays
 * for building one, and a Hindi formatter is built only on a Hindi page.
 */
function formatter(options: Intl.DateTimeFormatOptions, hindi: Intl.DateTimeFormatOptions = {}) {
  const made: Partial<Record<Locale, Intl.DateTimeFormat>> = {};
  return (locale: Locale) =>
    (made[locale] ??= new Intl.DateTimeFormat(HTML_LANG[locale], {
      ...options,
      ...(locale === "hi" ? hindi : {}),
    }));
}

/**
 * Hindi names the part of the day ('दोपहर 3:04', 'रात 10:04') where its am/pm would be the
 * English letters.
 */
const HINDI_TIME: Intl.DateTimeFormatOptions = { dayPeriod: "short" };

const dateTimeFormat = formatter(
  {
    timeZone: SHOP_TIME_ZONE,
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  },
  HINDI_TIME,
);
const clockFormat = formatter(
  { timeZone: SHOP_TIME_ZONE, hour: "numeric", minute: "2-digit", second: "2-digit" },
  HINDI_TIME,
);
// A YYYY-MM-DD day is already the shop's day: written at UTC midnight, it is read in UTC.
const dayFormat = formatter({ timeZone: "UTC", weekday: "short", day: "numeric", month: "short" });
const dateFormat = formatter({ timeZone: "UTC", day: "numeric", month: "short", year: "numeric" });

/** An instant in shop time: '21 Nov 2026, 3:04 pm'; in Hindi '21 नव॰ 2026, दोपहर 3:04'. */
export function formatShopDateTime(at: string | number | Date, locale: Locale): string {
  return dateTimeFormat(locale).format(new Date(at));
}

/** The time of day of an instant, to the second: '3:04:09 pm'. */
export function formatShopClock(at: string | number | Date, locale: Locale): string {
  return clockFormat(locale).format(new Date(at));
}

/** A YYYY-MM-DD day with its weekday: 'Tue, 24 Nov'; in Hindi 'मंगल, 24 नव॰'. */
export function formatShopDay(day: string, locale: Locale): string {
  return dayFormat(locale).format(new Date(`${day}T00:00:00Z`));
}

/** A YYYY-MM-DD day with its year, for dates that may lie in another year (a warranty): '21 Feb 2027'. */
export function formatShopDate(day: string, locale: Locale): string {
  return dateFormat(locale).format(new Date(`${day}T00:00:00Z`));
}
