import type { AppLoadContext } from "react-router";
import { amountDue } from "../../../domain/bills/bill-document";
import { stateOfGstin } from "../../../domain/bills/gstin";
import { chatLink } from "../../../domain/contact-links";
import { isLocale, localizedPath } from "../../../domain/locale";
import { formatRupees } from "../../../domain/money";
import { billShareText } from "./bill-texts";

/** The customer's bill page, in the language of the order or repair it was made for. */
export function billPath(token: string, locale: string): string {
  return localizedPath(`/bill/${token}`, isLocale(locale) ? locale : "en");
}

/**
 * What the order's and the repair's details pages show of their bill: its number, the customer's
 * link (to print or share), what is due, and its credit note. Null before a bill is issued.
 */
export async function billSummary(
  context: AppLoadContext,
  request: Request,
  kind: "order" | "repair",
  id: number,
) {
  const view = await context.bills.forSource(kind, id);
  if (!view) return null;
  const { bill } = view;
  const path = billPath(view.token, bill.locale);
  const url = new URL(path, context.publicUrl ?? new URL(request.url).origin).toString();
  const text = billShareText(
    {
      shopName: context.shop.name,
      number: bill.number,
      total: formatRupees(bill.totals.total),
      url,
    },
    isLocale(bill.locale) ? bill.locale : "en",
  );
  return {
    number: bill.number,
    path,
    totalPaise: bill.totals.total,
    duePaise: amountDue({ totals: bill.totals, paidPaise: view.paidNowPaise }),
    // An erased customer keeps no number to send the bill to.
    shareLink: bill.buyer.mobile ? chatLink(bill.buyer.mobile, text) : null,
    creditNote: view.creditNote
      ? { number: view.creditNote.number, reason: view.creditNote.reason }
      : null,
  };
}

export type BillSummary = NonNullable<Awaited<ReturnType<typeof billSummary>>>;

/** The shop's GST state code when its bills charge tax (a tax invoice); else null. */
export function taxedFromState(shop: AppLoadContext["shop"]): string | null {
  return shop.gstRegistration === "regular" ? (stateOfGstin(shop.gstin)?.code ?? null) : null;
}

/** A repair is billed when it is closed with its payment; till then its card says so. */
export const repairNotYet = (repair: { status: string }) =>
  repair.status === "closed"
    ? null
    : "The bill is issued when the repair is closed with its payment.";

/** What the bill card of a details page needs; `notYet` says why no bill can be issued yet. */
export async function billCard(
  context: AppLoadContext,
  request: Request,
  kind: "order" | "repair",
  id: number,
  notYet: string | null,
) {
  const bill = await billSummary(context, request, kind, id);
  return {
    bill,
    notYet: bill ? null : notYet,
    shopState: taxedFromState(context.shop),
    askAddress: !bill && !notYet && (await context.bills.asksAddress(kind, id)),
  };
}
