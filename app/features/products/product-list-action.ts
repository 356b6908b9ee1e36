import { data, type AppLoadContext } from "react-router";
import { productIdSchema, productStockInputSchema } from "../../../domain/product-schemas";
import { formatMobile } from "../../../domain/contact-links";
import { stockAlertSchema } from "../../../domain/stock-alert-schema";
import { refuseSignedOut } from "../admin/require-admin";

/** The intents the products list posts; `confirmed` says the admin answered the delete question. */
export const PRODUCT_LIST_INTENTS = {
  stock: "stock",
  delete: "delete",
  /** A customer waiting for the product was told it is back (or no longer wants it). */
  stockAlertDone: "stock-alert-done",
} as const;
export const DELETE_CONFIRMED = "yes";

/** What the products list's action answers; the row the admin acted on shows it. */
export type ProductListAnswer =
  | { id: number; done: string }
  /** A delete posted without JavaScript, so without the dialog: the row asks the question itself. */
  | { id: number; confirmDelete: true }
  | { id: number | undefined; problem: string }
  | { signedOut: true }
  | { failed: string };

const refused = (id: number | undefined, problem: string, status: number) =>
  data({ id, problem }, { status });

/**
 * The action behind /admin/products: the stock switch and delete of each row. Both work as plain
 * form posts too, so a phone with scripts off can still take a sold-out product off the shop.
 */
export async function productListAction(request: Request, context: AppLoadContext) {
  const signedOut = refuseSignedOut(context);
  if (signedOut) return signedOut;
  const form = await request.formData();
  const id = productIdSchema.safeParse(form.get("id") ?? "");
  if (!id.success) return refused(undefined, id.error.issues[0]!.message, 400);
  const product = await context.catalogue.get(id.data);
  const intent = form.get("intent");

  if (intent === PRODUCT_LIST_INTENTS.stockAlertDone) {
    const mobile = stockAlertSchema.safeParse({ mobile: String(form.get("mobile") ?? "") });
    if (!mobile.success) return refused(id.data, mobile.error.issues[0]!.message, 400);
    await context.stockAlerts.remove(id.data, mobile.data.mobile);
    // Removing one already removed (a second tap, another admin) ends the same way.
    return {
      id: id.data,
      done: `${formatMobile(mobile.data.mobile)} removed from the waiting list`,
    };
  }

  if (intent === PRODUCT_LIST_INTENTS.delete) {
    if (!product) return { id: id.data, done: `Product ${id.data} was already deleted` };
    if (form.get("confirmed") !== DELETE_CONFIRMED) {
      return { id: id.data, confirmDelete: true } as const;
    }
    await context.catalogue.deleteProduct(id.data);
    return { id: id.data, done: `"${product.name}" deleted` };
  }
  if (intent === PRODUCT_LIST_INTENTS.stock) {
    // An unticked box is left out of a form post, so its absence means out of stock.
    const input = productStockInputSchema.parse({ inStock: form.get("inStock") === "true" });
    const changed = product && (await context.catalogue.setInStock(id.data, input.inStock));
    if (!changed) {
      return refused(id.data, `Product ${id.data} not found; it may have been deleted`, 404);
    }
    const now = changed.inStock ? "in stock" : "out of stock";
    return { id: id.data, done: `"${changed.name}" is now ${now}` };
  }
  return refused(id.data, `Unknown action '${String(intent)}'`, 400);
}
