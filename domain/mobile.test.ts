import { describe, expect, it } from "vitest";
import { formatMobile } from "./contact-links";
import { latinDigits, mobileProblem, normaliseMobile } from "./mobile";

describe("normaliseMobile", () => {
  it.each([
    ["98765 43210", "9876543210"],
    ["+91 98765 43210", "9876543210"],
    ["91 98765 43210", "9876543210"],
    ["919876543210", "9876543210"],
    ["09876543210", "9876543210"],
    ["+91-98765-43210", "9876543210"],
    ["९८७६५४३२१०", "9876543210"],
    ["+९१ ९८७६५ ४३२१०", "9876543210"],
    ["6123456789", "6123456789"],
    [" 7012345678 ", "7012345678"],
    // Ten digits that happen to start with 91 are a number of their own, not +91 and 8 digits.
    ["9112345678", "9112345678"],
  ])("reads %j as %s", (input, mobile) => {
    expect(normaliseMobile(input)).toBe(mobile);
    expect(formatMobile(normaliseMobile(input)!)).toBe(
      `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`,
    );
  });

  it.each([
    "",
    "987654321",
    "98765432101",
    "5876543210",
    "+91 58765 43210",
    "0 5876543210",
    "+1 9876543210",
    "+92 98765 43210",
    "92 98765 43210",
    "0091 98765 43210",
    "98765abcde",
    "9876.543.210",
    "+91 098765 43210",
  ])("refuses %j", (input) => {
    expect(normaliseMobile(input)).toBeNull();
  });

  it("turns Devanagari digits into Latin ones and leaves the rest", () => {
    expect(latinDigits("पिन ३०२००१")).toBe("पिन 302001");
  });
});

describe("mobileProblem", () => {
  it("tells 10 digits that start with 0 to 5 that Indian mobiles start with 6 to 9", () => {
    expect(mobileProblem("5829012345")).toBe("start");
    expect(mobileProblem("+91 58290 12345")).toBe("start");
    expect(mobileProblem("१२३४५६७८९०")).toBe("start");
  });

  it("asks for 10 digits when there are not 10, and has nothing to say about a good number", () => {
    expect(mobileProblem("")).toBe("length");
    expect(mobileProblem("98290")).toBe("length");
    expect(mobileProblem("98290123456789")).toBe("length");
    expect(mobileProblem("98290 12345")).toBeNull();
  });
});
