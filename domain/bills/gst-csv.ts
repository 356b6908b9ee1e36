import { z } from "zod";
import { gstMonthSchema, type GstSummary } from "./gst-summary";

/*
 * The month's GST summary as the GSTR-1 offline tool's sheets (decision 33): only Tax Invoices
 * are in them (decision 33, 2026-12-06), as they are in the summary's GSTR-1 tables.
 */

const rupees = (paise: number) => paise / 100;

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** The offline tool's invoice date: 05-Nov-2026. */
const toolDate = (date: string) =>
  `${date.slice(8, 10)}-${MONTHS[Number(date.slice(5, 7)) - 1]}-${date.slice(0, 4)}`;

export const GST_CSV_TABLES = ["b2cs", "b2cl", "hsn"] as const;
export type GstCsvTable = (typeof GST_CSV_TABLES)[number];

/**
 * The month's summary as CSV rows in the columns of the GSTR-1 offline tool's sheets: `b2cs`
 * (Table 7), `b2cl` (Table 5, its bills) and `hsn` (Table 12). Amounts (in rupees), rates and
 * quantities are numbers, so the CSV writer prints them with two decimals and never takes a
 * negative amount for a formula (server/modules/export/csv.ts `GST_CSV_OPTIONS`). The B2C
 * sheets' tax amounts, which the tool works out itself, follow its own columns so the accountant
 * can check them.
 */
export function gstCsvRows(summary: GstSummary, table: GstCsvTable): (string | number)[][] {
  const rows =
    table === "b2cl"
      ? [
          [
            "Invoice Number",
            "Invoice date",
            "Invoice Value",
            "Place Of Supply",
            "Applicable % of Tax Rate",
            "Rate",
            "Taxable Value",
            "Cess Amount",
            "E-Commerce GSTIN",
            "Integrated Tax Amount",
          ],
          ...summary.b2cl.map((row) => [
            row.number,
            toolDate(row.date),
            rupees(row.invoiceValue),
            row.placeOfSupply.replace(" ", "-"),
            "",
            row.rate,
            rupees(row.taxable),
            0,
            "",
            rupees(row.igst),
          ]),
        ]
      : table === "b2cs"
        ? [
            [
              "Type",
              "Place Of Supply",
              "Rate",
              "Applicable % of Tax Rate",
              "Taxable Value",
              "Cess Amount",
              "E-Commerce GSTIN",
              "Integrated Tax Amount",
              "Central Tax Amount",
              "State/UT Tax Amount",
            ],
            ...summary.b2cs.map((row) => [
              "OE",
              row.placeOfSupply.replace(" ", "-"),
              row.rate,
              "",
              rupees(row.taxable),
              0,
              "",
              rupees(row.igst),
              rupees(row.cgst),
              rupees(row.sgst),
            ]),
          ]
        : [
            [
              "HSN",
              "Description",
              "UQC",
              "Total Quantity",
              "Total Value",
              "Rate",
              "Taxable Value",
              "Integrated Tax Amount",
              "Central Tax Amount",
              "State/UT Tax Amount",
              "Cess Amount",
            ],
            ...summary.hsn.map((row) => [
              row.code,
              row.description,
              row.uqc === "NOS" ? "NOS-NUMBERS" : "NA",
              row.quantity,
              rupees(row.total),
              row.rate,
              rupees(row.taxable),
              rupees(row.igst),
              rupees(row.cgst),
              rupees(row.sgst),
              0,
            ]),
          ];
  return rows;
}

/** `GET /api/admin/gst/summary.csv`: the month and which GSTR-1 table. */
export const gstCsvQuerySchema = z.object({
  month: gstMonthSchema,
  table: z.enum(GST_CSV_TABLES, "Choose the table: b2cs, b2cl or hsn"),
});

export const gstCsvFileName = (month: string, table: GstCsvTable) => `gst_${month}_${table}.csv`;
