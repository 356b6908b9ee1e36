import { gstCsvQuerySchema } from "../../domain/bills/gst-summary";
import { z } from "zod";
import { apiErrorSchema } from "../../domain/api-error";
import {
  productIdSchema,
  productJsonSchema,
  productListJsonSchema,
  productListQuerySchema,
} from "../../domain/product-schemas";
import {
  bulkOrderDeleteSchema,
  bulkOrderStatusSchema,
  clearAllOrdersSchema,
  orderCallSchema,
  orderListQuerySchema,
  orderNoteSchema,
  orderStatusChangeSchema,
} from "../../domain/order-desk";
import { reportRangeSchema } from "../../domain/order-reports";
import { placedOrderJsonSchema, placeOrderRequestSchema } from "../../domain/order-schemas";
import {
  trackedOrderJsonSchema,
  trackingLookupSchema,
  trackingStatusesSchema,
} from "../../domain/order-tracking-schemas";
import { repairListQuerySchema } from "../../domain/repair-desk";
import { productInputSchema, productStockInputSchema } from "../../domain/product-schemas";
import { SESSION_COOKIE } from "../auth/guard";
import { orderIdSchema } from "./admin-orders";

/**
 * The API's description, generated from the same zod schemas the endpoints validate with, so the
 * document cannot drift from the code. Each endpoint added to /api adds its line here.
 */
interface Endpoint {
  method: "get" | "post" | "put" | "patch" | "delete";
  path: string;
  summary: string;
  pathParams?: Record<string, z.ZodType>;
  query?: z.ZodObject;
  body?: z.ZodType;
  responses: Record<number, { description: string; schema?: z.ZodType }>;
  /** Needs a signed-in admin's session cookie (401 without, 403 for writes from another site). */
  admin?: true;
}

const invalid = { description: "Invalid request", schema: apiErrorSchema };
const notFound = { description: "Not found", schema: apiErrorSchema };
const refused = (description: string) => ({ description, schema: apiErrorSchema });
const done = (description: string) => ({ description });
/** Every endpoint with a JSON body refuses other content types (server/api/validate.ts). */
const notJson = refused("unsupported_media_type: the body is not sent as application/json");
const orderId = { id: orderIdSchema };
const productId = { id: productIdSchema };

const endpoints: Endpoint[] = [
  {
    method: "get",
    path: "/api/products",
    summary:
      "The catalogue, newest first; optionally searched (best matches first), filtered by appliance kind, brand, category or stock, and sorted",
    query: productListQuerySchema,
    responses: {
      200: { description: "Matching products", schema: productListJsonSchema },
      304: { description: "Unchanged since the ETag sent in If-None-Match" },
      400: invalid,
    },
  },
  {
    method: "get",
    path: "/api/products/{id}",
    summary: "One product",
    pathParams: { id: productIdSchema },
    responses: {
      200: { description: "The product", schema: productJsonSchema },
      400: invalid,
      404: notFound,
    },
  },
  {
    method: "post",
    path: "/api/orders",
    summary:
      "Places an order priced from the catalogue (prices sent by the client are ignored); " +
      "answered once it is committed. Retrying with the same idempotencyKey returns the same order.",
    body: placeOrderRequestSchema,
    responses: {
      201: {
        description: "The order, placed with status pending, and its private link's token",
        schema: placedOrderJsonSchema,
      },
      200: {
        description: "The order this idempotencyKey placed before",
        schema: placedOrderJsonSchema,
      },
      400: invalid,
      409: refused("A product is unknown, out of stock or over its maximum quantity"),
      413: refused("The body is over 32 KB"),
      422: refused(
        "idempotency_key_reused: the idempotencyKey already placed an order with other details or items",
      ),
      429: refused("Too many orders from this client address; see Retry-After"),
      503: refused(
        "database_unavailable: the shop cannot reach its database; nothing was placed. Retry after Retry-After with the same idempotencyKey",
      ),
    },
  },
  ...trackingEndpoints(),
  {
    method: "get",
    path: "/api/events/catalogue",
    summary:
      "Server-sent events: a `catalogue` event with { changedAt } after each catalogue change, " +
      "a `settings` event with { version } after the shop's settings change",
    responses: { 200: { description: "text/event-stream" } },
  },
  {
    method: "get",
    path: "/api/repairs/track/{token}/events",
    summary:
      "Server-sent events: a `repairs` event { kind: 'updated' } whenever the repair behind this private tracking link changes",
    pathParams: {
      token: z.string().meta({ description: "The private link's token (43 characters)" }),
    },
    responses: { 200: { description: "text/event-stream" }, 404: notFound },
  },
  ...adminEndpoints(),
];

