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
