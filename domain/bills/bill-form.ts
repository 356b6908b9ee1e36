import type { Paise } from "../money";
import type { ApplianceKind } from "../appliance-kinds";
import {
  addSplits,
  splitInclusivePrice,
  type GstRate,
  type SupplyKind,
  type TaxSplit,
} from "./tax-split";

/** How the shop stands with GST; it decides which of the three forms its bills take. */
export const GST_REGISTRATIONS = ["none", "composition", "regular"] as const;
export type GstRegistration = (typeof GST_REGISTRATIONS)[number];

export const COMPOSITION_LINE =
  "composition taxable person, not eligible to collect tax on supplies";

export interface BillForm {
  title: "Tax Invoice" | "Bill of Supply" | "Bill";
  /** Whether the bill shows taxable values and CGST/SGST/IGST (only a tax invoice collects tax). */
  chargesTax: boolean;
  /** Whether the bill carries the shop's GSTIN. */
  showsGstin: boolean;
  /** The composition dealer's words at the top of every bill of supply (Rule 49 / Section 31). */
  topLine: string | null;
}

/** The one document in its three forms: Tax Invoice, Bill of Supply, or a plain Bill (cash memo). */
export function billForm(registration: GstRegistration): BillForm {
  switch (registration) {
    case "regular":
      return { title: "Tax Invoice", chargesTax: true, showsGstin: true, topLine: null };
    case "composition":
      return {
        title: "Bill of Supply",
        chargesTax: false,
        showsGstin: true,
        topLine: COMPOSITION_LINE,
      };
    case "none":
      return { title: "Bill", chargesTax: false, showsGstin: false, topLine: null };
  }
}

/** HSN (goods) or SAC (services): 4 to 8 digits. */
export const HSN_CODE = /^[0-9]{4,8}$/;
export const HSN_MESSAGE = "An HSN or SAC code has 4 to 8 digits";
export const REPAIR_LABOUR_SAC = "998715";

/** The HSN a product of each appliance kind starts with; the owner may change it per product. */
export const DEFAULT_HSN_BY_KIND: Record<ApplianceKind, string> = {
  ac: "8415",
  "led-tv": "8528",
  microwave: "8516",
  refrigerator: "8418",
  "washing-machine": "8450",
};

export interface BillLineInput {
  description: string;
  /** HSN for goods, SAC for a service; may be '' for an unregistered shop. */
  code: string;
  kind: "goods" | "service";
  quantity: number;
  /** Price of one, tax included. */
  unitPrice: Paise;
  /** Discount on the whole line, tax included. */
  discount: Paise;
  rate: GstRate;
  /**
   * The repaired appliance (`washing-machine`) of the one line a repair closed without an
   * estimate gets, so a Hindi bill page can name it in Hindi; absent on every other line, and on
   * such lines of bills issued before 2026-11-28 (shown as stored).
   */
  repairOf?: string;
}

export interface BillLine extends BillLineInput, TaxSplit {}

/**
 * Each line's taxable value and tax, from what the customer pays for it (decision 33). A bill of
 * supply or a plain bill collects no tax: its lines are their price, all of it taxable value.
 */
export function billLines(
  inputs: readonly BillLineInput[],
  form: BillForm,
  supply: SupplyKind,
): { lines: BillLine[]; totals: TaxSplit } {
  const lines = inputs.map((input) => {
    const value = input.quantity * input.unitPrice - input.discount;
    if (!Number.isSafeInteger(value) || value < 0) {
      throw new RangeError(`The line '${input.description}' comes to less than nothing`);
    }
    const split = form.chargesTax
      ? splitInclusivePrice(value, input.rate, supply)
      : { total: value, taxable: value, cgst: 0, sgst: 0, igst: 0 };
    return { ...input, ...split };
  });
  return { lines, totals: addSplits(lines) };
}