/**
 * Customers following their orders (issue 12) and, through the lookup, repairs (issue 13); a
 * private link's token stands for the order.
 */
function trackingEndpoints(): Endpoint[] {
  const token = { token: z.string().meta({ description: "The private link's token" }) };
  const unknown = refused("No such order (also for a malformed token)");
  return [
    {
      method: "post",
      path: "/api/tracking/lookup",
      summary:
        "Finds an order by its number (ORD…), or a repair by its ticket number (REP…), and the " +
        "customer's mobile; a wrong number and a wrong mobile get the same 404, whichever kind. " +
        "10 failures of either kind from one address in 15 minutes lock it out for 15.",
      body: trackingLookupSchema,
      responses: {
        200: {
          description:
            "An order: its private link's token (page /track/{trackingToken}). A repair: the " +
            "path of a fresh private link to it (/track/repair/{token})",
          schema: z.union([
            z.object({ trackingToken: z.string() }),
            z.object({ trackingPath: z.string() }),
          ]),
        },
        400: invalid,
        404: unknown,
        429: refused("Too many failed lookups from this address; try again in 15 minutes"),
      },
    },
    {
      method: "post",
      path: "/api/tracking/statuses",
      summary: "Number and status of each of a phone's orders, by token (null where unknown)",
      body: trackingStatusesSchema,
      responses: { 200: { description: "{ orders: ({ orderNumber, status } | null)[] }" } },
    },
    {
      method: "get",
      path: "/api/tracking/{token}",
      summary: "The customer's view of the order",
      pathParams: token,
      responses: {
        200: { description: "The order", schema: trackedOrderJsonSchema },
        404: unknown,
      },
    },
    {
      method: "post",
      path: "/api/tracking/{token}/cancel",
      summary: "The customer cancels the order; only while it is pending or confirmed",
      pathParams: token,
      responses: {
        200: { description: "The cancelled order", schema: trackedOrderJsonSchema },
        404: unknown,
        409: refused("The order is past confirmed (or already cancelled); call the shop"),
      },
    },
    {
      method: "get",
      path: "/api/tracking/{token}/events",
      summary:
        "Server-sent events of this order only: an `orders` event with { orderNumber, status } " +
        "after a status change, or { orderNumber, deleted: true }",
      pathParams: token,
      responses: { 200: { description: "text/event-stream" }, 404: unknown },
    },
  ];
}

