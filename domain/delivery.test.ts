import { describe, expect, it } from "vitest";
import {
  deliveryLine,
  isOutsideServiceArea,
  landmarkPhrase,
  normaliseAddressLine,
  normalisePin,
} from "./delivery";

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

  it("keeps a landmark that already says where, and puts 'near' only before a bare place", () => {
    const near = (landmark: string) => `near ${landmark}`;
    expect(landmarkPhrase("Near Hanuman temple", near)).toBe("Near Hanuman temple");
    expect(landmarkPhrase("near the water tank", near)).toBe("near the water tank");
    expect(landmarkPhrase("Opp. SBI", near)).toBe("Opp. SBI");
    expect(landmarkPhrase("behind Bapu Bazaar", near)).toBe("behind Bapu Bazaar");
    expect(landmarkPhrase("हनुमान मंदिर के पास", near)).toBe("हनुमान मंदिर के पास");
    expect(landmarkPhrase("Ajmeri Gate", near)).toBe("near Ajmeri Gate");
    // A word that only begins with 'near' or 'opp' is a place of its own.
    expect(landmarkPhrase("Nearby Mall", near)).toBe("near Nearby Mall");
    expect(landmarkPhrase("Oppo showroom", near)).toBe("near Oppo showroom");
    expect(
      deliveryLine({
        deliveryAddress: "12 MI Road",
        deliveryLandmark: "Near Hanuman temple",
        deliveryPin: "302001",
      }),
    ).toBe("12 MI Road, Near Hanuman temple, 302001");
  });
});
