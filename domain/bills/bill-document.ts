import type { Paise } from "../money";
import {
  billForm,
  billLines,
  type BillLine,
  type BillLineInput,
  type GstRegistration,
} from "./bill-form";
import { stateOfGstin } from "./gstin";
import { placeOfSupply } from "./place-of-supply";
import type { BillWarranty } from "./bill-warranty";
import type { TaxSettings } from "./tax-settings";
import type { TaxSplit } from "./tax-split";

/** The seller as a bill prints them, taken from the settings when the bill is issued. */
export interface BillSeller {
  name: string;
  legalName: string;
  address: string;
  /**
   * The address a bill drawn in Hindi shows: the shop's Hindi address and city, each the English
   * while its Hindi is empty. Absent when the owner typed an address on bills (shown as typed in
   * both languages) or gave no Hindi, and on bills issued before 2026-11-28.
   */
  addressHi?: string;
  phone: string;
  gstin: string;
  /** '27 Maharashtra', from the GSTIN; '' when not registered. */
  state: string;
}

export interface BillBuyer {
  name: string;
  mobile: string;
  /** '' when not given. */
  address: string;
  /** GST's code of the buyer's state, when the admin gave one on 'Issue bill'. */
  state?: string;
}

/** What a bill is made from: its source's lines and customer, before numbering. */
export interface BillDraft {
  sourceKind: "order" | "repair";
  sourceId: number;
  buyer: BillBuyer;
  lines: BillLineInput[];
  paidPaise: Paise;
  paymentMethod: string | null;
  warranty: BillWarranty[];
  locale: string;
}

/** A bill as issued: every figure as printed, never recomputed. */
export interface IssuedBill {
  id: number;
  number: string;
  sourceKind: "order" | "repair";
  sourceId: number;
  registration: GstRegistration;
  seller: BillSeller;
  buyer: BillBuyer;
  placeOfSupply: string;
  lines: BillLine[];
  totals: TaxSplit;
  paidPaise: Paise;
  paymentMethod: string | null;
  warranty: BillWarranty[];
  locale: string;
  issuedAt: string;
}

/**
 * The seller from the settings; `inHindi` is the shop's address and city as a Hindi page shows
 * them (`shopInLanguage`), so the fallback to English is the storefront's own.
 */
export function sellerOf(
  settings: TaxSettings & { name: string; address: string; city: string; phone: string },
  inHindi: { address: string; city: string },
): BillSeller {
  const registered = settings.gstRegistration !== "none";
  const state = registered ? stateOfGstin(settings.gstin) : null;
  const address = settings.billAddress || `${settings.address}, ${settings.city}`;
  const addressHi = `${inHindi.address}, ${inHindi.city}`;
  return {
    name: settings.name,
    legalName: settings.legalName || settings.name,
    address,
    ...(settings.billAddress === "" && addressHi !== address ? { addressHi } : {}),
    phone: settings.phone,
    gstin: registered ? settings.gstin : "",
    state: state ? `${state.code} ${state.name}` : "",
  };
}

/** The seller's address on a bill drawn in `locale`. */
export function sellerAddressIn(seller: BillSeller, locale: string): string {
  return locale === "hi" && seller.addressHi ? seller.addressHi : seller.address;
}

export const GSTIN_MISSING_MESSAGE =
  "The shop is registered for GST but has no GSTIN: add it in Settings, Tax and bills, first";

/**
 * The figures of a bill from its draft and the settings of the moment: the form by registration,
 * each line's split (decision 33), and the place of supply: the buyer's state when the bill was
 * given one, else the shop's (a counter sale, a delivery in the shop's own area), so the tax is
 * CGST and SGST unless the buyer is in another state.
 */
export function billFigures(draft: BillDraft, registration: GstRegistration, sellerGstin: string) {
  const place = placeOfSupply(registration === "none" ? "" : sellerGstin, draft.buyer.state);
  const { lines, totals } = billLines(draft.lines, billForm(registration), place.supply);
  return { lines, totals, placeOfSupply: place.placeOfSupply };
}

/**
 * Exchange (trade-in) lines lower what the customer pays: their value comes off the lines as a
 * discount, first line first (the goods are put first), so every line stays at or above nothing
 * and the bill's total is still what the customer pays (an order's total is never below nothing,
 * so its lines cover its exchanges).
 */
export function applyExchanges(
  lines: readonly BillLineInput[],
  exchangePaise: Paise,
): BillLineInput[] {
  let left = exchangePaise;
  return lines.map((line) => {
    const value = line.quantity * line.unitPrice - line.discount;
    const off = Math.min(left, value);
    left -= off;
    return off > 0 ? { ...line, discount: line.discount + off } : line;
  });
}

/** What is still to pay on a bill. */
export function amountDue(bill: Pick<IssuedBill, "totals" | "paidPaise">): Paise {
  return Math.max(0, bill.totals.total - bill.paidPaise);
}
