import { describe, expect, it } from "vitest";
import { formatRupees, groupIndian, paiseToRupees, parseRupees, rupeesToPaise } from "./money";

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
  it("are read as people type them, into paise", () => {
    expect(parseRupees("299")).toBe(299_00);
    expect(parseRupees(" 1,299.50 ")).toBe(1299_50);
    expect(parseRupees("₹ 1,24,999")).toBe(124_999_00);
    expect(parseRupees("499.5")).toBe(499_50);
    expect(parseRupees("0.05")).toBe(5);
    expect(parseRupees("0")).toBe(0);
    expect(parseRupees("१२९९")).toBe(1299_00);
  });

  it("are exact where floating point is not (0.29 × 100 is 28.999…)", () => {
    expect(parseRupees("0.29")).toBe(29);
    expect(parseRupees("1.15")).toBe(115);
    expect(parseRupees("10000000.99")).toBe(1_000_000_099);
  });

  it.each([
    "",
    "  ",
    "-5",
    "+5",
    "12.345",
    "1e3",
    "two hundred",
    "12.",
    ".5",
    "₹",
    "1.2.3",
    "0x10",
  ])("refuse %j", (typed) => {
    expect(parseRupees(typed)).toBeNull();
  });
});
