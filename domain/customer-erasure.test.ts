import { describe, expect, it } from "vitest";
import { isErasedCustomer } from "./customer-erasure";

describe("an erased customer", () => {
  it("is known by the empty mobile that erasure leaves, which no order is placed with", () => {
    expect(isErasedCustomer({ customerMobile: "" })).toBe(true);
    expect(isErasedCustomer({ customerMobile: "9829012345" })).toBe(false);
  });
});
