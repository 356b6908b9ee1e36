import { z } from "zod";
import { ADDRESS_MAX_LENGTH, isStorableAddressLine, normaliseAddressLine } from "../delivery";
import { formatRupees } from "../money";
import { ADDRESS_ON_BILL_FROM_PAISE } from "../sales";
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

/**
 * Rule 46: a bill of ₹50,000 or more names the buyer's address. An order or repair without one
 * (a web order's address is optional at checkout) is not billed until the owner gives it.
 */
export const BILL_ADDRESS_NEEDED = `A bill of ${formatRupees(ADDRESS_ON_BILL_FROM_PAISE)} or more must show the customer's address: type it under 'Customer's address' and issue the bill`;

export const BILL_ADDRESS_INVALID = `The address can be at most ${ADDRESS_MAX_LENGTH} characters, without control characters`;

/**
 * 'Issue bill': the customer's state when it is not the shop's (the place of supply), and their
 * address when the order or repair has none (asked from ₹50,000).
 */
export const issueBillSchema = z.object({
  buyerState: z
    .string()
    .default("")
    .refine((code) => code === "" || code in GST_STATES, BUYER_STATE_MESSAGE),
  buyerAddress: z
    .string()
    .default("")
    .transform((typed) => normaliseAddressLine(typed) ?? "")
    .refine((line) => isStorableAddressLine(line, ADDRESS_MAX_LENGTH), BILL_ADDRESS_INVALID),
});

export const CREDIT_NOTE_REASON_MESSAGE =
  "Give the reason for the credit note (e.g. 'Sale cancelled, money returned'), up to 300 characters";

/** 'Credit note': why the bill is cancelled; one note per bill, for the whole bill. */
export const creditNoteSchema = z.object({
  reason: z.string().trim().min(1, CREDIT_NOTE_REASON_MESSAGE).max(300, CREDIT_NOTE_REASON_MESSAGE),
});
