import { formatShopDateTime } from "../../domain/shop-time";
import { stringify } from "csv-stringify/sync";
import { Hono } from "hono";
import {
  APPLIANCE_LABELS,
  VISIT_SLOT_LABELS,
  VISIT_TYPE_LABELS,
} from "../../domain/repair-booking";
import {
  repairCsvHeader,
  repairCsvRow,
  repairExportFileName,
  repairListQuerySchema,
} from "../../domain/repair-desk";
import type { AdminEnv } from "../auth/guard";
import type { EventBus } from "../events/event-bus";
import type { RepairDesk } from "../modules/repairs/repair-desk.service";
import type { ImageStorage } from "../storage/image-storage";
import { CSV_OPTIONS } from "../modules/export/csv";
import { REPAIR_PHOTO_CACHE } from "../storage/object-store";
import { apiError } from "./errors";
import { streamTopic } from "./events";
import { valid } from "./validate";

/**
 * The repair queue's API (admin only, like all of /api/admin): the live stream the queue and the
 * details page follow, the CSV export of the filtered repairs and the customers' photos.
 */
export function adminRepairsApi(repairDesk: RepairDesk, storage: ImageStorage, events: EventBus) {
  return new Hono<AdminEnv>()
    .get("/events", (c) =>
      streamTopic(c, events, "repairs", { reconnectMs: 1_000, data: (event) => event }),
    )
    .get("/export.csv", valid("query", repairListQuerySchema), async (c) => {
      const now = new Date();
      const rows = await repairDesk.listAll(c.req.valid("query"), now);
      const labels = {
        appliance: (appliance: keyof typeof APPLIANCE_LABELS) => APPLIANCE_LABELS[appliance],
        slot: (slot: keyof typeof VISIT_SLOT_LABELS) => VISIT_SLOT_LABELS[slot],
        visitType: (type: keyof typeof VISIT_TYPE_LABELS) => VISIT_TYPE_LABELS[type],
        requested: (iso: string) => formatShopDateTime(iso, "en"),
      };
      const csv = stringify(
        [[...repairCsvHeader], ...rows.map((row) => repairCsvRow(row, labels))],
        CSV_OPTIONS,
      );
      c.header("Content-Type", "text/csv; charset=utf-8");
      c.header("Content-Disposition", `attachment; filename="${repairExportFileName(now)}"`);
      return c.body(csv);
    })
    .get("/photos/:name", async (c) => {
      const name = c.req.param("name");
      const photo = (await repairDesk.isRepairPhoto(name))
        ? await storage.findRepairPhoto(name)
        : undefined;
      if (!photo) return apiError(c, 404, "not_found", "No such repair photo");
      c.header("Content-Type", photo.contentType);
      c.header("Content-Length", String(photo.size));
      c.header("Cache-Control", REPAIR_PHOTO_CACHE);
      return c.body(photo.body);
    });
}
