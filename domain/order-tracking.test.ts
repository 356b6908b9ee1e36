import { describe, expect, it } from "vitest";
import {
  CANCELLED_BY_CUSTOMER,
  customerStatusWords,
  customerTimelineTitle,
  isTrackingToken,
  trackingMessages,
  trackingPath,
  updateSentTitle,
} from "./order-tracking";
import { trackingLookupSchema } from "./order-tracking-schemas";

describe("the shop's WhatsApp update", () => {
  it("is recorded on the shop's timeline with the status told", () => {
    expect(updateSentTitle("confirmed")).toBe("WhatsApp update sent (Confirmed)");
  });
});

describe("the customer's words", () => {
  it("says each status plainly and records a customer's own cancellation", () => {
    expect(customerStatusWords).toEqual({
      pending: "Placed",
      confirmed: "Confirmed",
      processing: "Being prepared",
      delivered: "Delivered",
      cancelled: "Cancelled",
    });
    expect(customerTimelineTitle({ kind: "placed", at: "" })).toBe("Order placed");
    expect(customerTimelineTitle({ kind: "cancelled-by-customer", at: "" })).toBe(
      CANCELLED_BY_CUSTOMER,
    );
    expect(CANCELLED_BY_CUSTOMER).toBe("Cancelled by customer");
    expect(trackingMessages.cancelRefused("processing")).toBe(
      "The order is being prepared and can no longer be cancelled here; please call the shop",
    );
  });
});

describe("tracking links and lookups", () => {
  it("accepts only well-formed tokens", () => {
    expect(isTrackingToken("A".repeat(32))).toBe(true);
    expect(isTrackingToken("A".repeat(31))).toBe(false);
    expect(isTrackingToken(`${"A".repeat(31)}/`)).toBe(false);
    expect(trackingPath("abc")).toBe("/track/abc");
  });

  it("reads the order number in any case and the mobile as customers type it", () => {
    expect(
      trackingLookupSchema.parse({ orderNumber: " ord261123000041 ", mobile: "+91 98765-43210" }),
    ).toEqual({ orderNumber: "ORD261123000041", mobile: "9876543210" });
    // A mobile that cannot be one finds nothing, like a wrong one, rather than telling why.
    expect(trackingLookupSchema.parse({ orderNumber: "ORD1", mobile: "12345" }).mobile).toBe("");
    expect(trackingLookupSchema.safeParse({ orderNumber: "", mobile: "9876543210" }).success).toBe(
      false,
    );
  });
});
