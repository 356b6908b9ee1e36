import { describe, expect, it } from "vitest";
import {
  formatRupees,
  groupIndian,
  paiseToRupees,
  parseRupees,
  readRupees,
  rupeesRefusal,
  rupeesToPaise,
  RUPEES_PROBLEMS,
} from "./money";

describe("money", () => {
  it("formats whole rupees with Indian digit grouping", () => {
    expect(formatRupees(12_499_900)).toBe("₹1,24,999");
    expect(formatRupees(0)).toBe("₹0");
  });

  it("shows paise only when there are some", () => {
    expect(formatRupees(49_950)).toBe("₹499.50");
    expect(formatRupees(1)).toBe("₹0.01");
  });

  it("writes every amount as Intl's en-IN rupees do, from paise to crores", () => {
    const whole = new Intl.NumberFormat("en-IN", {
      style: "currency",
      currency: "INR",
      maximumFractionDigits: 0,
    });
    const withPaise = new Intl.NumberFormat("en-IN", {
      style: "currency",
      currency: "INR",
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const amounts = [0, 1, 99, 100, 101, 99_999, 100_000, 12_345_678, 999_999_999_99, -250_050];
    for (let paise = 7; paise < 10 ** 13; paise = paise * 3 + 1) amounts.push(paise, paise * 100);
    for (const paise of amounts) {
      const intl = paise % 100 === 0 ? whole.format(paise / 100) : withPaise.format(paise / 100);
      expect(formatRupees(paise), `${paise} paise`).toBe(intl);
    }
  });

  it("groups counts as en-IN does", () => {
    for (const count of [0, 7, 999, 1000, 12_345, 1_234_567, 123_456_789, -4321]) {
      expect(groupIndian(count)).toBe(count.toLocaleString("en-IN"));
    }
  });

  it("converts rupees to paise without floating-point drift", () => {
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(rupeesToPaise(1234.56)).toBe(123_456);
    expect(paiseToRupees(123_456)).toBe(1234.56);
  });
});

describe("typed rupees", () => {
  // The one reading of an amount typed into any admin form (the product, settings, sale,
  // payment, estimate and close forms).
  it.each([
    ["299", 299_00],
    ["1,299", 1299_00],
    ["₹ 299", 299_00],
    ["₹299", 299_00],
    [" 1,299.50 ", 1299_50],
    ["₹ 1,24,999", 124_999_00],
    ["499.5", 499_50],
    ["0.05", 5],
    ["0", 0],
    ["१२९९", 1299_00],
    // Exact where floating point is not (0.29 × 100 is 28.999…).
    ["0.29", 29],
    ["1.15", 115],
    ["10000000.99", 1_000_000_099],
  ])("reads %j as %i paise", (typed, paise) => {
    expect(readRupees(typed)).toEqual({ ok: true, paise });
    expect(parseRupees(typed)).toBe(paise);
  });

  it.each([
    ["", RUPEES_PROBLEMS.blank],
    ["  ", RUPEES_PROBLEMS.blank],
    ["₹", RUPEES_PROBLEMS.blank],
    ["12.345", RUPEES_PROBLEMS.decimals],
    ["₹ 1,299.999", RUPEES_PROBLEMS.decimals],
    ["0.001", RUPEES_PROBLEMS.decimals],
    ["-5", RUPEES_PROBLEMS.notAmount],
    ["+5", RUPEES_PROBLEMS.notAmount],
    ["1e3", RUPEES_PROBLEMS.notAmount],
    ["two hundred", RUPEES_PROBLEMS.notAmount],
    ["12.", RUPEES_PROBLEMS.notAmount],
    [".5", RUPEES_PROBLEMS.notAmount],
    ["1.2.3", RUPEES_PROBLEMS.notAmount],
    ["0x10", RUPEES_PROBLEMS.notAmount],
  ])("refuses %j: %s", (typed, problem) => {
    expect(readRupees(typed)).toEqual({ ok: false, problem });
    expect(parseRupees(typed)).toBeNull();
  });

  // Each rupee field that its schema checks in paise (settings, the order's 'Record payment')
  // says what is wrong in these words after its own label, as the sale and close forms do.
  it.each([
    ["12.345", `Visit charge: ${RUPEES_PROBLEMS.decimals}`],
    ["₹ 1,299.999", `Visit charge: ${RUPEES_PROBLEMS.decimals}`],
    ["two hundred", `Visit charge: ${RUPEES_PROBLEMS.notAmount}`],
    ["", `Visit charge: ${RUPEES_PROBLEMS.blank}`],
    [undefined, `Visit charge: ${RUPEES_PROBLEMS.blank}`],
    ["12.34", undefined],
    ["₹ 299", undefined],
  ])("a field refuses %j as %j", (typed, refusal) => {
    expect(rupeesRefusal("Visit charge", typed)).toBe(refusal);
  });
});
