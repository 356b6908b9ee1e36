import { data, type AppLoadContext } from "react-router";
import {
  checkProductForm,
  productFormFromFormData,
  type ProductFormField,
} from "../../../domain/product-form";
import { productIdSchema, toProductFields } from "../../../domain/product-schemas";
import { refuseSignedOut } from "../admin/require-admin";
import { productTaxSchema } from "../../../domain/bills/product-tax";

/** Why a posted product was refused: the field to correct (when one is to blame) and the message. */
export interface ProductFormProblem {
  field: ProductFormField | "";
  message: string;
}

/** What the add and edit pages' actions answer; the form shows it where the admin acted. */
export type ProductFormAnswer =
  | { saved: { id: number; name: string } }
  | { deleted: true }
  | { problem: ProductFormProblem }
  | { signedOut: true }
  | { failed: string };

/** The intents the product form posts: `add` on /admin, `save` and `delete` on the edit page. */
export const PRODUCT_FORM_INTENTS = { add: "add", save: "save", delete: "delete" } as const;

const refused = (problem: ProductFormProblem, status: number) => data({ problem }, { status });
const notFound = (id: number) =>
  refused({ field: "", message: `Product ${id} not found; it may have been deleted` }, 404);

/**
 * The action behind the add-product and edit-product pages. It checks the posted form with the
 * schema the form itself uses, so the first problem in the spec's order comes back and nothing
 * is stored; then it changes the catalogue, which tells open storefront pages.
 */
export async function productFormAction(
  request: Request,
  context: AppLoadContext,
  /** The product's id from the edit page's URL; undefined on the add page. */
  idParam: string | undefined,
) {
  const signedOut = refuseSignedOut(context);
  if (signedOut) return signedOut;
  const form = await request.formData();
  const intent = form.get("intent");
  const id = idParam === undefined ? undefined : productIdSchema.safeParse(idParam);
  if (id && !id.success) return refused({ field: "", message: "No such product" }, 404);
  const productId = id?.data;

  if (productId !== undefined && intent === PRODUCT_FORM_INTENTS.delete) {
    // Already gone counts as deleted: that is what the admin wanted.
    await context.catalogue.deleteProduct(productId);
    return { deleted: true } as const;
  }
  const expected = productId === undefined ? PRODUCT_FORM_INTENTS.add : PRODUCT_FORM_INTENTS.save;
  if (intent !== expected) {
    return refused({ field: "", message: `Unknown action '${String(intent)}'` }, 400);
  }
  const check = checkProductForm(productFormFromFormData(form));
  if (!check.ok) return refused({ field: check.field, message: check.message }, 400);
  // The HSN and GST rate post with the form; a client that leaves them out changes neither.
  const tax = form.has("gstRate")
    ? productTaxSchema.safeParse({
        hsn: form.get("hsn") ?? "",
        gstRate: Number(form.get("gstRate")),
      })
    : undefined;
  if (tax && !tax.success) {
    return refused(
      { field: "", message: tax.error.issues[0]?.message ?? "Check the HSN and GST rate" },
      400,
    );
  }
  const fields = toProductFields(check.input);
  const product =
    productId === undefined
      ? await context.catalogue.addProduct(fields)
      : await context.catalogue.updateProduct(productId, fields);
  if (product && tax?.data) await context.productTaxes.save(product.id, tax.data);
  return product
    ? { saved: { id: product.id, name: product.name } }
    : notFound(productId ?? Number.NaN);
}
