import { describe, expect, it } from "vitest";
import { MOBILE_INVALID_MESSAGE } from "./mobile";
import { mobileField } from "./mobile-schema";

describe("the mobile field", () => {
  it.each([
    ["9876543210", "9876543210"],
    ["+91 98765 43210", "9876543210"],
    ["+91-98765-43210", "9876543210"],
    ["919876543210", "9876543210"],
    ["09876543210", "9876543210"],
    ["९८७६५ ४३२१०", "9876543210"],
  ])("reads %j as its 10 digits", (typed, digits) => {
    expect(mobileField().parse(typed)).toBe(digits);
  });

  it.each(["", "12345", "5876543210", "98765432101", "98765abcde", "+1 98765 43210"])(
    "refuses %j with the form's own words",
    (typed) => {
      const result = mobileField("Enter the customer's number").safeParse(typed);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([
        "Enter the customer's number",
      ]);
    },
  );

  it("refuses an overlong text with its own words, and by default the Indian mobile rule", () => {
    const overlong = mobileField(undefined, "Enter 10-digit mobile number").safeParse(
      "9876543210 9876543210",
    );
    expect(overlong.error?.issues[0]?.message).toBe("Enter 10-digit mobile number");
    expect(mobileField().safeParse("12345").error?.issues[0]?.message).toBe(MOBILE_INVALID_MESSAGE);
  });

  it("takes a blank as no mobile only when optional (a walk-in sale), still refusing a wrong one", () => {
    const optional = mobileField(undefined, undefined, { optional: true });
    expect(optional.parse("")).toBe("");
    expect(optional.parse("  ")).toBe("");
    expect(optional.parse("+91 98765 43210")).toBe("9876543210");
    expect(optional.safeParse("12345").error?.issues[0]?.message).toBe(MOBILE_INVALID_MESSAGE);
    expect(mobileField().safeParse("").success).toBe(false);
  });
});
