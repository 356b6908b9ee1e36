import { describe, expect, it } from "vitest";
import { issueBillSchema, placeOfSupply } from "./place-of-supply";

const MAHARASHTRA_GSTIN = "27AAPFU0939F1ZV";

describe("placeOfSupply", () => {
  it.each([
    ["no buyer's state: the shop's", undefined, "27 Maharashtra", "intra-state"],
    ["the shop's own state", "27", "27 Maharashtra", "intra-state"],
    ["another state: IGST", "29", "29 Karnataka", "inter-state"],
    ["an unknown code: the shop's", "99", "27 Maharashtra", "intra-state"],
  ] as const)("%s", (_, buyer, place, supply) => {
    expect(placeOfSupply(MAHARASHTRA_GSTIN, buyer)).toEqual({ placeOfSupply: place, supply });
  });

  it("has no place of supply for a shop without a GSTIN", () => {
    expect(placeOfSupply("", "29")).toEqual({ placeOfSupply: "", supply: "intra-state" });
  });

  it("refuses a state code GST does not know", () => {
    expect(issueBillSchema.safeParse({ buyerState: "99" }).success).toBe(false);
    expect(issueBillSchema.parse({})).toEqual({ buyerState: "", buyerAddress: "" });
  });

  it("takes the customer's address as typed, trimmed, and refuses a control character", () => {
    expect(issueBillSchema.parse({ buyerAddress: "  14 Laxmi  Road " }).buyerAddress).toBe(
      "14 Laxmi Road",
    );
    expect(issueBillSchema.safeParse({ buyerAddress: "14\u0007 Road" }).success).toBe(false);
  });
});
