import { describe, expect, it } from "vitest";
import { formatRupees, paiseToRupees, rupeesToPaise } from "./money";

describe("money", () => {
  it("formats whole rupees with Indian digit grouping", () => {
    expect(formatRupees(12_499_900)).toBe("₹1,24,999");
    expect(formatRupees(0)).toBe("₹0");
  });

  it("shows paise only when there are some", () => {
    expect(formatRupees(49_950)).toBe("₹499.50");
    expect(formatRupees(1)).toBe("₹0.01");
  });

  it("converts rupees to paise without floating-point drift", () => {
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(rupeesToPaise(1234.56)).toBe(123_456);
    expect(paiseToRupees(123_456)).toBe(1234.56);
  });
});
