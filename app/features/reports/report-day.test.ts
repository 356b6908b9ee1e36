import { describe, expect, it } from "vitest";
import { formatReportDay } from "./report-day";

describe("report days", () => {
  it("words a day as the shop reads it, with or without its year", () => {
    expect(formatReportDay("2026-11-01")).toBe("1 Nov 2026");
    expect(formatReportDay("2026-02-28", { withYear: false })).toBe("28 Feb");
  });
});
