import { describe, expect, it } from "vitest";
import { daysToFix, quickProblemOf } from "./repair-showcase";

describe("the recent repairs' facts", () => {
  it("takes only the quick problem choice, never the customer's own words", () => {
    expect(quickProblemOf("tv", "No sound: call Ramesh on 98xxxxxx")).toBe("No sound");
    expect(quickProblemOf("tv", "No sound")).toBe("No sound");
    expect(quickProblemOf("tv", "No soundbar works")).toBeNull();
    expect(quickProblemOf("ac", "It makes a noise near Gandhi Nagar")).toBeNull();
    // A choice of another appliance is not this one's.
    expect(quickProblemOf("tv", "Not cooling")).toBeNull();
  });

  it("counts shop days (India) from booking to close", () => {
    expect(daysToFix("2026-11-20T04:00:00.000Z", "2026-11-20T12:00:00.000Z")).toBe(0);
    expect(daysToFix("2026-11-20T10:00:00.000Z", "2026-11-20T17:00:00.000Z")).toBe(0);
    // 20:00 UTC on the 20th is already the 21st in India.
    expect(daysToFix("2026-11-20T10:00:00.000Z", "2026-11-20T20:00:00.000Z")).toBe(1);
    expect(daysToFix("2026-11-20T10:00:00.000Z", "2026-11-23T05:00:00.000Z")).toBe(3);
  });
});
