import { useState } from "react";
import { redirect } from "react-router";
import { billForm } from "../../domain/bills/bill-form";
import { namesInLanguage } from "../../domain/item-names";
import { choseEnglish, localizedPath } from "../../domain/locale";
import { amountDue, sellerAddressIn } from "../../domain/bills/bill-document";
import { amountInHindiWords } from "../../domain/bills/amount-in-hindi-words";
import { amountInWords } from "../../domain/bills/amount-in-words";
import { warrantyInEnglish } from "../../domain/bills/bill-warranty";
import { upiPayLink } from "../../domain/bills/upi-link";
import { formatRupees } from "../../domain/money";
import { formatShopDate } from "../../domain/shop-time";
import { billTitle, paymentMethodsText, warrantyText } from "../features/bills/bill-texts";
import { TrackingNotFound } from "../features/tracking/tracking-not-found";
import { pageLocale } from "../i18n/locale";
import { applianceLabel } from "../features/repairs/repair-labels";
import { applianceParam } from "../../domain/repair-booking";
import { m } from "../i18n/messages";
import { pageMeta } from "../seo";
import type { Route } from "./+types/bill";

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: loaderData?.view
      ? m.trk_bill_title({ number: loaderData.view.bill.number })
      : m.trk_not_found_title(),
    description: m.trk_title(),
    path: "/bill",
    noindex: true,
  });
}

