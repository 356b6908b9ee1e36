import { Hono } from "hono";
import {
  productIdSchema,
  productListQuerySchema,
  toProductJson,
} from "../../domain/product-schemas";
import type { Catalog, EncodedBody } from "../modules/products/catalog.service";
import { apiError, describeIssues } from "./errors";

function acceptsGzip(header: string | undefined): boolean {
  return header !== undefined && /\bgzip\b/.test(header);
}

/** Sends a pre-encoded JSON body, honouring If-None-Match and gzip without per-request work. */
function sendEncoded(request: Request, body: EncodedBody): Response {
  const headers = new Headers({
    "Content-Type": "application/json; charset=UTF-8",
    ETag: body.etag,
    "Cache-Control": "no-cache",
    Vary: "Accept-Encoding",
  });
  if (request.headers.get("If-None-Match") === body.etag) {
    return new Response(null, { status: 304, headers });
  }
  if (acceptsGzip(request.headers.get("Accept-Encoding") ?? undefined)) {
    headers.set("Content-Encoding", "gzip");
    return new Response(body.gzip, { headers });
  }
  return new Response(body.json, { headers });
}

export function productsApi(catalog: Catalog) {
  return new Hono()
    .get("/", async (c) => {
      const query = productListQuerySchema.safeParse(c.req.query());
      if (!query.success) {
        return apiError(c, 400, "invalid_request", describeIssues(query.error));
      }
      const { q, category, inStock } = query.data;
      if (q === undefined && category === undefined && inStock === undefined) {
        return sendEncoded(c.req.raw, await catalog.fullListBody());
      }
      const products = await catalog.list(query.data);
      return c.json({ products: products.map(toProductJson), count: products.length });
    })
    .get("/:id", async (c) => {
      const id = productIdSchema.safeParse(c.req.param("id"));
      if (!id.success) return apiError(c, 400, "invalid_request", describeIssues(id.error));
      const product = await catalog.get(id.data);
      if (!product) return apiError(c, 404, "not_found", `Product ${id.data} not found`);
      return c.json(toProductJson(product));
    });
}
