import { describe, expect, it } from "vitest";
import { chooseReportRange, lastDays, reportRangeMessages } from "./report-range";

// 20:00 UTC on 21 Nov is 01:30 on 22 Nov in India.
const lateEvening = new Date("2026-11-21T20:00:00Z");
const morning = new Date("2026-11-21T03:00:00Z");

const choose = (query: string, now = morning) => chooseReportRange(new URLSearchParams(query), now);

describe("report ranges", () => {
  it("counts days in India, so a late UTC evening already belongs to the next day", () => {
    expect(lastDays(7, lateEvening)).toEqual({ from: "2026-11-16", to: "2026-11-22" });
    expect(lastDays(7, morning)).toEqual({ from: "2026-11-15", to: "2026-11-21" });
  });

  it("offers today alone as a quick range, in India's day", () => {
    expect(choose("range=1", lateEvening)).toEqual({
      range: { from: "2026-11-22", to: "2026-11-22" },
      quick: 1,
      problem: undefined,
    });
  });

  it("includes today in the last 30 days and crosses month ends", () => {
    expect(lastDays(30, morning)).toEqual({ from: "2026-10-23", to: "2026-11-21" });
  });

  it("shows the last 30 days when the URL names no range", () => {
    expect(choose("")).toEqual({
      range: { from: "2026-10-23", to: "2026-11-21" },
      quick: 30,
      problem: undefined,
    });
  });

  it("takes a quick range of 7 or 90 days from the URL", () => {
    expect(choose("range=7").quick).toBe(7);
    expect(choose("range=90").range).toEqual({ from: "2026-08-24", to: "2026-11-21" });
  });

  it("falls back to 30 days with a message for a quick range it does not offer", () => {
    const chosen = choose("range=45");
    expect(chosen.quick).toBe(30);
    expect(chosen.problem).toBe(reportRangeMessages.badQuickRange);
  });

  it("uses custom dates, both ends included, over a quick range", () => {
    expect(choose("range=7&from=2026-01-01&to=2026-01-31")).toEqual({
      range: { from: "2026-01-01", to: "2026-01-31" },
      quick: undefined,
      problem: undefined,
    });
  });

  it("refuses a start date after the end date and says why", () => {
    const chosen = choose("from=2026-02-10&to=2026-02-01");
    expect(chosen.quick).toBe(30);
    expect(chosen.problem).toBe("The start date must not be after the end date");
  });

  it("refuses a custom range with only one of its dates", () => {
    expect(choose("from=2026-02-10").problem).toBe(reportRangeMessages.bothDates);
  });

  it("refuses a malformed date and a range longer than a year", () => {
    expect(choose("from=10-02-2026&to=2026-02-11").problem).toBe("Dates are written YYYY-MM-DD");
    expect(choose("from=2024-01-01&to=2026-01-01").problem).toBe(
      "A report covers at most 366 days",
    );
  });

  it("refuses a date that does not exist instead of rolling it into the next month", () => {
    expect(choose("from=2026-02-30&to=2026-03-05").problem).toBe(reportRangeMessages.noSuchDate);
    expect(choose("from=2026-01-01&to=2026-13-01").problem).toBe(reportRangeMessages.noSuchDate);
  });
});
