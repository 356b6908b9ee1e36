import { Download } from "lucide-react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import {
  GST_MONTH,
  GST_MONTH_MESSAGE,
  gstMonthOf,
  type GstSummary,
} from "../../domain/bills/gst-summary";
import { formatRupees } from "../../domain/money";
import { buttonStyles } from "../components/ui/button";
import { cardStyle } from "../components/ui/card";
import { Input } from "../components/ui/input";
import { Label } from "../components/ui/label";
import { pageMeta } from "../seo";
import type { Route } from "./+types/admin-gst";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "GST summary",
    description: "The month's bills and credit notes for the GST return",
    path: "/admin/gst",
    noindex: true,
  });
}

/** The month in the address (`?month=YYYY-MM`), else this month in India. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const asked = new URL(request.url).searchParams.get("month");
  const valid = asked !== null && GST_MONTH.test(asked);
  const month = valid ? asked : gstMonthOf(new Date());
  return {
    month,
    problem: asked !== null && !valid ? GST_MONTH_MESSAGE : null,
    summary: await context.bills.monthSummary(month),
  };
}

const card = `${cardStyle} mt-4 overflow-x-auto p-4 shadow-sm`;
const cell = "px-2 py-1 text-right tabular-nums whitespace-nowrap";

function TaxCells({ row }: { row: { taxable: number; igst: number; cgst: number; sgst: number } }) {
  return (
    <>
      <td className={cell}>{formatRupees(row.taxable)}</td>
      <td className={cell}>{formatRupees(row.igst)}</td>
      <td className={cell}>{formatRupees(row.cgst)}</td>
      <td className={cell}>{formatRupees(row.sgst)}</td>
    </>
  );
}

const TAX_HEADS = ["Taxable value", "IGST", "CGST", "SGST"];

function Table({
  caption,
  heads,
  children,
}: {
  caption: string;
  heads: string[];
  children: ReactNode;
}) {
  return (
    <table className="mt-2 w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-300 text-left">
          {heads.map((head, index) => (
            <th key={head} className={`px-2 py-1 font-medium ${index > 0 ? "text-right" : ""}`}>
              {head}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

function Totals({ summary }: { summary: GstSummary & { billNumbers: string[] } }) {
  const rows = [
    ["Bills", summary.bills.count, summary.bills.totals],
    ["Credit notes (taken off)", summary.creditNotes.count, summary.creditNotes.totals],
    ["Net for the return", null, summary.net],
  ] as const;
  return (
    <Table caption="Totals" heads={["", "Count", "Value", ...TAX_HEADS]}>
      {rows.map(([label, count, totals]) => (
        <tr key={label} className="border-b border-slate-100" data-testid="gst-totals-row">
          <th scope="row" className="px-2 py-1 text-left font-medium">
            {label}
          </th>
          <td className={cell}>{count ?? ""}</td>
          <td className={cell}>{formatRupees(totals.total)}</td>
          <TaxCells row={totals} />
        </tr>
      ))}
    </Table>
  );
}

/**
 * The accountant's month (issue 32): the month's bills less its credit notes, by rate, as
 * GSTR-1's B2C (Table 7) and HSN (Table 12) summaries, each also as CSV in the offline tool's
 * columns. Figures are sums of the bills' stored lines (decision 33).
 */
export default function GstPage({ loaderData }: Route.ComponentProps) {
  const { month, problem, summary } = loaderData;
  const csv = (table: string) => `/api/admin/gst/summary.csv?month=${month}&table=${table}`;
  return (
    <section className="mx-auto max-w-5xl px-4 py-4 md:py-6">
      <h1 className="text-2xl font-semibold">GST summary</h1>
      <Form method="get" className="mt-3 flex flex-wrap items-end gap-2">
        <Label className="grow">
          Month
          <Input type="month" name="month" defaultValue={month} required />
        </Label>
        <button type="submit" className={buttonStyles.primary}>
          Show
        </button>
      </Form>
      {problem && (
        <p role="alert" className="mt-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3">
          {problem}. Showing {month}.
        </p>
      )}
      <div className={card}>
        <h2 className="text-lg font-semibold">{month}</h2>
        <Totals summary={summary} />
        <Table caption="By rate" heads={["Rate", "Value", ...TAX_HEADS]}>
          {summary.byRate.map((row) => (
            <tr key={row.rate} className="border-b border-slate-100">
              <td className="px-2 py-1">{row.rate} %</td>
              <td className={cell}>{formatRupees(row.total)}</td>
              <TaxCells row={row} />
            </tr>
          ))}
        </Table>
        {summary.billNumbers.length > 0 && (
          <p className="mt-2 text-sm text-slate-700">
            Bills {summary.billNumbers[0]} to {summary.billNumbers.at(-1)}
            {summary.creditNotes.numbers.length > 0 &&
              `; credit notes ${summary.creditNotes.numbers.join(", ")}`}
          </p>
        )}
      </div>
      <section aria-labelledby="b2cs-heading" className={card}>
        <h2 id="b2cs-heading" className="text-lg font-semibold">
          B2C (GSTR-1 Table 7): by place of supply and rate
        </h2>
        <Table caption="B2C" heads={["Place of supply", "Rate", ...TAX_HEADS]}>
          {summary.b2cs.map((row) => (
            <tr key={`${row.placeOfSupply}-${row.rate}`} className="border-b border-slate-100">
              <td className="px-2 py-1">{row.placeOfSupply || "—"}</td>
              <td className={cell}>{row.rate} %</td>
              <TaxCells row={row} />
            </tr>
          ))}
        </Table>
        <a
          href={csv("b2cs")}
          className={`${buttonStyles.secondary} mt-3 inline-flex items-center gap-2`}
          download
        >
          <Download aria-hidden size={16} />
          B2C CSV
        </a>
      </section>
      <section aria-labelledby="hsn-heading" className={card}>
        <h2 id="hsn-heading" className="text-lg font-semibold">
          HSN/SAC summary (GSTR-1 Table 12)
        </h2>
        <Table caption="HSN" heads={["HSN/SAC", "Qty", "Rate", "Value", ...TAX_HEADS]}>
          {summary.hsn.map((row) => (
            <tr key={`${row.code}-${row.rate}`} className="border-b border-slate-100">
              <td className="px-2 py-1">{row.code || "—"}</td>
              <td className={cell}>{row.uqc === "NA" ? "—" : row.quantity}</td>
              <td className={cell}>{row.rate} %</td>
              <td className={cell}>{formatRupees(row.total)}</td>
              <TaxCells row={row} />
            </tr>
          ))}
        </Table>
        <a
          href={csv("hsn")}
          className={`${buttonStyles.secondary} mt-3 inline-flex items-center gap-2`}
          download
        >
          <Download aria-hidden size={16} />
          HSN CSV
        </a>
      </section>
    </section>
  );
}
