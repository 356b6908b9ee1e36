/**
 * 'ORD' + two-digit year, month and day + the last 6 digits of the millisecond clock (spec §3).
 * The date is the shop's own (India), so an order placed at 1 am IST carries that day's date.
 * India keeps one offset all year (UTC+5:30, no daylight saving since 1945), so the date is the
 * UTC date of the clock moved by it: Intl's time-zone formatting cost a few percent of the order
 * writer's time.
 */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

const twoDigits = (value: number) => String(value).padStart(2, "0");

export function orderNumber(at: Date): string {
  const inIndia = new Date(at.getTime() + INDIA_OFFSET_MS);
  const date =
    twoDigits(inIndia.getUTCFullYear() % 100) +
    twoDigits(inIndia.getUTCMonth() + 1) +
    twoDigits(inIndia.getUTCDate());
  const clock = String(at.getTime() % 1_000_000).padStart(6, "0");
  return `ORD${date}${clock}`;
}

export const ORDER_NUMBER_PATTERN = /^ORD\d{12}$/;
