import type { Readable } from "node:stream";
import type { Kysely } from "kysely";
import {
  APPLIANCE_LABELS,
  VISIT_SLOT_LABELS,
  VISIT_TYPE_LABELS,
} from "../../../domain/repair-booking";
import { repairCsvHeader, repairCsvRow, type RepairListQuery } from "../../../domain/repair-desk";
import { formatShopDateTime } from "../../../domain/shop-time";
import type { Database } from "../../db/schema";
import { keysetCsv } from "../export/keyset-csv";
import { findRepairPage, type RepairKey } from "./repair-queue.repository";
import { listRowOf, listSort, repairFilters } from "./repair-queue.service";

/** The admin's labels in the export: the columns speak English, like the admin pages. */
const labels = {
  appliance: (appliance: keyof typeof APPLIANCE_LABELS) => APPLIANCE_LABELS[appliance],
  slot: (slot: keyof typeof VISIT_SLOT_LABELS) => VISIT_SLOT_LABELS[slot],
  visitType: (type: keyof typeof VISIT_TYPE_LABELS) => VISIT_TYPE_LABELS[type],
  requested: (iso: string) => formatShopDateTime(iso, "en"),
};

/** The repair queue's CSV download, through the same keyset export as the orders'. Reads only. */
export class RepairExport {
  constructor(private readonly db: Kysely<Database>) {}

  /** Every repair matching the queue's filters, in the queue's order, as CSV. */
  csv(query: RepairListQuery, now: Date = new Date()): Readable {
    const filters = repairFilters(query, now);
    const sort = listSort(query);
    return keysetCsv({
      what: "repair",
      columns: repairCsvHeader,
      batch: (after: RepairKey | undefined, limit) =>
        findRepairPage(this.db, filters, sort, after, limit),
      afterOf: (repair) => repair.key,
      cells: (repair) => repairCsvRow(listRowOf(repair), labels),
    });
  }
}
