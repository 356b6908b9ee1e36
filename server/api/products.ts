import { Hono } from "hono";
import { productIdParamsSchema } from "../../domain/product-schemas";
import { catalogueFilter, productListQuerySchema } from "../../domain/product-json";
import type { Catalogue, EncodedBody } from "../modules/products/catalogue.service";
import { apiError } from "./errors";
import { valid } from "./validate";

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

export function productsApi(catalogue: Catalogue) {
  return new Hono()
    .get("/", valid("query", productListQuerySchema), async (c) => {
      const query = c.req.valid("query");
      if (Object.values(query).every((value) => value === undefined)) {
        return sendEncoded(c.req.raw, await catalogue.fullListBody());
      }
      const products = await catalogue.listJson(catalogueFilter(query));
      return c.json({ products, count: products.length });
    })
    .get("/:id", valid("param", productIdParamsSchema), async (c) => {
      const { id } = c.req.valid("param");
      const product = await catalogue.productJson(id);
      if (!product) return apiError(c, 404, "not_found", `Product ${id} not found`);
      return c.json(product);
    });
}
