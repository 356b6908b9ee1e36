import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import {
  firstIssue,
  productIdSchema,
  productInputSchema,
  productListQuerySchema,
  productStockInputSchema,
  toProductFields,
  toProductJson,
} from "../../domain/product-schemas";
import type { AdminEnv } from "../auth/guard";
import type { Catalog } from "../modules/products/catalog.service";
import { apiError, describeIssues } from "./errors";

/** A product with fifty long specifications is a few kilobytes; anything far larger is not one. */
export const MAX_PRODUCT_BODY_BYTES = 64 * 1024;

async function readJson(c: Context): Promise<{ ok: true; body: unknown } | { ok: false }> {
  try {
    return { ok: true, body: await c.req.json() };
  } catch {
    return { ok: false };
  }
}

/**
 * `/api/admin/products`: the admin's reads and changes of the catalogue. Every change goes through
 * `Catalog`, which announces it, so open storefront pages update without a reload.
 */
export function adminProductsApi(catalog: Catalog) {
  const notJson = (c: Context) =>
    apiError(c, 400, "invalid_request", "The request body must be JSON");
  const notFound = (c: Context, id: number) =>
    apiError(c, 404, "not_found", `Product ${id} not found; it may have been deleted`);

  return new Hono<AdminEnv>()
    .use(
      bodyLimit({
        maxSize: MAX_PRODUCT_BODY_BYTES,
        onError: (c) =>
          apiError(c, 413, "payload_too_large", "The product is too large: at most 64 KB"),
      }),
    )
    .get("/", async (c) => {
      const query = productListQuerySchema.safeParse(c.req.query());
      if (!query.success) return apiError(c, 400, "invalid_request", describeIssues(query.error));
      const products = await catalog.list(query.data);
      return c.json({ products: products.map(toProductJson), count: products.length });
    })
    .get("/:id", async (c) => {
      const id = productIdSchema.safeParse(c.req.param("id"));
      if (!id.success) return apiError(c, 400, "invalid_request", describeIssues(id.error));
      const product = await catalog.get(id.data);
      return product ? c.json(toProductJson(product)) : notFound(c, id.data);
    })
    .post("/", async (c) => {
      const read = await readJson(c);
      if (!read.ok) return notJson(c);
      const input = productInputSchema.safeParse(read.body);
      if (!input.success) {
        return apiError(c, 400, "invalid_request", firstIssue(input.error).message);
      }
      const product = await catalog.addProduct(toProductFields(input.data));
      return c.json(toProductJson(product), 201);
    })
    .put("/:id", async (c) => {
      const id = productIdSchema.safeParse(c.req.param("id"));
      if (!id.success) return apiError(c, 400, "invalid_request", describeIssues(id.error));
      const read = await readJson(c);
      if (!read.ok) return notJson(c);
      const input = productInputSchema.safeParse(read.body);
      if (!input.success) {
        return apiError(c, 400, "invalid_request", firstIssue(input.error).message);
      }
      const product = await catalog.updateProduct(id.data, toProductFields(input.data));
      return product ? c.json(toProductJson(product)) : notFound(c, id.data);
    })
    .patch("/:id", async (c) => {
      const id = productIdSchema.safeParse(c.req.param("id"));
      if (!id.success) return apiError(c, 400, "invalid_request", describeIssues(id.error));
      const read = await readJson(c);
      if (!read.ok) return notJson(c);
      const input = productStockInputSchema.safeParse(read.body);
      if (!input.success) return apiError(c, 400, "invalid_request", describeIssues(input.error));
      const product = await catalog.setInStock(id.data, input.data.inStock);
      return product ? c.json(toProductJson(product)) : notFound(c, id.data);
    })
    .delete("/:id", async (c) => {
      const id = productIdSchema.safeParse(c.req.param("id"));
      if (!id.success) return apiError(c, 400, "invalid_request", describeIssues(id.error));
      return (await catalog.deleteProduct(id.data)) ? c.body(null, 204) : notFound(c, id.data);
    });
}
