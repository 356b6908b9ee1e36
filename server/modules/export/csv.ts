import type { Options } from "csv-stringify";

/**
 * How every CSV download is written (orders, repairs): UTF-8 with a byte-order mark, so Excel
 * reads ₹ and Hindi names right, and Windows line ends. A spreadsheet runs a cell that begins with
 * = + - @ (or a tab or carriage return) as a formula, so a customer named '=HYPERLINK(…)' could
 * act in the owner's Excel: csv-stringify's `escape_formulas` puts an apostrophe before such a
 * text cell (OWASP 'CSV injection'), which makes it plain text. Numbers are left as they are.
 */
export const CSV_OPTIONS = {
  bom: true,
  record_delimiter: "windows",
  escape_formulas: true,
} as const satisfies Options;

/**
 * The GSTR-1 offline tool's CSVs (domain/bills/gst-summary.ts): the same writer and the same
 * formula escaping, with every number in two decimals as the tool's sheets write them. A number
 * cell is never escaped, even when negative (csv-stringify checks the cell's type, and escapes a
 * '-' only in text), so a credit note's amount reaches the tool as -1234.50, not '-1234.50. No
 * byte-order mark: the tool reads the header row as written (decision 33).
 */
export const GST_CSV_OPTIONS = {
  ...CSV_OPTIONS,
  bom: false,
  cast: { number: (value: number) => value.toFixed(2) },
} as const satisfies Options;
