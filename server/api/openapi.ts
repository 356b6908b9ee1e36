import { z } from "zod";
import { apiErrorSchema } from "../../domain/api-error";
import {
  productIdSchema,
  productJsonSchema,
  productListJsonSchema,
  productListQuerySchema,
} from "../../domain/product-schemas";
import { orderJsonSchema, placeOrderRequestSchema } from "../../domain/order-schemas";

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
}

const invalid = { description: "Invalid request", schema: apiErrorSchema };
const notFound = { description: "Not found", schema: apiErrorSchema };
const refused = (description: string) => ({ description, schema: apiErrorSchema });

const endpoints: Endpoint[] = [
  {
    method: "get",
    path: "/api/products",
    summary: "The catalogue, newest first; optionally searched and filtered",
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
      201: { description: "The order, placed with status pending", schema: orderJsonSchema },
      200: { description: "The order this idempotencyKey placed before", schema: orderJsonSchema },
      400: invalid,
      409: refused("A product is unknown, out of stock or over its maximum quantity"),
      413: refused("The body is over 32 KB"),
      429: refused("Too many orders from this client address; see Retry-After"),
    },
  },
  {
    method: "get",
    path: "/api/events/catalogue",
    summary:
      "Server-sent events: a `catalogue` event with { changedAt } after each catalogue change",
    responses: { 200: { description: "text/event-stream" } },
  },
];

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
        Object.entries(endpoint.responses).map(([status, { description, schema }]) => [
          status,
          schema
            ? {
                description,
                content: { "application/json": { schema: schemaFor(schema, "output") } },
              }
            : { description },
        ]),
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
      description: "Money is in rupees; errors answer { error: { code, message } }.",
    },
    paths,
    components: { schemas },
  };
}
