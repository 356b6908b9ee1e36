import { shopDateOf } from "./shop-time";

/**
 * 'ORD' + two-digit year, month and day + the last 6 digits of the millisecond clock (spec §3).
 * The date is the shop's own (India), so an order placed at 1 am IST carries that day's date.
 * `shopDateOf` works it out by arithmetic: Intl's time-zone formatting cost a few percent of the
 * order writer's time.
 */

export function orderNumber(at: Date): string {
  const date = shopDateOf(at).slice(2).replaceAll("-", "");
  const clock = String(at.getTime() % 1_000_000).padStart(6, "0");
  return `ORD${date}${clock}`;
}

export const ORDER_NUMBER_PATTERN = /^ORD\d{12}$/;
