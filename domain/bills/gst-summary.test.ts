import { describe, expect, it } from "vitest";
import { gstMonthOf, gstMonthSpan, gstMonthSchema } from "./gst-summary";

describe("the GST month", () => {
  it("runs from midnight on the 1st in India to the next month's", () => {
    expect(gstMonthSpan("2027-03")).toEqual({
      from: "2027-02-28T18:30:00.000Z",
      to: "2027-03-31T18:30:00.000Z",
    });
    expect(gstMonthSpan("2026-12").to).toBe("2026-12-31T18:30:00.000Z");
  });

  it("takes a bill issued at 00:10 on 1 April in India into April", () => {
    expect(gstMonthOf(new Date("2027-03-31T18:40:00Z"))).toBe("2027-04");
  });

  it("refuses a month that is not YYYY-MM", () => {
    expect(gstMonthSchema.safeParse("2026-13").success).toBe(false);
    expect(gstMonthSchema.safeParse("2026-11").success).toBe(true);
  });
});
