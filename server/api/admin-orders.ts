import { Readable } from "node:stream";
import { Hono, type Context } from "hono";
import { bodyLimit } from "./body-limit";
import { z } from "zod";
import {
  bulkOrderDeleteSchema,
  bulkOrderStatusSchema,
  clearAllOrdersSchema,
  orderCallSchema,
  orderListQuerySchema,
  orderNoteSchema,
  orderStatusChangeSchema,
} from "../../domain/order-desk-schemas";
import { dashboardMessages } from "../../domain/dashboard-messages";
import { orderExportFileName } from "../../domain/order-export";
import { reportRangeSchema } from "../../domain/order-reports";
import { MAX_RECORD_ID } from "../../domain/storable";
import type { AdminEnv } from "../auth/guard";
import type { EventBus } from "../events/event-bus";
import type { OrderDesk } from "../modules/orders/order-desk.service";
import type { OrderExport } from "../modules/orders/order-export.service";
import type { OrderReports } from "../modules/orders/order-reports.service";
import { apiError } from "./errors";
import { streamTopic } from "./events";
import { valid } from "./validate";

/** The largest bulk action, 10,000 ids, is about 70 KB of JSON. */
export const MAX_ADMIN_ORDER_BODY_BYTES = 128 * 1024;
/** A dashboard reconnects this soon after losing the stream, e.g. while the server restarts. */
const RECONNECT_MS = 1_000;

const orderIdMessage = `The order id is a whole number from 1 to ${MAX_RECORD_ID}`;
export const orderIdSchema = z.coerce
  .number({ error: orderIdMessage })
  .int({ error: orderIdMessage })
  .min(1, { error: orderIdMessage })
  .max(MAX_RECORD_ID, { error: orderIdMessage });
const orderId = valid("param", z.object({ id: orderIdSchema }));
const listQuery = valid("query", orderListQuerySchema);

function orderNotFound(c: Context, id: number): Response {
  return apiError(c, 404, "not_found", `Order ${id} not found; it may have been deleted`);
}

/**
 * `/api/admin/orders`: the order dashboard's reads and changes. The guard in front of it has
 * already checked the session (401) and the origin of changes (403).
 */
export function adminOrdersApi(
  {
    orderDesk,
    orderReports,
    orderExport,
  }: { orderDesk: OrderDesk; orderReports: OrderReports; orderExport: OrderExport },
  events: EventBus,
) {
  return new Hono<AdminEnv>()
    .use(
      bodyLimit(MAX_ADMIN_ORDER_BODY_BYTES, (c) =>
        apiError(c, 413, "payload_too_large", "The request is too large: at most 128 KB"),
      ),
    )
    .get("/", listQuery, async (c) => c.json(await orderDesk.list(c.req.valid("query"))))
    .get("/ids", listQuery, async (c) =>
      c.json({ ids: await orderDesk.listIds(c.req.valid("query")) }),
    )
    .get("/summary", async (c) => c.json(await orderDesk.summary()))
    .get("/export.csv", listQuery, (c) => {
      const now = new Date();
      c.header("Content-Type", "text/csv; charset=utf-8");
      c.header("Content-Disposition", `attachment; filename="${orderExportFileName(now)}"`);
      c.header("Cache-Control", "no-store");
      return c.body(Readable.toWeb(orderExport.csv(c.req.valid("query"), now)) as ReadableStream);
    })
    .get("/report", valid("query", reportRangeSchema), async (c) =>
      c.json(await orderReports.report(c.req.valid("query"))),
    )
    .get("/events", (c) =>
      streamTopic(c, events, "orders", { reconnectMs: RECONNECT_MS, data: (event) => event }),
    )
    .post("/bulk-status", valid("json", bulkOrderStatusSchema), async (c) => {
      const { ids, status } = c.req.valid("json");
      return c.json(await orderDesk.bulkSetStatus(ids, status, c.get("admin")));
    })
    .post("/bulk-delete", valid("json", bulkOrderDeleteSchema), async (c) =>
      c.json(await orderDesk.bulkDelete(c.req.valid("json").ids)),
    )
    .post(
      "/clear-all",
      valid("json", clearAllOrdersSchema, { code: "confirmation_required", bare: true }),
      async (c) => c.json(await orderDesk.clearAll()),
    )
    .get("/:id", orderId, async (c) => {
      const { id } = c.req.valid("param");
      const details = await orderDesk.details(id);
      return details ? c.json(details) : orderNotFound(c, id);
    })
    .patch("/:id/status", orderId, valid("json", orderStatusChangeSchema), async (c) => {
      const { id } = c.req.valid("param");
      const row = await orderDesk.setStatus(id, c.req.valid("json").status, c.get("admin"));
      return row ? c.json(row) : orderNotFound(c, id);
    })
    .delete("/:id", orderId, async (c) => {
      const { id } = c.req.valid("param");
      const answer = await orderDesk.delete(id);
      if (answer === "deleted") return c.body(null, 204);
      if (answer === "missing") return orderNotFound(c, id);
      return apiError(c, 409, "conflict", dashboardMessages.orderBilled(answer));
    })
    .post("/:id/notes", orderId, valid("json", orderNoteSchema), async (c) => {
      const { id } = c.req.valid("param");
      const entry = await orderDesk.addNote(id, c.req.valid("json").text, c.get("admin"));
      return entry ? c.json(entry, 201) : orderNotFound(c, id);
    })
    .post("/:id/calls", orderId, valid("json", orderCallSchema), async (c) => {
      const { id } = c.req.valid("param");
      const entry = await orderDesk.logCall(id, c.req.valid("json").outcome, c.get("admin"));
      return entry ? c.json(entry, 201) : orderNotFound(c, id);
    });
}
