import { Readable } from "node:stream";
import { Hono } from "hono";
import { repairExportFileName, repairListQuerySchema } from "../../domain/repair-desk";
import type { AdminEnv } from "../auth/guard";
import type { EventBus } from "../events/event-bus";
import type { RepairDesk } from "../modules/repairs/repair-desk.service";
import type { RepairExport } from "../modules/repairs/repair-export.service";
import type { ImageStorage } from "../storage/image-storage";
import { REPAIR_PHOTO_CACHE } from "../storage/object-store";
import { apiError } from "./errors";
import { streamTopic } from "./events";
import { valid } from "./validate";

/**
 * The repair queue's API (admin only, like all of /api/admin): the live stream the queue and the
 * details page follow, the CSV export of the filtered repairs and the customers' photos.
 */
export function adminRepairsApi(
  repairDesk: RepairDesk,
  repairExport: RepairExport,
  storage: ImageStorage,
  events: EventBus,
) {
  return new Hono<AdminEnv>()
    .get("/events", (c) =>
      streamTopic(c, events, "repairs", { reconnectMs: 1_000, data: (event) => event }),
    )
    .get("/export.csv", valid("query", repairListQuerySchema), (c) => {
      const now = new Date();
      c.header("Content-Type", "text/csv; charset=utf-8");
      c.header("Content-Disposition", `attachment; filename="${repairExportFileName(now)}"`);
      c.header("Cache-Control", "no-store");
      return c.body(Readable.toWeb(repairExport.csv(c.req.valid("query"), now)) as ReadableStream);
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