/** The admin API (README 'Admin API'); answers documented by description, bodies by schema. */
function adminEndpoints(): Endpoint[] {
  const admin = (endpoint: Omit<Endpoint, "admin">): Endpoint => ({ ...endpoint, admin: true });
  return [
    admin({
      method: "get",
      path: "/api/admin/products",
      summary: "Every product, as the public list but for the admin",
      query: productListQuerySchema,
      responses: { 200: { description: "Products", schema: productListJsonSchema }, 400: invalid },
    }),
    admin({
      method: "post",
      path: "/api/admin/products",
      summary: "Adds a product",
      body: productInputSchema,
      responses: { 201: { description: "The product", schema: productJsonSchema }, 400: invalid },
    }),
    ...(["get", "put", "patch", "delete"] as const).map((method) =>
      admin({
        method,
        path: "/api/admin/products/{id}",
        summary: {
          get: "One product",
          put: "Replaces a product's fields",
          patch: "Puts a product in or out of stock",
          delete: "Deletes a product; orders keep their copy of it",
        }[method],
        pathParams: productId,
        ...(method === "put" ? { body: productInputSchema } : {}),
        ...(method === "patch" ? { body: productStockInputSchema } : {}),
        responses: {
          ...(method === "delete"
            ? { 204: done("Deleted") }
            : { 200: { description: "The product", schema: productJsonSchema } }),
          400: invalid,
          404: notFound,
        },
      }),
    ),
    admin({
      method: "post",
      path: "/api/admin/uploads",
      summary:
        "Product photos as multipart/form-data in the field `file`: JPEG, PNG, GIF or WebP by " +
        "content, at most 10 files of 10,000,000 bytes; answers { images: [{ name, url }] }",
      responses: {
        201: done("The stored images"),
        400: invalid,
        413: refused("A file is too large"),
      },
    }),
    admin({
      method: "get",
      path: "/api/admin/orders",
      summary: "One page of orders matching the filters, with the matching and total counts",
      query: orderListQuerySchema,
      responses: { 200: done("OrderListPage (domain/order-desk.ts)"), 400: invalid },
    }),
    admin({
      method: "get",
      path: "/api/admin/orders/ids",
      summary: "The ids of every order matching the filters (at most 10,000)",
      query: orderListQuerySchema,
      responses: { 200: done("{ ids: number[] }"), 400: invalid },
    }),
    admin({
      method: "get",
      path: "/api/admin/orders/summary",
      summary: "Counts per status and revenue (totals of orders not cancelled), in paise",
      responses: { 200: done("OrderSummary (domain/order-desk.ts)") },
    }),
    admin({
      method: "get",
      path: "/api/admin/orders/export.csv",
      summary: "Every order matching the filters as CSV (UTF-8 with BOM), orders_{YYYY-MM-DD}.csv",
      query: orderListQuerySchema,
      responses: { 200: done("text/csv"), 400: invalid },
    }),
    admin({
      method: "get",
      path: "/api/admin/gst/summary.csv",
      summary:
        "A month's GST summary as CSV in GSTR-1's columns: table b2cs (Table 7) or hsn (Table 12)",
      query: gstCsvQuerySchema,
      responses: { 200: done("text/csv"), 400: invalid },
    }),
    admin({
      method: "get",
      path: "/api/admin/orders/report",
      summary: "Orders and revenue per India day, by status, best sellers, average order",
      query: reportRangeSchema,
      responses: { 200: done("OrderReport (domain/order-reports.ts)"), 400: invalid },
    }),
    admin({
      method: "get",
      path: "/api/admin/orders/events",
      summary: "Server-sent events: an `orders` event for every order placed, changed or deleted",
      responses: { 200: done("text/event-stream") },
    }),
    admin({
      method: "post",
      path: "/api/admin/orders/bulk-status",
      summary: "Sets one status on many orders; answers { updated, missing }",
      body: bulkOrderStatusSchema,
      responses: { 200: done("BulkStatusResult"), 400: invalid },
    }),
    admin({
      method: "post",
      path: "/api/admin/orders/bulk-delete",
      summary: "Deletes many orders; answers { deleted, missing }",
      body: bulkOrderDeleteSchema,
      responses: { 200: done("BulkDeleteResult"), 400: invalid },
    }),
    admin({
      method: "post",
      path: "/api/admin/orders/clear-all",
      summary: "Deletes every order; needs the phrase DELETE ALL ORDERS",
      body: clearAllOrdersSchema,
      responses: { 200: done("{ deleted: number }"), 400: invalid },
    }),
    admin({
      method: "get",
      path: "/api/admin/orders/{id}",
      summary: "One order with its items and timeline",
      pathParams: orderId,
      responses: { 200: done("OrderDetails (domain/order-desk.ts)"), 400: invalid, 404: notFound },
    }),
    admin({
      method: "patch",
      path: "/api/admin/orders/{id}/status",
      summary: "Sets an order's status (any status to any status)",
      pathParams: orderId,
      body: orderStatusChangeSchema,
      responses: { 200: done("OrderListRow"), 400: invalid, 404: notFound },
    }),
    admin({
      method: "delete",
      path: "/api/admin/orders/{id}",
      summary: "Deletes an order",
      pathParams: orderId,
      responses: { 204: done("Deleted"), 400: invalid, 404: notFound },
    }),
    admin({
      method: "post",
      path: "/api/admin/orders/{id}/notes",
      summary: "Adds an internal note to the order's timeline",
      pathParams: orderId,
      body: orderNoteSchema,
      responses: { 201: done("TimelineEntry"), 400: invalid, 404: notFound },
    }),
    admin({
      method: "post",
      path: "/api/admin/orders/{id}/calls",
      summary: "Logs a call-back attempt and its outcome on the order's timeline",
      pathParams: orderId,
      body: orderCallSchema,
      responses: { 201: done("TimelineEntry"), 400: invalid, 404: notFound },
    }),
    admin({
      method: "get",
      path: "/api/admin/repairs/events",
      summary:
        "Server-sent events: a `repairs` event for every repair booked ({ kind: 'created', repairId, ticketNumber }) or changed ({ kind: 'updated', repairId })",
      responses: { 200: done("text/event-stream") },
    }),
    admin({
      method: "get",
      path: "/api/admin/repairs/export.csv",
      summary:
        "Every repair matching the queue's filters as CSV (UTF-8 with BOM), repairs_{YYYY-MM-DD}.csv",
      query: repairListQuerySchema,
      responses: { 200: done("text/csv"), 400: invalid },
    }),
    admin({
      method: "get",
      path: "/api/admin/repairs/photos/{name}",
      summary: "A customer's photo of a repair (WebP, re-encoded without metadata)",
      pathParams: { name: z.string() },
      responses: { 200: done("image/webp"), 404: notFound },
    }),
  ];
}

