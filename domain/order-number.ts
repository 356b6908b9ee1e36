/**
 * 'ORD' + two-digit year, month and day + the last 6 digits of the millisecond clock (spec §3).
 * The date is the shop's own (India), so an order placed at 1 am IST carries that day's date.
 */
const SHOP_TIME_ZONE = "Asia/Kolkata";

const shopDate = new Intl.DateTimeFormat("en-GB", {
  timeZone: SHOP_TIME_ZONE,
  year: "2-digit",
  month: "2-digit",
  day: "2-digit",
});

export function orderNumber(at: Date): string {
  const parts = Object.fromEntries(
    shopDate.formatToParts(at).map((part) => [part.type, part.value]),
  );
  const clock = String(at.getTime() % 1_000_000).padStart(6, "0");
  return `ORD${parts.year}${parts.month}${parts.day}${clock}`;
}

export const ORDER_NUMBER_PATTERN = /^ORD\d{12}$/;
