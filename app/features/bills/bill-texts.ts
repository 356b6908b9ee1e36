import type { BillForm } from "../../../domain/bills/bill-form";
import type { Locale } from "../../../domain/locale";
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

/** The shop's WhatsApp message with the customer's bill link, in the customer's language. */
export function billShareText(
  bill: { shopName: string; number: string; total: string; url: string },
  locale: Locale,
): string {
  return m.trk_bill_share_message(bill, { locale });
}
