import { describe, expect, it } from "vitest";
import { isValidCustomerName, normaliseCustomerName, normaliseMobile } from "./checkout";

describe("checkout details", () => {
  it("accepts Indian mobile numbers written the usual ways", () => {
    for (const input of ["9876543210", "+91 98765 43210", "098765-43210", " 6123456789 ", "+919876543210"]) {
      expect(normaliseMobile(input), input).toMatch(/^[6-9]\d{9}$/);
    }
    expect(normaliseMobile("+91 98765 43210")).toBe("9876543210");
  });

  it.each(["987654321", "98765432101", "5876543210", "98765abcde", "", "+1 9876543210"])(
    "refuses the mobile number %j",
    (input) => expect(normaliseMobile(input)).toBeNull(),
  );

  it("needs a name of at least 2 characters after trimming", () => {
    expect(isValidCustomerName(" A ")).toBe(false);
    expect(isValidCustomerName("Al")).toBe(true);
    expect(normaliseCustomerName("  Ravi   Kumar ")).toBe("Ravi Kumar");
  });
});