/**
 * The customer's bill behind its private link (`/bill/<token>`, issue 32): the issued bill as
 * printed, with a UPI QR and a 'Pay by UPI' button while money is due. Print styles in app.css
 * (`.bill-*`) hide the shop's chrome; the roll button sets an 80 mm page.
 *
 * It speaks the customer's language: a bill of an order or repair placed in Hindi opened at its
 * English address goes on to its /hi page, unless the reader chose English (the `lang` cookie).
 * Items and warranty lines are in Hindi there (the product's Hindi name and warranty terms), and
 * the amount in words in Hindi numbering, each with its English beside it for a warranty claim.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const view = await context.bills.byToken(params.token ?? "");
  if (!view) return { view: null, upi: null, names: [], warrantyNames: [] };
  const locale = pageLocale();
  if (
    locale === "en" &&
    view.bill.locale === "hi" &&
    !choseEnglish(request.headers.get("Cookie"))
  ) {
    throw redirect(localizedPath(new URL(request.url).pathname, "hi"));
  }
  // Rate card lines (installation, stand …) are named like products, by their Hindi names.
  const products = [...(await context.catalogue.list()), ...context.shop.rateCard];
  const names = namesInLanguage(
    view.bill.lines.map((line) => ({ name: line.description })),
    products,
    locale,
  ).map((line, index) => {
    const repaired = applianceParam(view.bill.lines[index]?.repairOf ?? null);
    return repaired
      ? m.trk_bill_repair_of({ appliance: applianceLabel(repaired, locale) }, { locale })
      : line.name;
  });
  const warrantyNames = namesInLanguage(
    view.bill.warranty.map((line) => ({
      name: typeof line === "object" && line.kind === "product" ? line.name : "",
    })),
    products,
    locale,
  ).map((line) => line.name);
  const due = Math.max(0, amountDue({ totals: view.bill.totals, paidPaise: view.paidNowPaise }));
  const shop = context.shop;
  let upi: { link: string; qr: string; due: number } | null = null;
  if (due > 0 && shop.upiId !== "" && !view.creditNote) {
    const link = upiPayLink({
      vpa: shop.upiId,
      payeeName: shop.upiPayeeName || view.bill.seller.legalName,
      amount: due,
      billNumber: view.bill.number,
      note: `Bill ${view.bill.number}`,
    });
    // Drawn on the server: the qrcode library stays out of the page's scripts.
    const { toString } = await import("qrcode");
    upi = {
      link,
      qr: await toString(link, { type: "svg", margin: 2, errorCorrectionLevel: "M" }),
      due,
    };
  }
  return { view, upi, names, warrantyNames };
}

export default function BillPage({ loaderData }: Route.ComponentProps) {
  const { view, upi, names, warrantyNames } = loaderData;
  const [roll, setRoll] = useState(false);
  if (!view) return <TrackingNotFound />;
  const { bill } = view;
  const form = billForm(bill.registration);
  const locale = pageLocale();
  // A supply to another state is taxed as IGST on every line (place of supply, decision 33).
  const interState = bill.totals.igst > 0;
  const print = (asRoll: boolean) => {
    setRoll(asRoll);
    // The article's class, and with it the named page's size, follows the choice before the
    // print dialog reads it.
    requestAnimationFrame(() => window.print());
  };
  return (
    <article
      className={`bill mx-auto max-w-3xl bg-white p-4 text-sm ${roll ? "bill-roll" : "bill-a4"}`}
    >
      {form.topLine && (
        <p className="text-center text-xs font-semibold uppercase">{m.trk_bill_composition()}</p>
      )}
      <h1 className="text-center text-xl font-bold">{billTitle(form)}</h1>
      <header className="mt-2 text-center">
        <p className="text-base font-semibold">{bill.seller.legalName}</p>
        <p>{sellerAddressIn(bill.seller, locale)}</p>
        <p>{bill.seller.phone}</p>
        {form.showsGstin && <p>GSTIN: {bill.seller.gstin}</p>}
      </header>
      <dl className="bill-facts mt-3 grid grid-cols-2 gap-x-4 gap-y-1">
        <dt>{m.trk_bill_number()}</dt>
        <dd className="font-semibold">{bill.number}</dd>
        <dt>{m.trk_bill_date()}</dt>
        <dd>{formatShopDate(bill.issuedAt.slice(0, 10), locale)}</dd>
        <dt>{m.trk_bill_customer()}</dt>
        <dd>
          {bill.buyer.name} · {bill.buyer.mobile}
          {bill.buyer.address && <span className="block">{bill.buyer.address}</span>}
        </dd>
        {bill.placeOfSupply && (
          <>
            <dt>{m.trk_bill_place_of_supply()}</dt>
            <dd>{bill.placeOfSupply}</dd>
          </>
        )}
      </dl>
      <table className="bill-lines mt-3 w-full border-collapse text-left">
        <thead>
          <tr className="border-b border-slate-400">
            <th className="py-1">{m.trk_bill_item()}</th>
            <th>{m.trk_bill_quantity()}</th>
            {form.chargesTax && <th>{m.trk_bill_taxable()}</th>}
            <th className="text-right">{m.trk_bill_amount()}</th>
          </tr>
        </thead>
        <tbody>
          {bill.lines.map((line, index) => (
            <tr key={index} className="border-b border-slate-200 align-top">
              <td className="py-1">
                {names[index] ?? line.description}
                {names[index] !== undefined && names[index] !== line.description && (
                  <span lang="en" className="block text-xs">
                    {line.description}
                  </span>
                )}
                {line.code && (
                  <span className="block text-xs">{`${m.trk_bill_code()} ${line.code}`}</span>
                )}
                {/* Rule 46's rate and discount: an exchange credit is taken off as a discount. */}
                <span className="block text-xs" data-testid="bill-line-price">
                  {`${m.trk_bill_unit_rate()} ${formatRupees(line.unitPrice)}`}
                  {line.discount > 0 &&
                    ` · ${m.trk_bill_discount()} ${formatRupees(line.discount)}`}
                </span>
                {form.chargesTax && (
                  <span className="block text-xs">
                    {interState
                      ? `${m.trk_bill_rate()} ${line.rate}: IGST ${formatRupees(line.igst)}`
                      : `${m.trk_bill_rate()} ${line.rate}: CGST ${formatRupees(line.cgst)} + SGST ${formatRupees(line.sgst)}`}
                  </span>
                )}
              </td>
              <td>{line.quantity}</td>
              {form.chargesTax && <td>{formatRupees(line.taxable)}</td>}
              <td className="text-right">{formatRupees(line.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="bill-totals mt-2 grid grid-cols-2 gap-y-1">
        {form.chargesTax && (
          <>
            <dt>{m.trk_bill_taxable()}</dt>
            <dd className="text-right">{formatRupees(bill.totals.taxable)}</dd>
            {interState ? (
              <>
                <dt>IGST</dt>
                <dd className="text-right">{formatRupees(bill.totals.igst)}</dd>
              </>
            ) : (
              <>
                <dt>CGST</dt>
                <dd className="text-right">{formatRupees(bill.totals.cgst)}</dd>
                <dt>SGST</dt>
                <dd className="text-right">{formatRupees(bill.totals.sgst)}</dd>
              </>
            )}
          </>
        )}
        <dt className="font-bold">{m.trk_bill_total()}</dt>
        <dd className="text-right font-bold">{formatRupees(bill.totals.total)}</dd>
        <dt>{m.trk_bill_paid()}</dt>
        <dd className="text-right">
          {formatRupees(view.paidNowPaise)}
          {bill.paymentMethod && ` (${paymentMethodsText(bill.paymentMethod)})`}
        </dd>
        <dt>{m.trk_bill_due()}</dt>
        <dd className="text-right">
          {formatRupees(Math.max(0, bill.totals.total - view.paidNowPaise))}
        </dd>
      </dl>
      <p className="mt-2">
        {m.trk_bill_in_words()}:{" "}
        {locale === "hi" ? amountInHindiWords(bill.totals.total) : amountInWords(bill.totals.total)}
        {locale === "hi" && (
          // A warranty desk or an officer who reads no Devanagari still reads the amount.
          <span lang="en" className="block text-xs">
            {amountInWords(bill.totals.total)}
          </span>
        )}
      </p>
      {form.chargesTax && <p className="text-xs">{m.trk_bill_reverse_charge()}</p>}
      {bill.warranty.length > 0 && (
        <section className="mt-2">
          <h2 className="font-semibold">{m.trk_bill_warranty()}</h2>
          <ul>
            {bill.warranty.map((line, index) => {
              const text = warrantyText(line, warrantyNames[index] ?? "", locale);
              const english = warrantyInEnglish(line);
              return (
                <li key={index}>
                  {text}
                  {locale === "hi" && text !== english && (
                    <span lang="en" className="block text-xs">
                      {english}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      )}
      {view.creditNote && (
        <p className="mt-2 font-semibold text-red-700">
          {m.trk_bill_credit_note({ number: view.creditNote.number })}
        </p>
      )}
      {upi && (
        <section className="bill-upi mt-3 flex flex-col items-center gap-2">
          <div
            className="bill-qr w-48"
            data-upi-link={upi.link}
            // The SVG is the qrcode library's own output for the link, not user input.
            dangerouslySetInnerHTML={{ __html: upi.qr }}
          />
          <p>{m.trk_bill_scan({ amount: formatRupees(upi.due) })}</p>
          <a
            href={upi.link}
            className="bill-no-print rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white md:hidden"
          >
            {m.trk_bill_pay_upi()}
          </a>
        </section>
      )}
      <div className="bill-no-print mt-4 flex flex-wrap gap-3">
        <button type="button" className="rounded-lg border px-3 py-2" onClick={() => print(false)}>
          {m.trk_bill_print_a4()}
        </button>
        <button type="button" className="rounded-lg border px-3 py-2" onClick={() => print(true)}>
          {m.trk_bill_print_roll()}
        </button>
      </div>
    </article>
  );
}
