import { describe, expect, it } from "vitest";
import { deliveryLine, isOutsideServiceArea, normaliseAddressLine, normalisePin } from "./delivery";

describe("PIN codes", () => {
  it.each([
    ["302001", "302001"],
    [" 110 001 ", "110001"],
    ["३०२००१", "302001"],
  ])("accepts %j as %s", (input, pin) => expect(normalisePin(input)).toBe(pin));

  it.each(["", "012345", "30200", "3020011", "30200a", "302-001", "+302001"])(
    "refuses %j",
    (input) => expect(normalisePin(input)).toBeNull(),
  );
});

describe("service area", () => {
  it("is anywhere when the shop lists no PIN codes", () => {
    expect(isOutsideServiceArea("560001", [])).toBe(false);
  });

  it("marks a PIN outside the listed ones, and never an order without a PIN", () => {
    expect(isOutsideServiceArea("560001", ["302001", "302002"])).toBe(true);
    expect(isOutsideServiceArea("302002", ["302001", "302002"])).toBe(false);
    expect(isOutsideServiceArea(null, ["302001"])).toBe(false);
  });
});

describe("address lines", () => {
  it("folds spaces and treats an empty line as none", () => {
    expect(normaliseAddressLine("  12,  MI Road ")).toBe("12, MI Road");
    expect(normaliseAddressLine("   ")).toBeNull();
  });

  it("writes the delivery on one line", () => {
    expect(
      deliveryLine({
        deliveryAddress: "12 MI Road",
        deliveryLandmark: "Ajmeri Gate",
        deliveryPin: "302001",
      }),
    ).toBe("12 MI Road, near Ajmeri Gate, 302001");
    expect(deliveryLine({ deliveryAddress: null, deliveryLandmark: null, deliveryPin: null })).toBe(
      "",
    );
  });
});
