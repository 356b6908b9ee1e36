import { describe, expect, it } from "vitest";
import { billNumber, creditNoteNumber, financialYearOf, isValidBillPrefix } from "./bill-number";

describe("financialYearOf", () => {
  it.each([
    ["2026-03-31T18:29:59.999Z", 2025, "25-26"], // 23:59:59 on 31 March in India
    ["2026-03-31T18:30:00.000Z", 2026, "26-27"], // midnight of 1 April in India
    ["2025-04-01T00:00:00.000Z", 2025, "25-26"],
    ["2026-01-15T10:00:00.000Z", 2025, "25-26"],
    ["2099-12-31T10:00:00.000Z", 2099, "99-00"],
  ])("puts %s in %i (%s)", (at, startYear, label) => {
    expect(financialYearOf(new Date(at))).toEqual({ startYear, label });
  });
});

describe("bill numbers", () => {
  const year = { startYear: 2025, label: "25-26" };

  it("numbers a bill DK/25-26/00001 and a credit note CN/25-26/00001", () => {
    expect(billNumber("DK", year, 1)).toBe("DK/25-26/00001");
    expect(billNumber("ABCD", year, 99_999)).toBe("ABCD/25-26/99999");
    expect(creditNoteNumber(year, 12)).toBe("CN/25-26/00012");
  });

  it("grows past 99999 only while the number stays within 16 characters", () => {
    expect(billNumber("DK", year, 123_456)).toBe("DK/25-26/123456");
    expect(() => billNumber("ABCD", year, 100_000)).toThrow(/longer than 16/);
  });

  it.each(["DK", "A", "AB12", "SE"])("accepts the prefix %s", (prefix) => {
    expect(isValidBillPrefix(prefix)).toBe(true);
  });
  it.each(["", "dk", "ABCDE", "D/K", "CN", "D K"])("refuses the prefix '%s'", (prefix) => {
    expect(isValidBillPrefix(prefix)).toBe(false);
  });

  it("refuses a sequence below 1", () => {
    expect(() => billNumber("DK", year, 0)).toThrow(RangeError);
  });
});
