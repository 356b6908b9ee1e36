import { Download } from "lucide-react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import type { GstCsvTable } from "../../domain/bills/gst-csv";
import {
  B2CL_LIMIT_PAISE,
  GST_MONTH,
  GST_MONTH_MESSAGE,
  gstMonthOf,
} from "../../domain/bills/gst-summary";
import type { TaxSplit } from "../../domain/bills/tax-split";
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

/** A column of a summary table: its head and what each row shows in it. */
interface Column<Row> {
  head: string;
  cell: (row: Row) => ReactNode;
  /** Figures are right-aligned and never wrap. */
  figure?: boolean;
}

/** Every table ends with the tax columns. */
function taxColumns<Row extends Omit<TaxSplit, "total">>(): Column<Row>[] {
  return (["taxable", "igst", "cgst", "sgst"] as const).map((key) => ({
    head: { taxable: "Taxable value", igst: "IGST", cgst: "CGST", sgst: "SGST" }[key],
    cell: (row) => formatRupees(row[key]),
    figure: true,
  }));
}

const rupeesOf = <Row extends { total: number }>(head = "Value"): Column<Row> => ({
  head,
  cell: (row) => formatRupees(row.total),
  figure: true,
});

const rateOf = <Row extends { rate: number }>(): Column<Row> => ({
  head: "Rate",
  cell: (row) => `${row.rate} %`,
  figure: true,
});

/**
 * One table of the summary. It scrolls sideways inside its own box on a narrow phone, so the
 * page itself never does; a caption names it for screen readers.
 */
function SummaryTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty = "None this month.",
}: {
  caption: string;
  columns: Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  empty?: string;
}) {
  if (rows.length === 0) return <p className="mt-2 text-sm text-slate-600">{empty}</p>;
  return (
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="mt-2 max-w-full overflow-x-auto"
    >
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-300 text-left">
            {columns.map((column, index) => (
              <th
                key={`${index}-${column.head}`}
                scope="col"
                className={`px-2 py-1 font-medium whitespace-nowrap ${column.figure ? "text-right" : ""}`}
              >
                {column.head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-b border-slate-100">
              {columns.map((column, index) => (
                <td
                  key={`${index}-${column.head}`}
                  className={`px-2 py-1 ${column.figure ? "text-right whitespace-nowrap tabular-nums" : ""}`}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const card = `${cardStyle} mt-4 min-w-0 p-4 shadow-sm`;

/** A GSTR-1 table of the month: its heading, what it holds, its rows and its CSV. */
function SummarySection({
  id,
  title,
  note,
  csv,
  children,
}: {
  id: string;
  title: string;
  note?: string;
  csv?: { href: string; label: string };
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className={card}>
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {title}
      </h2>
      {note && <p className="mt-1 text-sm text-slate-700">{note}</p>}
      {children}
      {csv && (
        <a
          href={csv.href}
          className={`${buttonStyles.secondary} mt-3 inline-flex items-center gap-2`}
          download
        >
          <Download aria-hidden size={16} />
          {csv.label}
        </a>
      )}
    </section>
  );
}

type Summary = Route.ComponentProps["loaderData"]["summary"];
type TotalsRow = { label: string; count: number | null } & TaxSplit;
type B2clRow = Summary["b2cl"][number];

const b2clColumns: Column<B2clRow>[] = [
  { head: "Invoice", cell: (row) => row.number },
  { head: "Date", cell: (row) => row.date, figure: true },
  { head: "Invoice value", cell: (row) => formatRupees(row.invoiceValue), figure: true },
  { head: "Place of supply", cell: (row) => row.placeOfSupply },
  rateOf(),
  ...taxColumns<B2clRow>(),
];

/**
 * The accountant's month (issue 32): the month's bills less its credit notes, and of its Tax
 * Invoices GSTR-1's B2C large (Table 5), B2C others (Table 7) and HSN (Table 12) tables, each also
 * as CSV in the offline tool's columns; Bills of Supply and plain Bills are counted apart.
 * Figures are sums of the bills' stored lines (decision 33).
 */
export default function GstPage({ loaderData }: Route.ComponentProps) {
  const { month, problem, summary } = loaderData;
  const csv = (table: GstCsvTable, label: string) => ({
    href: `/api/admin/gst/summary.csv?month=${month}&table=${table}`,
    label,
  });
  const totals: TotalsRow[] = [
    { label: "Bills", count: summary.bills.count, ...summary.bills.totals },
    {
      label: "Credit notes (taken off)",
      count: summary.creditNotes.count,
      ...summary.creditNotes.totals,
    },
    { label: "Net", count: null, ...summary.net },
    // Only when other forms are in the month; otherwise it is the net above.
    ...(summary.otherForms.length > 0
      ? [{ label: "Tax Invoices, net (GSTR-1)", count: null, ...summary.gstr1Net }]
      : []),
  ];
  return (
    <section className="mx-auto max-w-5xl px-4 py-4 md:py-6">
      <h1 className="text-2xl font-semibold">GST summary</h1>
      <Form method="get" className="mt-3 flex flex-wrap items-end gap-2">
        <Label className="min-w-0 grow">
          Month
          <Input type="month" name="month" defaultValue={month} required className="min-w-0" />
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
      <SummarySection id="totals" title={month}>
        <SummaryTable
          caption="Totals"
          rows={totals}
          rowKey={(row) => row.label}
          columns={[
            { head: "", cell: (row) => <span className="font-medium">{row.label}</span> },
            { head: "Count", cell: (row) => row.count ?? "", figure: true },
            rupeesOf(),
            ...taxColumns<TotalsRow>(),
          ]}
        />
        <h3 className="mt-3 font-semibold">Tax Invoices by rate</h3>
        <SummaryTable
          caption="By rate"
          rows={summary.byRate}
          rowKey={(row) => String(row.rate)}
          columns={[rateOf(), rupeesOf(), ...taxColumns()]}
        />
        {summary.billNumbers.length > 0 && (
          <p className="mt-2 text-sm break-words text-slate-700">
            Bills {summary.billNumbers[0]} to {summary.billNumbers.at(-1)}
            {summary.creditNotes.numbers.length > 0 &&
              `; credit notes ${summary.creditNotes.numbers.join(", ")}`}
          </p>
        )}
      </SummarySection>
      {summary.otherForms.length > 0 && (
        <SummarySection
          id="other-forms"
          title="Bills outside GSTR-1"
          note="GSTR-1 and its tables below take only Tax Invoices. Bills of Supply, issued while the shop was a composition dealer, are its turnover for CMP-08 (each quarter) and GSTR-4 (each year); Bills issued while it was not registered go in no GST return. No tax was charged on either."
        >
          <SummaryTable
            caption="Bills outside GSTR-1"
            rows={summary.otherForms}
            rowKey={(row) => row.registration}
            columns={[
              { head: "Form", cell: (row) => <span className="font-medium">{row.title}</span> },
              { head: "Bills", cell: (row) => row.bills, figure: true },
              { head: "Credit notes", cell: (row) => row.creditNotes, figure: true },
              { head: "Value, net", cell: (row) => formatRupees(row.net), figure: true },
            ]}
          />
        </SummarySection>
      )}
      <SummarySection
        id="b2cl"
        title="B2C large (GSTR-1 Table 5): invoice by invoice"
        note={`Bills to another state above ${formatRupees(B2CL_LIMIT_PAISE)}; they are not in Table 7 below.`}
        csv={csv("b2cl", "B2C large CSV")}
      >
        <SummaryTable
          caption="B2C large"
          rows={summary.b2cl}
          rowKey={(row) => `${row.number}-${row.rate}`}
          columns={b2clColumns}
        />
        {summary.b2clCreditNotes.length > 0 && (
          <>
            <h3 className="mt-3 font-semibold">Credit notes on such bills (GSTR-1 Table 9B)</h3>
            <SummaryTable
              caption="Credit notes on B2C large bills"
              rows={summary.b2clCreditNotes}
              rowKey={(row) => `${row.number}-${row.rate}`}
              columns={[
                { head: "Credit note", cell: (row) => `${row.number} (${row.billNumber})` },
                ...b2clColumns.slice(1),
              ]}
            />
          </>
        )}
      </SummarySection>
      <SummarySection
        id="b2cs"
        title="B2C others (GSTR-1 Table 7): by place of supply and rate"
        csv={csv("b2cs", "B2C CSV")}
      >
        <SummaryTable
          caption="B2C others"
          rows={summary.b2cs}
          rowKey={(row) => `${row.placeOfSupply}-${row.rate}`}
          columns={[
            { head: "Place of supply", cell: (row) => row.placeOfSupply || "—" },
            rateOf(),
            ...taxColumns(),
          ]}
        />
      </SummarySection>
      <SummarySection
        id="hsn"
        title="HSN/SAC summary (GSTR-1 Table 12)"
        csv={csv("hsn", "HSN CSV")}
      >
        <SummaryTable
          caption="HSN"
          rows={summary.hsn}
          rowKey={(row) => `${row.code}-${row.rate}`}
          columns={[
            { head: "HSN/SAC", cell: (row) => row.code || "—" },
            { head: "Qty", cell: (row) => (row.uqc === "NA" ? "—" : row.quantity), figure: true },
            rateOf(),
            rupeesOf(),
            ...taxColumns(),
          ]}
        />
      </SummarySection>
    </section>
  );
}
