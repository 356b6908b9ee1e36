import type { Locale } from "./locale";

/**
 * The shop's time: its calendar day, the start of a day, and every date or time the shop shows,
 * in the page's language. The shop is in India, whose one offset (UTC+5:30, no daylight saving
 * since 1945) makes a shop day a fixed span of UTC; so days and times of day are worked out by
 * arithmetic, and written with the month and weekday names of Intl's 'en-IN' and 'hi-IN'.
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
 * The month and weekday names Intl writes for 'en-IN' and 'hi-IN' (CLDR 48, as Node and Chromium
 * carry it): dates are written out, not asked of Intl, since a page's first Intl date format
 * loads the browser's locale and zone data, a task of 60-900 ms on this project's 2-core host and
 * more on a cheap phone, which the owner's lists paid before they answered a tap (issue 30). The
 * tests hold every format to Intl's output, as `groupIndian` (domain/money.ts) is held for
 * numbers.
 */
const MONTHS: Record<Locale, readonly string[]> = {
  en: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"],
  hi: ["जन॰", "फ़र॰", "मार्च", "अप्रैल", "मई", "जून", "जुल॰", "अग॰", "सित॰", "अक्टू॰", "नव॰", "दिस॰"],
};
const WEEKDAYS: Record<Locale, readonly string[]> = {
  en: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
  hi: ["रवि", "सोम", "मंगल", "बुध", "गुरु", "शुक्र", "शनि"],
};

/**
 * Hindi names the part of the day ('दोपहर 3:04', 'रात 10:04') where English writes am or pm:
 * morning from 4, afternoon from 12, evening from 16, night from 20 (CLDR's day periods for hi).
 */
function hindiDayPart(hour: number): string {
  if (hour >= 4 && hour < 12) return "सुबह";
  if (hour >= 12 && hour < 16) return "दोपहर";
  if (hour >= 16 && hour < 20) return "शाम";
  return "रात";
}

/** As Intl's format does, a date that is not one is refused rather than written as NaN. */
function valid(date: Date): Date {
  if (Number.isNaN(date.getTime())) throw new RangeError("Invalid time value");
  return date;
}

/** The instant's fields on the shop's clock: India time read off a UTC date moved by the offset. */
function shopClockOf(at: string | number | Date): Date {
  return valid(new Date(new Date(at).getTime() + OFFSET_MS));
}

/** The hour and minute (and second), as '3:04 pm' or 'दोपहर 3:04'. */
function timeOfDay(clock: Date, locale: Locale, withSeconds: boolean): string {
  const hour = clock.getUTCHours();
  const twoDigits = (value: number) => String(value).padStart(2, "0");
  const time =
    `${hour % 12 || 12}:${twoDigits(clock.getUTCMinutes())}` +
    (withSeconds ? `:${twoDigits(clock.getUTCSeconds())}` : "");
  return locale === "hi" ? `${hindiDayPart(hour)} ${time}` : `${time} ${hour < 12 ? "am" : "pm"}`;
}

/** A YYYY-MM-DD day, already the shop's, as a date at UTC midnight whose UTC fields are the day's. */
function dayOf(day: string): Date {
  return valid(new Date(`${day}T00:00:00Z`));
}

const dayMonth = (date: Date, locale: Locale) =>
  `${date.getUTCDate()} ${MONTHS[locale][date.getUTCMonth()]}`;

/** An instant in shop time: '21 Nov 2026, 3:04 pm'; in Hindi '21 नव॰ 2026, दोपहर 3:04'. */
export function formatShopDateTime(at: string | number | Date, locale: Locale): string {
  const clock = shopClockOf(at);
  return `${dayMonth(clock, locale)} ${clock.getUTCFullYear()}, ${timeOfDay(clock, locale, false)}`;
}

/** The time of day of an instant, to the second: '3:04:09 pm'. */
export function formatShopClock(at: string | number | Date, locale: Locale): string {
  return timeOfDay(shopClockOf(at), locale, true);
}

/** A YYYY-MM-DD day with its weekday: 'Tue, 24 Nov'; in Hindi 'मंगल, 24 नव॰'. */
export function formatShopDay(day: string, locale: Locale): string {
  const date = dayOf(day);
  return `${WEEKDAYS[locale][date.getUTCDay()]}, ${dayMonth(date, locale)}`;
}

/** A YYYY-MM-DD day with its year, for dates that may lie in another year (a warranty): '21 Feb 2027'. */
export function formatShopDate(day: string, locale: Locale): string {
  const date = dayOf(day);
  return `${dayMonth(date, locale)} ${date.getUTCFullYear()}`;
}
