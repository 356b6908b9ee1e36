import { Readable } from "node:stream";
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import {
  bulkOrderDeleteSchema,
  bulkOrderStatusSchema,
  clearAllOrdersSchema,
  orderCallSchema,
  orderNoteSchema,
  orderStatusChangeSchema,
  parseOrderListQuery,
} from "../../domain/order-desk";
import { orderExportFileName } from "../../domain/order-export";
import { reportRangeSchema } from "../../domain/order-reports";
import type { AdminEnv } from "../auth/guard";
import type { EventBus } from "../events/event-bus";
import type { OrderDesk } from "../modules/orders/order-desk.service";
import type { OrderExport } from "../modules/orders/order-export.service";
import type { OrderReports } from "../modules/orders/order-reports.service";
import { apiError, describeIssues } from "./errors";
import { streamTopic } from "./events";

/** The largest bulk action, 10,000 ids, is about 70 KB of JSON. */
export const MAX_ADMIN_ORDER_BODY_BYTES = 128 * 1024;
/** A dashboard reconnects this soon after losing the stream, e.g. while the server restarts. */
const RECONNECT_MS = 1_000;

export const orderIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

async function readBody<T>(c: Context, schema: z.ZodType<T>): Promise<Parsed<T>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return {
      ok: false,
      response: apiError(c, 400, "invalid_request", "The request body must be JSON"),
    };
  }
  const parsed = schema.safeParse(body);
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, response: apiError(c, 400, "invalid_request", describeIssues(parsed.error)) };
}

function readListQuery(c: Context) {
  return parseOrderListQuery(new URL(c.req.url).searchParams);
}

function readId(c: Context): Parsed<number> {
  const id = orderIdSchema.safeParse(c.req.param("id"));
  return id.success
    ? { ok: true, data: id.data }
    : { ok: false, response: apiError(c, 400, "invalid_request", "The order id is a number") };
}

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
      bodyLimit({
        maxSize: MAX_ADMIN_ORDER_BODY_BYTES,
        onError: (c) =>
          apiError(c, 413, "payload_too_large", "The request is too large: at most 128 KB"),
      }),
    )
    .get("/", async (c) => {
      const query = readListQuery(c);
      if (!query.success) return apiError(c, 400, "invalid_request", describeIssues(query.error));
      return c.json(await orderDesk.list(query.data));
    })
    .get("/ids", async (c) => {
      const query = readListQuery(c);
      if (!query.success) return apiError(c, 400, "invalid_request", describeIssues(query.error));
      return c.json({ ids: await orderDesk.listIds(query.data) });
    })
    .get("/summary", async (c) => c.json(await orderDesk.summary()))
    .get("/export.csv", (c) => {
      const query = readListQuery(c);
      if (!query.success) return apiError(c, 400, "invalid_request", describeIssues(query.error));
      const now = new Date();
      c.header("Content-Type", "text/csv; charset=utf-8");
      c.header("Content-Disposition", `attachment; filename="${orderExportFileName(now)}"`);
      c.header("Cache-Control", "no-store");
      return c.body(Readable.toWeb(orderExport.csv(query.data, now)) as ReadableStream);
    })
    .get("/report", async (c) => {
      const range = reportRangeSchema.safeParse(c.req.query());
      if (!range.success) return apiError(c, 400, "invalid_request", describeIssues(range.error));
      return c.json(await orderReports.report(range.data));
    })
    .get("/events", (c) =>
      streamTopic(c, events, "orders", { reconnectMs: RECONNECT_MS, data: (event) => event }),
    )
    .post("/bulk-status", async (c) => {
      const body = await readBody(c, bulkOrderStatusSchema);
      if (!body.ok) return body.response;
      return c.json(await orderDesk.bulkSetStatus(body.data.ids, body.data.status, c.get("admin")));
    })
    .post("/bulk-delete", async (c) => {
      const body = await readBody(c, bulkOrderDeleteSchema);
      if (!body.ok) return body.response;
      return c.json(await orderDesk.bulkDelete(body.data.ids));
    })
    .post("/clear-all", async (c) => {
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        body = undefined;
      }
      const confirmation = clearAllOrdersSchema.safeParse(body);
      if (!confirmation.success) {
        return apiError(
          c,
          400,
          "confirmation_required",
          confirmation.error.issues[0]?.message ?? "Type the confirmation phrase",
        );
      }
      return c.json({ deleted: await orderDesk.clearAll() });
    })
    .get("/:id", async (c) => {
      const id = readId(c);
      if (!id.ok) return id.response;
      const details = await orderDesk.details(id.data);
      return details ? c.json(details) : orderNotFound(c, id.data);
    })
    .patch("/:id/status", async (c) => {
      const id = readId(c);
      if (!id.ok) return id.response;
      const body = await readBody(c, orderStatusChangeSchema);
      if (!body.ok) return body.response;
      const row = await orderDesk.setStatus(id.data, body.data.status, c.get("admin"));
      return row ? c.json(row) : orderNotFound(c, id.data);
    })
    .delete("/:id", async (c) => {
      const id = readId(c);
      if (!id.ok) return id.response;
      return (await orderDesk.delete(id.data)) ? c.body(null, 204) : orderNotFound(c, id.data);
    })
    .post("/:id/notes", async (c) => {
      const id = readId(c);
      if (!id.ok) return id.response;
      const body = await readBody(c, orderNoteSchema);
      if (!body.ok) return body.response;
      const entry = await orderDesk.addNote(id.data, body.data.text, c.get("admin"));
      return entry ? c.json(entry, 201) : orderNotFound(c, id.data);
    })
    .post("/:id/calls", async (c) => {
      const id = readId(c);
      if (!id.ok) return id.response;
      const body = await readBody(c, orderCallSchema);
      if (!body.ok) return body.response;
      const entry = await orderDesk.logCall(id.data, body.data.outcome, c.get("admin"));
      return entry ? c.json(entry, 201) : orderNotFound(c, id.data);
    });
}