const jsonSchemaOptions = {
  target: "openapi-3.0",
  unrepresentable: "any",
  uri: (id: string) => `#/components/schemas/${id}`,
} as const;

function schemaFor(schema: z.ZodType, io: "input" | "output") {
  const id = z.globalRegistry.get(schema)?.id;
  if (id) return { $ref: `#/components/schemas/${id}` };
  return z.toJSONSchema(schema, { ...jsonSchemaOptions, io });
}

function parameters(endpoint: Endpoint) {
  const inPath = Object.entries(endpoint.pathParams ?? {}).map(([name, schema]) => ({
    name,
    in: "path",
    required: true,
    schema: schemaFor(schema, "input"),
  }));
  const inQuery = Object.entries(endpoint.query?.shape ?? {}).map(([name, schema]) => ({
    name,
    in: "query",
    required: !(schema as z.ZodType).safeParse(undefined).success,
    schema: schemaFor(schema as z.ZodType, "input"),
  }));
  return [...inPath, ...inQuery];
}

export function buildOpenApiDocument(shopName: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of endpoints) {
    paths[endpoint.path] ??= {};
    paths[endpoint.path]![endpoint.method] = {
      summary: endpoint.summary,
      ...(endpoint.admin ? { security: [{ adminSession: [] }] } : {}),
      parameters: parameters(endpoint),
      ...(endpoint.body
        ? {
            requestBody: {
              required: true,
              content: { "application/json": { schema: schemaFor(endpoint.body, "input") } },
            },
          }
        : {}),
      responses: Object.fromEntries(
        Object.entries({ ...endpoint.responses, ...(endpoint.body ? { 415: notJson } : {}) }).map(
          ([status, { description, schema }]) => [
            status,
            schema
              ? {
                  description,
                  content: { "application/json": { schema: schemaFor(schema, "output") } },
                }
              : { description },
          ],
        ),
      ),
    };
  }
  const { schemas } = z.toJSONSchema(z.globalRegistry, { ...jsonSchemaOptions, io: "output" });
  // A request body is described as the client sends it, before transforms such as trimming.
  const { schemas: inputSchemas } = z.toJSONSchema(z.globalRegistry, {
    ...jsonSchemaOptions,
    io: "input",
  });
  for (const { body } of endpoints) {
    const id = body && z.globalRegistry.get(body)?.id;
    if (id) schemas[id] = inputSchemas[id]!;
  }
  return {
    openapi: "3.0.3",
    info: {
      title: `${shopName} API`,
      version: "1",
      description:
        "Money is in rupees, except the admin order figures, which are whole paise in fields " +
        "named …Paise; errors answer { error: { code, message } }.",
    },
    paths,
    components: {
      schemas,
      securitySchemes: {
        adminSession: { type: "apiKey", in: "cookie", name: SESSION_COOKIE },
      },
    },
  };
}
