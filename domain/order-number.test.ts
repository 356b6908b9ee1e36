import { describe, expect, it } from "vitest";
import { ORDER_NUMBER_PATTERN, orderNumber } from "./order-number";

describe("order number", () => {
  it("is ORD, the shop's date as YYMMDD and the last 6 digits of the millisecond clock", () => {
    const at = new Date("2026-11-21T06:30:00.123Z");
    expect(orderNumber(at)).toBe(`ORD261121${String(at.getTime()).slice(-6)}`);
    expect(orderNumber(at)).toMatch(ORDER_NUMBER_PATTERN);
  });

  it("uses the date in India, not UTC", () => {
    expect(orderNumber(new Date("2026-11-21T19:00:00.000Z")).slice(0, 9)).toBe("ORD261122");
  });

  it("carries the date Intl gives for Asia/Kolkata, across midnights, month and year ends", () => {
    const india = new Intl.DateTimeFormat("en-GB", {
      timeZone: "Asia/Kolkata",
      year: "2-digit",
      month: "2-digit",
      day: "2-digit",
    });
    const start = Date.UTC(2025, 11, 31, 18, 0);
    for (
      let at = start;
      at < start + 400 * 24 * 60 * 60 * 1000;
      at += 7 * 60 * 60 * 1000 + 59_999
    ) {
      const parts = Object.fromEntries(
        india.formatToParts(at).map((part) => [part.type, part.value]),
      );
      expect(orderNumber(new Date(at)).slice(3, 9)).toBe(`${parts.year}${parts.month}${parts.day}`);
    }
  });

  it("keeps leading zeros of the clock digits", () => {
    expect(orderNumber(new Date(1_700_000_000_042)).slice(-6)).toBe("000042");
  });
});
