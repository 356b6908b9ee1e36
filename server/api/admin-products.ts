import { Hono, type Context } from "hono";
import { bodyLimit } from "./body-limit";
import {
  productIdParamsSchema,
  productInputSchema,
  productStockInputSchema,
  toProductFields,
} from "../../domain/product-schemas";
import { catalogueFilter, productListQuerySchema, toProductJson } from "../../domain/product-json";
import type { AdminEnv } from "../auth/guard";
import type { Catalogue } from "../modules/products/catalogue.service";
import { apiError } from "./errors";
import { valid } from "./validate";

/** A product with fifty long specifications is a few kilobytes; anything far larger is not one. */
export const MAX_PRODUCT_BODY_BYTES = 64 * 1024;

/** The spec's product form messages are shown as they are, without the field's name. */
const productInput = valid("json", productInputSchema, { bare: true });
const productId = valid("param", productIdParamsSchema);

/**
 * `/api/admin/products`: the admin's reads and changes of the catalogue. Every change goes through
 * `Catalogue`, which announces it, so open storefront pages update without a reload.
 */
export function adminProductsApi(catalogue: Catalogue) {
  const notFound = (c: Context, id: number) =>
    apiError(c, 404, "not_found", `Product ${id} not found; it may have been deleted`);

  return new Hono<AdminEnv>()
    .use(
      bodyLimit(MAX_PRODUCT_BODY_BYTES, (c) =>
        apiError(c, 413, "payload_too_large", "The product is too large: at most 64 KB"),
      ),
    )
    .get("/", valid("query", productListQuerySchema), async (c) => {
      const products = await catalogue.list(catalogueFilter(c.req.valid("query")));
      return c.json({ products: products.map(toProductJson), count: products.length });
    })
    .get("/:id", productId, async (c) => {
      const { id } = c.req.valid("param");
      const product = await catalogue.get(id);
      return product ? c.json(toProductJson(product)) : notFound(c, id);
    })
    .post("/", productInput, async (c) => {
      const product = await catalogue.addProduct(toProductFields(c.req.valid("json")));
      return c.json(toProductJson(product), 201);
    })
    .put("/:id", productId, productInput, async (c) => {
      const { id } = c.req.valid("param");
      const product = await catalogue.updateProduct(id, toProductFields(c.req.valid("json")));
      return product ? c.json(toProductJson(product)) : notFound(c, id);
    })
    .patch("/:id", productId, valid("json", productStockInputSchema), async (c) => {
      const { id } = c.req.valid("param");
      const product = await catalogue.setInStock(id, c.req.valid("json").inStock);
      return product ? c.json(toProductJson(product)) : notFound(c, id);
    })
    .delete("/:id", productId, async (c) => {
      const { id } = c.req.valid("param");
      return (await catalogue.deleteProduct(id)) ? c.body(null, 204) : notFound(c, id);
    });
}
