import { z } from "zod";
import { checkProductForm, productFormFromFormData } from "../../../domain/product-form";
import { productIdSchema, toProductFields } from "../../../domain/product-schemas";
import { productTaxSchema } from "../../../domain/bills/product-tax";
import { adminAction, intent, type AnswerOf, type PostedBody } from "../admin/admin-action.server";
import { ADD_KEY_FIELD, PRODUCT_FORM_INTENTS } from "./product-intents";

/** The posted body as the form data the product form's reader takes (a repeated field as a list). */
function formDataOf(body: PostedBody): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    for (const text of Array.isArray(value) ? value : [value]) form.append(name, String(text));
  }
  return form;
}

const productGone = (id: number) => `Product ${id} not found; it may have been deleted`;

/** The add form's key (`ADD_KEY_FIELD`); a post without one (a script) adds every time it is sent. */
function addKeyOf(body: PostedBody): string | undefined {
  const key = body[ADD_KEY_FIELD];
  return typeof key === "string" && key !== "" && key.length <= 100 ? key : undefined;
}

/** The product's id from the edit page's URL; undefined on the add page or for a bad one. */
const productIdOf = (param: string | undefined) => productIdSchema.safeParse(param).data;

/**
 * Checks the posted form with the schema the form itself uses, so the first problem in the spec's
 * order comes back by its field's name and nothing is stored; then adds or updates the product,
 * which tells open storefront pages. The HSN and GST rate post with the form; a client that
 * leaves them out changes neither. An added product's stock count, when given, is its first count.
 * The add form's key (a fresh one from the page's loader each time it adds) makes a second post of
 * the same form answer the product the first added.
 */
const saveIntent = intent({
  // The fields as typed; checkProductForm checks what they make, in the spec's order.
  schema: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  async run(body, { context, params, admin }) {
    const form = formDataOf(body);
    const check = checkProductForm(productFormFromFormData(form));
    if (!check.ok) {
      return { ok: false, notify: check.message, fieldErrors: { [check.field]: check.message } };
    }
    const tax = form.has("gstRate")
      ? productTaxSchema.safeParse({
          hsn: form.get("hsn") ?? "",
          gstRate: Number(form.get("gstRate")),
        })
      : undefined;
    if (tax && !tax.success) {
      const message = tax.error.issues[0]?.message ?? "Check the HSN and GST rate";
      return { ok: false, notify: message, fieldErrors: { "": message } };
    }
    const fields = toProductFields(check.input);
    const id = productIdOf(params.id);
    if (params.id !== undefined && id === undefined)
      return { ok: false, notify: "No such product" };
    if (id === undefined) {
      // Added in one transaction with its first count and tax; the form's key makes the same
      // form sent twice add one product.
      const product = await context.catalogue.addProduct(fields, {
        addKey: addKeyOf(body),
        tax: tax?.data,
        ...(check.stockQuantity === null
          ? {}
          : { firstCount: { quantity: check.stockQuantity, adminEmail: admin.email } }),
      });
      return { ok: true, result: { saved: { id: product.id, name: product.name } } };
    }
    // The product and its tax in one transaction: a refused tax leaves the product unchanged.
    const product = await context.catalogue.updateProduct(id, fields, tax?.data);
    if (!product) return { ok: false, notify: productGone(id) };
    // The edit page sets the count through its stock form, with a reason.
    return { ok: true, result: { saved: { id: product.id, name: product.name } } };
  },
});

/** The add-product page (/admin): one intent. */
const addIntents = { [PRODUCT_FORM_INTENTS.add]: saveIntent };

/** The edit page: save, or delete (already gone counts as deleted: that is what the admin wanted). */
const editIntents = {
  [PRODUCT_FORM_INTENTS.save]: saveIntent,
  [PRODUCT_FORM_INTENTS.delete]: intent({
    schema: z.object({}),
    async run(_input, { context, params }) {
      const id = productIdOf(params.id);
      if (id === undefined) return { ok: false, notify: "No such product" };
      await context.catalogue.deleteProduct(id);
      return { ok: true, result: { deleted: true as const } };
    },
  }),
};

export const addProductAction = adminAction(addIntents);
export const editProductAction = adminAction(editIntents);
/** What the add and edit pages' actions answer; the form shows it where the admin acted. */
export type ProductFormAnswer = AnswerOf<typeof addIntents> | AnswerOf<typeof editIntents>;
