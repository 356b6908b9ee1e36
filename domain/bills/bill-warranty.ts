import { APPLIANCE_LABELS, type RepairAppliance } from "../repair-booking";

/**
 * A warranty line of a bill, kept as its parts so the bill page can say it in the customer's
 * language (with the English beside it for a manufacturer's warranty desk). Bills issued before
 * the parts were kept hold their English line as text, shown as it is.
 */
export type BillWarranty =
  | {
      kind: "product";
      /** The ordered line's English name. */
      name: string;
      /** The product's warranty specification, and its Hindi ('' when none). */
      terms: string;
      termsHi: string;
    }
  | {
      kind: "repair";
      ticketNumber: string;
      brand: string;
      appliance: string;
      /** YYYY-MM-DD. */
      until: string;
    }
  | string;

/** The warranty line in English, as every bill has said it. */
export function warrantyInEnglish(warranty: BillWarranty): string {
  if (typeof warranty === "string") return warranty;
  if (warranty.kind === "product") return `${warranty.name}: ${warranty.terms}`;
  const appliance = APPLIANCE_LABELS[warranty.appliance as RepairAppliance] ?? warranty.appliance;
  return `Repair ${warranty.ticketNumber} (${warranty.brand} ${appliance}): warranty until ${warranty.until}`;
}
