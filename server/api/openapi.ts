import { z } from "zod";
import { productIdSchema } from "../../domain/product-schemas";
import {
  storefrontProductJsonSchema,
  storefrontProductListJsonSchema,
  productListQuerySchema,
} from "../../domain/product-json";
import { placedOrderJsonSchema, placeOrderRequestSchema } from "../../domain/order-schemas";
import {
  trackedOrderJsonSchema,
  trackingLookupSchema,
  trackingStatusesSchema,
} from "../../domain/order-tracking-schemas";
import { SESSION_COOKIE } from "../auth/guard";
import { adminEndpoints } from "./openapi-admin";
import { invalid, notFound, notJson, refused, type Endpoint } from "./openapi-endpoint";

/**
 * The API's description, generated from the same zod schemas the endpoints validate with, so the
 * document cannot drift from the code. Each endpoint added to /api adds its line here.
 */
const endpoints: Endpoint[] = [
  {
    method: "get",
    path: "/api/products",
    summary:
      "The catalogue, newest first; optionally searched (best matches first), filtered by appliance kind, brand, category or stock, and sorted",
    query: productListQuerySchema,
    responses: {
      200: { description: "Matching products", schema: storefrontProductListJsonSchema },
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
      200: { description: "The product", schema: storefrontProductJsonSchema },
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
      summary:
        "A phone's orders and repairs by token: number, status, date, items (in the locale's names) and total; null where unknown",
      body: trackingStatusesSchema,
      responses: {
        200: {
          description:
            "{ orders: ({ orderNumber, status, createdAt, items: { name, quantity }[], totalPaise } | null)[], repairs: ({ ticketNumber, status, createdAt, appliance, brand, estimatePaise } | null)[] }",
        },
      },
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
