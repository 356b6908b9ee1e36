import type { BillForm } from "../../../domain/bills/bill-form";
import type { BillWarranty } from "../../../domain/bills/bill-warranty";
import type { Locale } from "../../../domain/locale";
import { applianceParam } from "../../../domain/repair-booking";
import { formatShopDate } from "../../../domain/shop-time";
import { applianceLabel } from "../repairs/repair-labels";
import { m } from "../../i18n/messages";

const FORM_TITLES: Record<
  BillForm["title"],
  (inputs: object, options: { locale?: Locale }) => string
> = {
  "Tax Invoice": m.trk_bill_form_tax_invoice,
  "Bill of Supply": m.trk_bill_form_bill_of_supply,
  Bill: m.trk_bill_form_bill,
};

/** The bill's title in the page's language; Hindi keeps the legal English term beside it. */
export function billTitle(form: BillForm): string {
  return FORM_TITLES[form.title]({}, {});
}

const METHODS: Record<string, () => string> = {
  cash: m.trk_bill_method_cash,
  upi: m.trk_bill_method_upi,
  card: m.trk_bill_method_card,
};

/**
 * How a bill was paid, in the page's language: the bill keeps its methods as stored ('cash, upi');
 * one the page has no word for shows as stored.
 */
export function paymentMethodsText(stored: string): string {
  return stored
    .split(",")
    .map((method) => method.trim())
    .map((method) => METHODS[method]?.() ?? method)
    .join(", ");
}

/** The shop's WhatsApp message with the customer's bill link, in the customer's language. */
export function billShareText(
  bill: { shopName: string; number: string; total: string; url: string },
  locale: Locale,
): string {
  return m.trk_bill_share_message(bill, { locale });
}

/**
 * A bill's warranty line in the page's language. A product's is its name there (Hindi name given
 * by the loader) and its terms' Hindi when the product has one; a bill kept as text shows as kept.
 */
export function warrantyText(warranty: BillWarranty, localName: string, locale: Locale): string {
  if (typeof warranty === "string") return warranty;
  if (warranty.kind === "product") {
    return `${localName}: ${(locale === "hi" && warranty.termsHi) || warranty.terms}`;
  }
  const appliance = applianceParam(warranty.appliance);
  return m.trk_bill_warranty_repair(
    {
      ticketNumber: warranty.ticketNumber,
      brand: warranty.brand,
      appliance: appliance ? applianceLabel(appliance, locale) : warranty.appliance,
      until: formatShopDate(warranty.until, locale),
    },
    { locale },
  );
}
