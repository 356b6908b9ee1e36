import { gstCsvQuerySchema } from "../../domain/bills/gst-csv";
import { z } from "zod";
import {
  productJsonSchema,
  productListJsonSchema,
  productListQuerySchema,
} from "../../domain/product-json";
import {
  bulkOrderDeleteSchema,
  bulkOrderStatusSchema,
  clearAllOrdersSchema,
  orderCallSchema,
  orderListQuerySchema,
  orderNoteSchema,
  orderStatusChangeSchema,
} from "../../domain/order-desk-schemas";
import { reportRangeSchema } from "../../domain/order-reports";
import { repairListQuerySchema } from "../../domain/repair-desk";
import { productInputSchema, productStockInputSchema } from "../../domain/product-schemas";
import {
  done,
  invalid,
  notFound,
  orderId,
  productId,
  refused,
  type Endpoint,
} from "./openapi-endpoint";

/** The admin API (README 'Admin API'); answers documented by description, bodies by schema. */
export function adminEndpoints(): Endpoint[] {
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
      summary: "Counts per status, revenue (delivered or paid) and pending, in paise",
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
      summary:
        "Orders, revenue (delivered or paid) and pending per India day and channel, by status, best sellers, average order",
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
      summary:
        "Deletes many orders, keeping those with a bill; answers { deleted, missing, billed }",
      body: bulkOrderDeleteSchema,
      responses: { 200: done("BulkDeleteResult"), 400: invalid },
    }),
    admin({
      method: "post",
      path: "/api/admin/orders/clear-all",
      summary: "Deletes every order without a bill; needs the phrase DELETE ALL ORDERS",
      body: clearAllOrdersSchema,
      responses: { 200: done("{ deleted: number, keptBilled: number }"), 400: invalid },
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
      summary: "Deletes an order without a bill",
      pathParams: orderId,
      responses: {
        204: done("Deleted"),
        400: invalid,
        404: notFound,
        409: refused("conflict: the order has a bill; cancel its sale with a credit note"),
      },
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
