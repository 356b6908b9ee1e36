import { Loader2 } from "lucide-react";
import { Link } from "react-router";
import {
  EMPTY_PRODUCT_FORM,
  PRODUCT_FORM_NAMES,
  type ProductFormValues,
} from "../../../domain/product-form";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { Button } from "../../components/ui/button";
import { StickyActions } from "../../components/ui/sticky-actions";
import { DeleteProductSection } from "./delete-product-section";
import { ADD_KEY_FIELD, PRODUCT_FORM_INTENTS } from "./product-intents";
import {
  AdditionalSettingsSection,
  BasicInformationSection,
  FormSection,
  PricingSection,
} from "./product-form-sections";
import { ProductImagesField } from "./product-images-field";
import { ProductTaxSection } from "./product-tax-section";
import type { ProductTax } from "../../../domain/bills/product-tax";
import { DEFAULT_GST_RATE } from "../../../domain/bills/tax-split";
import { SpecificationsField } from "./specifications-field";
import { useProductForm, type FormProblem } from "./use-product-form";

/**
 * The add-product form of the spec (§2, §4, §5), also used prefilled to edit a product. It posts
 * to its page's action (app/features/products/product-form-action.server.ts), after checking with the
 * same schema in the spec's order, and shows the action's answer.
 */
export function ProductForm({
  addKey,
  productId,
  initial = EMPTY_PRODUCT_FORM,
  tax = { hsn: "", gstRate: DEFAULT_GST_RATE },
  counted = false,
}: {
  /** The product's stock is counted: its In Stock follows the count, not the switch. */
  counted?: boolean;
  /** The product's HSN and GST rate (issue 32); posted with the form. */
  tax?: ProductTax;
  /** The add page's key for this form's product (`ADD_KEY_FIELD`); none when editing. */
  addKey?: string;
  /** Set when editing that product; absent when adding a new one. */
  productId?: number;
  initial?: ProductFormValues;
}) {
  const form = useProductForm(productId, initial);
  const { values, editing, saving, uploading, blocker, added, problem } = form;

  return (
    <div className="grid gap-4">
      <form.Form method="post" noValidate onSubmit={form.checkBeforePost} className="grid gap-4">
        <input
          type="hidden"
          name="intent"
          value={editing ? PRODUCT_FORM_INTENTS.save : PRODUCT_FORM_INTENTS.add}
        />
        {addKey && !editing && <input type="hidden" name={ADD_KEY_FIELD} value={addKey} />}
        {values.images.map((url, index) => (
          <input key={`${url}-${index}`} type="hidden" name="images" value={url} />
        ))}
        {values.specifications.map((specification, index) => (
          <span key={`${specification.key}-${index}`} hidden>
            <input
              type="hidden"
              name={PRODUCT_FORM_NAMES.specificationKey}
              value={specification.key}
            />
            <input
              type="hidden"
              name={PRODUCT_FORM_NAMES.specificationValue}
              value={specification.value}
            />
            <input
              type="hidden"
              name={PRODUCT_FORM_NAMES.specificationKeyHi}
              value={specification.keyHi ?? ""}
            />
            <input
              type="hidden"
              name={PRODUCT_FORM_NAMES.specificationValueHi}
              value={specification.valueHi ?? ""}
            />
          </span>
        ))}
        {blocker.state === "blocked" && (
          <ConfirmDialog
            title="Leave without saving?"
            message="What you typed and the photos you added to this form will be lost."
            confirmLabel="Leave"
            onConfirm={() => blocker.proceed()}
            onCancel={() => blocker.reset()}
          />
        )}
        {added && (
          <p
            role="status"
            className="rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900"
          >
            Added “{added.name}”.{" "}
            <Link to={`/product/${added.id}`} className="font-medium underline">
              View it in the shop
            </Link>{" "}
            or{" "}
            <Link to={`/admin/products/${added.id}/edit`} className="font-medium underline">
              edit it
            </Link>
            .
          </p>
        )}

        <BasicInformationSection {...form} />
        <PricingSection {...form} />
        <FormSection title="Product Images">
          <ProductImagesField
            images={values.images}
            onChange={form.updateImages}
            onUploadingChange={form.setUploading}
          />
        </FormSection>
        <FormSection title="Specifications">
          <SpecificationsField
            specifications={values.specifications}
            onChange={(next) => form.set("specifications", next)}
          />
        </FormSection>
        <AdditionalSettingsSection {...form} counted={counted} />
        <ProductTaxSection tax={tax} />

        {problem && <ProblemMessage id={form.problemId} problem={problem} />}

        <StickyActions>
          <Button
            type="submit"
            variant="primary"
            disabled={saving || uploading}
            className="inline-flex flex-1 items-center justify-center gap-2 sm:flex-none"
          >
            {(saving || uploading) && <Loader2 aria-hidden size={18} className="animate-spin" />}
            {uploading ? "Uploading photos…" : editing ? "Save Changes" : "Add Product"}
          </Button>
          <Button onClick={form.reset}>Reset Form</Button>
        </StickyActions>
      </form.Form>

      {editing && (
        <DeleteProductSection name={initial.name} disabled={saving} onDelete={form.remove} />
      )}
    </div>
  );
}

function ProblemMessage({ id, problem }: { id: string; problem: FormProblem }) {
  return (
    <div
      id={id}
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
    >
      {problem.message}
    </div>
  );
}
