import { Loader2 } from "lucide-react";
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from "react";
import { Link, useBlocker, useNavigate } from "react-router";
import {
  checkProductForm,
  EMPTY_PRODUCT_FORM,
  formDiscount,
  PRODUCT_SAVE_MESSAGES,
  type ProductFormField,
  type ProductFormValues,
} from "../../../domain/product-form";
import type { ProductJson } from "../../../domain/product-schemas";
import { PRODUCT_TEXT_LIMITS } from "../../../domain/product-schemas";
import { MAX_RATING, MIN_RATING, PRODUCT_CATEGORIES } from "../../../domain/shop-constants";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { showAlert } from "../../components/floating-alerts";
import { buttonStyles } from "../../components/ui/button";
import { deleteProduct, saveProduct } from "./admin-products-client";
import { deleteProductQuestion } from "./admin-product-row";
import { inputStyle } from "../../components/ui/input";
import { labelStyle } from "../../components/ui/label";
import { ProductImagesField } from "./product-images-field";
import { SpecificationsField } from "./specifications-field";

interface FormProblem {
  field: ProductFormField | "";
  message: string;
  /** The session ran out while the form was open: offer a way to sign in without losing it. */
  signIn?: boolean;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={id} className="mb-4 text-lg font-semibold">
        {title}
      </h2>
      <div className="grid gap-4">{children}</div>
    </section>
  );
}

/**
 * The add-product form of the spec (§2, §4, §5), also used prefilled to edit a product. It checks
 * with the same schema as the server, in the spec's order, then shows the server's reason when
 * saving fails.
 */
