import { z } from "zod";
import { GST_STATES, stateOfGstin } from "./gstin";
import type { SupplyKind } from "./tax-split";

/** A state as a bill prints it: '27 Maharashtra' (GST's code, then the name). */
export function stateLabel(code: string): string {
  const name = GST_STATES[code];
  return name ? `${code} ${name}` : "";
}

/**
 * The place of supply and how the tax is charged (Rule 46; IGST Act sections 10 and 12): the
 * buyer's state when the bill is given one, else the shop's own. Within the shop's state the tax
 * is CGST and SGST, to another state IGST. An unregistered shop has no state and charges no tax.
 */
export function placeOfSupply(
  sellerGstin: string,
  buyerStateCode: string | undefined,
): { placeOfSupply: string; supply: SupplyKind } {
  const seller = stateOfGstin(sellerGstin);
  if (!seller) return { placeOfSupply: "", supply: "intra-state" };
  const buyer = buyerStateCode && GST_STATES[buyerStateCode] ? buyerStateCode : seller.code;
  return {
    placeOfSupply: stateLabel(buyer),
    supply: buyer === seller.code ? "intra-state" : "inter-state",
  };
}

export const BUYER_STATE_MESSAGE = "Choose the customer's state from the list";

/** 'Issue bill': the customer's state when it is not the shop's (the place of supply). */
export const issueBillSchema = z.object({
  buyerState: z
    .string()
    .default("")
    .refine((code) => code === "" || code in GST_STATES, BUYER_STATE_MESSAGE),
});

export const CREDIT_NOTE_REASON_MESSAGE =
  "Give the reason for the credit note (e.g. 'Sale cancelled, money returned'), up to 300 characters";

/** 'Credit note': why the bill is cancelled; one note per bill, for the whole bill. */
export const creditNoteSchema = z.object({
  reason: z.string().trim().min(1, CREDIT_NOTE_REASON_MESSAGE).max(300, CREDIT_NOTE_REASON_MESSAGE),
});
