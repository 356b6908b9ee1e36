import { stringify } from "csv-stringify/sync";
import { Hono } from "hono";
import { gstCsvFileName, gstCsvQuerySchema, gstCsvRows } from "../../domain/bills/gst-csv";
import type { AdminEnv } from "../auth/guard";
import type { Bills } from "../modules/bills/bills.service";
import { GST_CSV_OPTIONS } from "../modules/export/csv";
import { valid } from "./validate";

/** The accountant's monthly GST summary as CSV, one GSTR-1 table a file (admin only). */
export function adminGstApi(bills: Bills) {
  return new Hono<AdminEnv>().get("/summary.csv", valid("query", gstCsvQuerySchema), async (c) => {
    const { month, table } = c.req.valid("query");
    const csv = stringify(gstCsvRows(await bills.monthSummary(month), table), GST_CSV_OPTIONS);
    c.header("Content-Type", "text/csv; charset=utf-8");
    c.header("Content-Disposition", `attachment; filename="${gstCsvFileName(month, table)}"`);
    c.header("Cache-Control", "no-store");
    return c.body(csv);
  });
}
