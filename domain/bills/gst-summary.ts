import { z } from "zod";
import { shopDateOf, shopDayStart } from "../shop-time";
import { billForm, type BillLine, type GstRegistration } from "./bill-form";
import { addSplits, type TaxSplit } from "./tax-split";

/** A month as the accountant asks for it: YYYY-MM. */
export const GST_MONTH = /^(20\d\d)-(0[1-9]|1[0-2])$/;
export const GST_MONTH_MESSAGE = "Choose a month as YYYY-MM, e.g. 2026-11";
export const gstMonthSchema = z.string().regex(GST_MONTH, GST_MONTH_MESSAGE);

/** The shop's month of an instant (India time). */
export const gstMonthOf = (at: Date) => shopDateOf(at).slice(0, 7);

/** The month's first instant and the next month's, in India, as UTC ISO text (bills' issued_at). */
export function gstMonthSpan(month: string): { from: string; to: string } {
  const [year, number] = month.split("-").map(Number) as [number, number];
  const next = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, "0")}`;
  return {
    from: shopDayStart(`${month}-01`).toISOString(),
    to: shopDayStart(`${next}-01`).toISOString(),
  };
}

/**
 * GSTR-1 Table 5 (B2C large): a supply to an unregistered buyer in another state is reported
 * invoice by invoice when the invoice's value is more than one lakh rupees (Rule 59(4)(a)(ii) of
 * the CGST Rules as amended by Notification 12/2024-Central Tax, from 1 August 2024; it was two
 * and a half lakh before). The rest of the B2C supplies are summed in Table 7 (B2CS).
 */
export const B2CL_LIMIT_PAISE = 1_00_000_00;

/** Whether a bill (or the credit note of a bill) belongs in Table 5 rather than Table 7. */
export function isB2cLarge(bill: { interState: boolean; invoiceValuePaise: number }): boolean {
  return bill.interState && bill.invoiceValuePaise > B2CL_LIMIT_PAISE;
}

/** A bill or a credit note as the summary adds it: a credit note is its bill's lines, taken off. */
export interface SummaryDocument {
  kind: "bill" | "credit-note";
  /** The document's own number and when it was issued (a credit note's, not its bill's). */
  number: string;
  issuedAt: string;
  /** The bill a credit note cancels; the bill's own number for a bill. */
  billNumber: string;
  placeOfSupply: string;
  /** The place of supply is another state than the shop's: the tax is IGST. */
  interState: boolean;
  /** How the shop stood when the bill was issued (a credit note's: its bill's), so its form. */
  registration: GstRegistration;
  lines: readonly BillLine[];
}

type Tax = Omit<TaxSplit, "total"> & { total: number };

/** GSTR-1 Table 7 (B2C others): one row per place of supply and rate. */
export interface B2csRow extends Tax {
  placeOfSupply: string;
  rate: number;
}

/** GSTR-1 Table 12 (HSN summary): one row per HSN or SAC and rate. */
export interface HsnRow extends Tax {
  code: string;
  description: string;
  /** Unit quantity code: NOS for goods counted in pieces, NA for services. */
  uqc: "NOS" | "NA";
  quantity: number;
  rate: number;
}

/**
 * GSTR-1 Table 5 (B2C large): one row per invoice and rate. The same rows list the credit notes
 * of such invoices (Table 9B, CDNUR of type B2CL), which come off neither Table 5 nor Table 7.
 */
export interface B2clRow extends Tax {
  number: string;
  /** The bill a credit note cancels; the bill's own number for a bill. */
  billNumber: string;
  /** YYYY-MM-DD in India. */
  date: string;
  /** The whole invoice's value, tax included, on each of its rows. */
  invoiceValue: number;
  placeOfSupply: string;
  rate: number;
}

/**
 * Bills that are not Tax Invoices, by form: a composition dealer's Bills of Supply (its turnover
 * for CMP-08 and GSTR-4) and the plain Bills of a shop not registered, which no return asks for.
 */
export interface OtherFormRow {
  registration: Exclude<GstRegistration, "regular">;
  title: "Bill of Supply" | "Bill";
  bills: number;
  creditNotes: number;
  /** Their bills' value less their credit notes': no tax in it. */
  net: number;
}

export interface GstSummary {
  /** Every bill and credit note of the month, whatever its form. */
  bills: { count: number; totals: TaxSplit };
  creditNotes: { count: number; totals: TaxSplit };
  /** Bills less credit notes. */
  net: TaxSplit;
  /** Tax Invoices less their credit notes: what GSTR-1's tables below add up to. */
  gstr1Net: TaxSplit;
  /** Bills of Supply and plain Bills, apart from GSTR-1; with `gstr1Net` they make `net`. */
  otherForms: OtherFormRow[];
  /** The rest are GSTR-1's tables, of Tax Invoices only. */
  byRate: (Tax & { rate: number })[];
  b2cs: B2csRow[];
  b2cl: B2clRow[];
  /** Credit notes, in the month they were issued, of bills in Table 5 (GSTR-1 Table 9B). */
  b2clCreditNotes: B2clRow[];
  hsn: HsnRow[];
}

const negated = (split: TaxSplit): TaxSplit => ({
  total: -split.total,
  taxable: -split.taxable,
  cgst: -split.cgst,
  sgst: -split.sgst,
  igst: -split.igst,
});

function addInto<Row extends Tax>(rows: Map<string, Row>, key: string, row: Row, add: TaxSplit) {
  const current = rows.get(key) ?? row;
  rows.set(key, { ...current, ...addSplits([current, add]) });
}

const zero: TaxSplit = { total: 0, taxable: 0, cgst: 0, sgst: 0, igst: 0 };

/**
 * The month's GST summary from its bills and credit notes (decision 33): every figure a sum of
 * the stored lines' own figures, never recomputed, a credit note's lines subtracted in the month
 * it was issued. All bills are to consumers (B2C); the shop does not bill registered buyers. A
 * large inter-state bill (and its credit note) is listed in Table 5 by itself, not in Table 7.
 * Only Tax Invoices are GSTR-1's: a composition dealer does not file GSTR-1 (Section 37(1) of
 * the CGST Act) and a shop not registered files nothing, so their bills are counted apart, by
 * form, in `otherForms`.
 */
export function gstSummary(documents: readonly SummaryDocument[]): GstSummary {
  const ofKind = (kind: SummaryDocument["kind"]) =>
    documents.filter((document) => document.kind === kind);
  const bills = ofKind("bill");
  const credits = ofKind("credit-note");
  const billTotals = addSplits(bills.map((document) => addSplits(document.lines)));
  const creditTotals = addSplits(credits.map((document) => addSplits(document.lines)));
  const otherForms = new Map<string, OtherFormRow>();
  for (const document of documents) {
    if (document.registration === "regular") continue;
    const row = otherForms.get(document.registration) ?? {
      registration: document.registration,
      title: billForm(document.registration).title as OtherFormRow["title"],
      bills: 0,
      creditNotes: 0,
      net: 0,
    };
    const isBill = document.kind === "bill";
    otherForms.set(document.registration, {
      ...row,
      bills: row.bills + (isBill ? 1 : 0),
      creditNotes: row.creditNotes + (isBill ? 0 : 1),
      net: row.net + (isBill ? 1 : -1) * addSplits(document.lines).total,
    });
  }
  return {
    bills: { count: bills.length, totals: billTotals },
    creditNotes: { count: credits.length, totals: creditTotals },
    net: addSplits([billTotals, negated(creditTotals)]),
    otherForms: [...otherForms.values()].sort((a, b) =>
      a.registration.localeCompare(b.registration),
    ),
    ...gstr1Tables(documents.filter((document) => document.registration === "regular")),
  };
}

/** GSTR-1's tables of the month's Tax Invoices and their credit notes. */
function gstr1Tables(
  documents: readonly SummaryDocument[],
): Omit<GstSummary, "bills" | "creditNotes" | "net" | "otherForms"> {
  const byRate = new Map<string, Tax & { rate: number }>();
  const b2cs = new Map<string, B2csRow>();
  const b2cl = new Map<string, B2clRow>();
  const b2clCreditNotes = new Map<string, B2clRow>();
  const hsn = new Map<string, HsnRow>();
  const bills: TaxSplit[] = [];
  const credits: TaxSplit[] = [];
  for (const document of documents) {
    const sign = document.kind === "bill" ? 1 : -1;
    const documentTotals = addSplits(document.lines);
    (sign === 1 ? bills : credits).push(documentTotals);
    const large = isB2cLarge({
      interState: document.interState,
      invoiceValuePaise: documentTotals.total,
    });
    for (const line of document.lines) {
      const split = sign === 1 ? line : negated(line);
      addInto(byRate, String(line.rate), { ...zero, rate: line.rate }, split);
      if (large) {
        addInto(
          sign === 1 ? b2cl : b2clCreditNotes,
          `${document.number}|${String(line.rate).padStart(2, "0")}`,
          {
            ...zero,
            number: document.number,
            billNumber: document.billNumber,
            date: shopDateOf(new Date(document.issuedAt)),
            invoiceValue: documentTotals.total,
            placeOfSupply: document.placeOfSupply,
            rate: line.rate,
          },
          line,
        );
      } else {
        addInto(
          b2cs,
          `${document.placeOfSupply}|${line.rate}`,
          { ...zero, placeOfSupply: document.placeOfSupply, rate: line.rate },
          split,
        );
      }
      const key = `${line.code}|${line.rate}`;
      const row = hsn.get(key) ?? {
        ...zero,
        code: line.code,
        description: line.description,
        uqc: line.kind === "goods" ? ("NOS" as const) : ("NA" as const),
        quantity: 0,
        rate: line.rate,
      };
      const quantity = row.quantity + (line.kind === "goods" ? sign * line.quantity : 0);
      hsn.set(key, { ...row, ...addSplits([row, split]), quantity });
    }
  }
  const byKey = <Row>(rows: Map<string, Row>) =>
    [...rows.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, row]) => row);
  return {
    gstr1Net: addSplits([addSplits(bills), negated(addSplits(credits))]),
    byRate: [...byRate.values()].sort((a, b) => a.rate - b.rate),
    b2cs: byKey(b2cs),
    b2cl: byKey(b2cl),
    b2clCreditNotes: byKey(b2clCreditNotes),
    hsn: byKey(hsn),
  };
}
