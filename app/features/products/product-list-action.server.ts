import { z } from "zod";
import { formatMobile } from "../../../domain/contact-links";
import { productIdSchema, productStockInputSchema } from "../../../domain/product-schemas";
import { stockAlertSchema } from "../../../domain/stock-alert-schema";
import { adminAction, intent, type AnswerOf } from "../admin/admin-action.server";
import { DELETE_CONFIRMED, PRODUCT_LIST_INTENTS } from "./product-intents";

const productGone = (id: number) => `Product ${id} not found; it may have been deleted`;

/** What every answer of the list names: the row it is about, and whether that row should ask. */
const row = (id: number, confirmDelete = false) => ({ id, confirmDelete });

/**
 * The row's product: the `id` every post of the list names. The answers name it back, so the
 * row it was about shows them (a post without script renders the whole page again).
 */
const rowSchema = z.object({ id: productIdSchema });

/**
 * The action behind /admin/products: the stock switch and delete of each row, and the waiting
 * list's 'Told · remove'. Each works as a plain form post too, so a phone with scripts off can
 * still take a sold-out product off the shop.
 */
const productListIntents = {
  [PRODUCT_LIST_INTENTS.stock]: intent({
    // An unticked box is left out of a form post, so its absence means out of stock.
    read: (body) => ({ id: body.id, inStock: body.inStock === "true" }),
    schema: rowSchema.extend(productStockInputSchema.shape),
    async run({ id, inStock }, { context }) {
      const changed = await context.catalogue.setInStock(id, inStock);
      if (!changed) return { ok: false, notify: productGone(id), result: row(id) };
      const now = changed.inStock ? "in stock" : "out of stock";
      return { ok: true, notify: `"${changed.name}" is now ${now}`, result: row(id) };
    },
  }),
  [PRODUCT_LIST_INTENTS.delete]: intent({
    read: (body) => ({ id: body.id, confirmed: body.confirmed === DELETE_CONFIRMED }),
    schema: rowSchema.extend({ confirmed: z.boolean() }),
    async run({ id, confirmed }, { context }) {
      const product = await context.catalogue.get(id);
      if (!product)
        return { ok: true, notify: `Product ${id} was already deleted`, result: row(id) };
      // A delete posted without JavaScript, so without the dialog: the row asks the question.
      if (!confirmed) return { ok: false, result: row(id, true) };
      await context.catalogue.deleteProduct(id);
      return { ok: true, notify: `"${product.name}" deleted`, result: row(id) };
    },
  }),
  [PRODUCT_LIST_INTENTS.stockAlertDone]: intent({
    read: (body) => ({ id: body.id, mobile: String(body.mobile ?? "") }),
    schema: rowSchema.extend(stockAlertSchema.shape),
    async run({ id, mobile }, { context }) {
      await context.stockAlerts.remove(id, mobile);
      // Removing one already removed (a second tap, another admin) ends the same way.
      return {
        ok: true,
        notify: `${formatMobile(mobile)} removed from the waiting list`,
        result: row(id),
      };
    },
  }),
};

export const productListAction = adminAction(productListIntents);
export type ProductListAnswer = AnswerOf<typeof productListIntents>;
