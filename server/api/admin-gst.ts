import { Hono } from "hono";
import { gstCsv, gstCsvFileName, gstCsvQuerySchema } from "../../domain/bills/gst-summary";
import type { AdminEnv } from "../auth/guard";
import type { Bills } from "../modules/bills/bills.service";
import { valid } from "./validate";

/** The accountant's monthly GST summary as CSV, one GSTR-1 table a file (admin only). */
export function adminGstApi(bills: Bills) {
  return new Hono<AdminEnv>().get("/summary.csv", valid("query", gstCsvQuerySchema), async (c) => {
    const { month, table } = c.req.valid("query");
    const csv = gstCsv(await bills.monthSummary(month), table);
    c.header("Content-Type", "text/csv; charset=utf-8");
    c.header("Content-Disposition", `attachment; filename="${gstCsvFileName(month, table)}"`);
    c.header("Cache-Control", "no-store");
    return c.body(csv);
  });
}