export function ProductForm({
  productId,
  initial = EMPTY_PRODUCT_FORM,
}: {
  /** Set when editing that product; absent when adding a new one. */
  productId?: number;
  initial?: ProductFormValues;
}) {
  const id = useId();
  const navigate = useNavigate();
  const editing = productId !== undefined;
  const [values, setValues] = useState(initial);
  const [problem, setProblem] = useState<FormProblem>();
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [added, setAdded] = useState<ProductJson>();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const leavingAfterSave = useRef(false);
  const fieldId = (field: ProductFormField) => `${id}-${field}`;

  // A tap on a menu link must not throw away a half-filled form typed on a phone.
  const dirty = uploading || JSON.stringify(values) !== JSON.stringify(initial);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leavingAfterSave.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);
  const problemId = `${id}-problem`;

  const set = <K extends ProductFormField>(field: K, value: ProductFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const updateImages = useCallback(
    (update: (images: string[]) => string[]) =>
      setValues((current) => ({ ...current, images: update(current.images) })),
    [],
  );

  const invalid = (field: ProductFormField) =>
    problem?.field === field ? { "aria-invalid": true, "aria-describedby": problemId } : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || uploading) return;
    const check = checkProductForm(values);
    if (!check.ok) {
      setProblem({ field: check.field, message: check.message });
      if (check.field) document.getElementById(fieldId(check.field))?.focus();
      return;
    }
    setProblem(undefined);
    setSaving(true);
    const result = await saveProduct(check.input, productId);
    setSaving(false);
    if (!result.ok) {
      const failed = editing ? PRODUCT_SAVE_MESSAGES.updateFailed : PRODUCT_SAVE_MESSAGES.addFailed;
      setProblem(
        result.status === 401
          ? { field: "", message: PRODUCT_SAVE_MESSAGES.notSignedIn, signIn: true }
          : { field: "", message: `${failed} ${result.message}` },
      );
      return;
    }
    if (editing) {
      showAlert(PRODUCT_SAVE_MESSAGES.updated, "success");
      leavingAfterSave.current = true;
      await navigate("/admin/products");
      return;
    }
    showAlert(PRODUCT_SAVE_MESSAGES.added, "success");
    setAdded(result.data);
    setValues(EMPTY_PRODUCT_FORM);
    document.getElementById(fieldId("name"))?.focus();
  };

  const remove = async () => {
    setConfirmingDelete(false);
    if (productId === undefined) return;
    setSaving(true);
    const result = await deleteProduct(productId);
    setSaving(false);
    if (!result.ok && result.status !== 404) {
      setProblem({
        field: "",
        message: `Could not delete "${initial.name}": ${result.message}`,
        signIn: result.status === 401,
      });
      return;
    }
    showAlert(`"${initial.name}" deleted`, "success");
    leavingAfterSave.current = true;
    await navigate("/admin/products");
  };

  const reset = () => {
    setValues(initial);
    setProblem(undefined);
  };

  const discount = formDiscount(values.price, values.oldPrice);

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
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

      <Section title="Basic Information">
        <div>
          <label htmlFor={fieldId("name")} className={labelStyle}>
            Product name *
          </label>
          <input
            id={fieldId("name")}
            value={values.name}
            maxLength={PRODUCT_TEXT_LIMITS.name}
            autoComplete="off"
            onChange={(event) => set("name", event.target.value)}
            className={inputStyle}
            {...invalid("name")}
          />
        </div>
        <div>
          <label htmlFor={fieldId("description")} className={labelStyle}>
            Description *
          </label>
          <textarea
            id={fieldId("description")}
            value={values.description}
            rows={4}
            maxLength={PRODUCT_TEXT_LIMITS.description}
            onChange={(event) => set("description", event.target.value)}
            className={inputStyle}
            {...invalid("description")}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={fieldId("brand")} className={labelStyle}>
              Brand
            </label>
            <input
              id={fieldId("brand")}
              value={values.brand}
              maxLength={PRODUCT_TEXT_LIMITS.brand}
              onChange={(event) => set("brand", event.target.value)}
              className={inputStyle}
              {...invalid("brand")}
            />
          </div>
          <div>
            <label htmlFor={fieldId("category")} className={labelStyle}>
              Category *
            </label>
            <select
              id={fieldId("category")}
              value={values.category}
              onChange={(event) => set("category", event.target.value)}
              className={inputStyle}
              {...invalid("category")}
            >
              <option value="">Select a category</option>
              {PRODUCT_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </select>
          </div>
        </div>
      </Section>

      <Section title="Pricing">
        <div className="grid gap-4 sm:grid-cols-3">
          <div>
            <label htmlFor={fieldId("price")} className={labelStyle}>
              Price (₹) *
            </label>
            <input
              id={fieldId("price")}
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              value={values.price}
              onChange={(event) => set("price", event.target.value)}
              className={inputStyle}
              {...invalid("price")}
            />
          </div>
          <div>
            <label htmlFor={fieldId("oldPrice")} className={labelStyle}>
              Original price (₹)
            </label>
            <input
              id={fieldId("oldPrice")}
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              value={values.oldPrice}
              onChange={(event) => set("oldPrice", event.target.value)}
              className={inputStyle}
              {...invalid("oldPrice")}
            />
          </div>
          <div>
            <label htmlFor={`${id}-discount`} className={labelStyle}>
              Discount
            </label>
            <input
              id={`${id}-discount`}
              value={discount}
              readOnly
              placeholder="Set an original price above the price"
              className={inputStyle}
            />
          </div>
        </div>
      </Section>

      <Section title="Product Images">
        <ProductImagesField
          images={values.images}
          onChange={updateImages}
          onUploadingChange={setUploading}
        />
      </Section>

      <Section title="Specifications">
        <SpecificationsField
          specifications={values.specifications}
          onChange={(next) => set("specifications", next)}
        />
      </Section>

      <Section title="Additional Settings">
        <div className="grid gap-4 sm:grid-cols-3">
          <div>
            <label htmlFor={fieldId("rating")} className={labelStyle}>
              Rating ({MIN_RATING}–{MAX_RATING})
            </label>
            <input
              id={fieldId("rating")}
              type="number"
              inputMode="decimal"
              min={MIN_RATING}
              max={MAX_RATING}
              step={0.1}
              value={values.rating}
              onChange={(event) => set("rating", event.target.value)}
              className={inputStyle}
              {...invalid("rating")}
            />
          </div>
          <div>
            <label htmlFor={fieldId("reviews")} className={labelStyle}>
              Reviews
            </label>
            <input
              id={fieldId("reviews")}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              value={values.reviews}
              onChange={(event) => set("reviews", event.target.value)}
              className={inputStyle}
              {...invalid("reviews")}
            />
          </div>
          <div>
            <label htmlFor={fieldId("maxQuantity")} className={labelStyle}>
              Maximum quantity per order
            </label>
            <input
              id={fieldId("maxQuantity")}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              value={values.maxQuantity}
              onChange={(event) => set("maxQuantity", event.target.value)}
              className={inputStyle}
              {...invalid("maxQuantity")}
            />
          </div>
        </div>
        <label className="flex min-h-11 items-center gap-3">
          <input
            id={fieldId("inStock")}
            type="checkbox"
            checked={values.inStock}
            onChange={(event) => set("inStock", event.target.checked)}
            className="size-5 accent-brand-600"
          />
          <span className={labelStyle}>In stock</span>
        </label>
      </Section>

      {problem && (
        <div
          id={problemId}
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          {problem.message}
          {problem.signIn && (
            <>
              {" "}
              <a
                href={`/login?next=${encodeURIComponent(editing ? `/admin/products/${productId}/edit` : "/admin")}`}
                target="_blank"
                rel="noreferrer"
                className="font-medium underline"
              >
                Log in in a new tab
              </a>
              , then save again: this form keeps what you typed.
            </>
          )}
        </div>
      )}

      <div className="sticky bottom-0 -mx-4 flex gap-3 border-t border-slate-200 bg-slate-50/95 px-4 py-3 sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:px-0">
        <button
          type="submit"
          disabled={saving || uploading}
          className={`${buttonStyles.primary} inline-flex flex-1 items-center justify-center gap-2 sm:flex-none`}
        >
          {(saving || uploading) && <Loader2 aria-hidden size={18} className="animate-spin" />}
          {uploading ? "Uploading photos…" : editing ? "Save Changes" : "Add Product"}
        </button>
        <button type="button" onClick={reset} className={buttonStyles.secondary}>
          Reset Form
        </button>
      </div>

      {editing && (
        <section className="rounded-xl border border-red-200 bg-white p-4 sm:p-6">
          <h2 className="font-semibold text-red-800">Delete this product</h2>
          <p className="mt-1 text-sm text-slate-700">
            It leaves the shop at once. Orders that include it keep their copy.
          </p>
          <button
            type="button"
            disabled={saving}
            onClick={() => setConfirmingDelete(true)}
            className={`${buttonStyles.danger} mt-3`}
          >
            Delete product
          </button>
          {confirmingDelete && (
            <ConfirmDialog
              title="Delete product?"
              message={deleteProductQuestion(initial.name)}
              confirmLabel="Delete"
              onConfirm={() => void remove()}
              onCancel={() => setConfirmingDelete(false)}
            />
          )}
        </section>
      )}
    </form>
  );
}
