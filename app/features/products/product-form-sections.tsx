import { useId, type ComponentPropsWithoutRef, type ReactNode } from "react";
import {
  formDiscount,
  type ProductFormField,
  type ProductFormValues,
} from "../../../domain/product-form";
import { PRODUCT_TEXT_LIMITS } from "../../../domain/product-schemas";
import { APPLIANCE_CATEGORIES } from "../../../domain/appliance-kinds";
import { MAX_RATING, MIN_RATING, SPEC_CATEGORIES } from "../../../domain/shop-constants";
import { Input, Textarea } from "../../components/ui/input";
import { Label, labelStyle } from "../../components/ui/label";
import { Select } from "../../components/ui/select";
import type { ProductFormState } from "./use-product-form";
import { cardStyle } from "../../components/ui/card";

/** Typed rupees and whole counts, as the number fields take them. */
const rupees = { type: "number", inputMode: "decimal", min: 0, step: 0.01 } as const;
const count = { type: "number", inputMode: "numeric", step: 1 } as const;

/** What a section of the form needs from its state: the values and how to change them. */
type SectionProps = Pick<ProductFormState, "values" | "set" | "fieldId" | "invalid">;

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`${cardStyle} p-4 shadow-sm sm:p-6`}>
      <h2 id={id} className="mb-4 text-lg font-semibold">
        {title}
      </h2>
      <div className="grid gap-4">{children}</div>
    </section>
  );
}

/** The form's fields whose value is typed text (every one but the photos, the switch and specs). */
type TextField = {
  [K in ProductFormField]: ProductFormValues[K] extends string ? K : never;
}[ProductFormField];

type FieldProps = SectionProps & {
  field: TextField;
  label: ReactNode;
  /** Said under the label and tied to the field (aria-describedby) until a problem is. */
  hint?: string;
  /** A text area of this many rows instead of a one-line input. */
  rows?: number;
  className?: string;
} & Pick<
    ComponentPropsWithoutRef<"input">,
    "type" | "inputMode" | "min" | "max" | "step" | "maxLength" | "autoComplete" | "lang"
  >;

/**
 * One labelled field of the form: bound to its value, posted by its name, and marked invalid
 * (with the problem's message tied to it) when the form's problem is about it.
 */
function ProductField({
  values,
  set,
  fieldId,
  invalid,
  field,
  label,
  hint,
  rows,
  className,
  type,
  inputMode,
  min,
  max,
  step,
  maxLength,
  autoComplete,
  lang,
}: FieldProps) {
  // The sections pass their whole state, which holds more than a field takes: name each attribute.
  const id = fieldId(field);
  const hintId = `${id}-hint`;
  const bound = {
    id,
    name: field,
    value: values[field],
    maxLength,
    lang,
    "aria-describedby": hint ? hintId : undefined,
    ...invalid(field),
  };
  const input = { type, inputMode, min, max, step, autoComplete };
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {rows ? (
        <Textarea {...bound} rows={rows} onChange={(event) => set(field, event.target.value)} />
      ) : (
        <Input {...input} {...bound} onChange={(event) => set(field, event.target.value)} />
      )}
    </div>
  );
}

export function BasicInformationSection(state: SectionProps) {
  const { values, set, fieldId, invalid } = state;
  return (
    <FormSection title="Basic Information">
      <ProductField
        {...state}
        field="name"
        label="Product name *"
        maxLength={PRODUCT_TEXT_LIMITS.name}
        autoComplete="off"
      />
      <ProductField
        {...state}
        field="description"
        label="Description *"
        rows={4}
        maxLength={PRODUCT_TEXT_LIMITS.description}
      />
      <ProductField
        {...state}
        field="nameHi"
        label="Name in Hindi (optional)"
        lang="hi"
        maxLength={PRODUCT_TEXT_LIMITS.name}
        autoComplete="off"
      />
      <ProductField
        {...state}
        field="descriptionHi"
        label="Description in Hindi (optional)"
        hint="Hindi pages show the English name and description when these are empty."
        lang="hi"
        rows={4}
        maxLength={PRODUCT_TEXT_LIMITS.description}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <ProductField
          {...state}
          field="brand"
          label="Brand"
          maxLength={PRODUCT_TEXT_LIMITS.brand}
        />
        <div>
          <Label htmlFor={fieldId("category")}>Category *</Label>
          <Select
            id={fieldId("category")}
            name="category"
            value={values.category}
            onChange={(event) => set("category", event.target.value)}
            {...invalid("category")}
          >
            <option value="">Select a category</option>
            <optgroup label="Appliances">
              {APPLIANCE_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </optgroup>
            <optgroup label="Other categories">
              {SPEC_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </optgroup>
          </Select>
        </div>
      </div>
    </FormSection>
  );
}

export function PricingSection(state: SectionProps) {
  const { values } = state;
  const discountId = useId();
  return (
    <FormSection title="Pricing">
      <div className="grid gap-4 sm:grid-cols-3">
        <ProductField {...state} field="price" label="Price (₹) *" {...rupees} />
        <ProductField {...state} field="oldPrice" label="Original price (₹)" {...rupees} />
        <div>
          <Label htmlFor={discountId}>Discount</Label>
          <Input
            id={discountId}
            value={formDiscount(values.price, values.oldPrice)}
            readOnly
            placeholder="Set an original price above the price"
            className="bg-slate-100!"
          />
        </div>
      </div>
    </FormSection>
  );
}

export function AdditionalSettingsSection({
  editing,
  counted,
  ...state
}: SectionProps & Pick<ProductFormState, "editing"> & { counted: boolean }) {
  const { values, set, fieldId } = state;
  return (
    <FormSection title="Additional Settings">
      <div className="grid gap-4 sm:grid-cols-3">
        <ProductField
          {...state}
          field="rating"
          label={`Rating (${MIN_RATING}–${MAX_RATING})`}
          type="number"
          inputMode="decimal"
          min={MIN_RATING}
          max={MAX_RATING}
          step={0.1}
        />
        <ProductField {...state} field="reviews" label="Reviews" {...count} min={0} />
        <ProductField
          {...state}
          field="maxQuantity"
          label="Maximum quantity per order"
          {...count}
          min={1}
        />
      </div>
      {counted ? (
        // The save keeps a counted product's In Stock as its count says (decision 32); the value
        // read is posted as it was, for a product whose counting stops meanwhile.
        <p className="text-sm text-slate-700">
          {values.inStock && <input type="hidden" name="inStock" value="on" />}
          In stock follows the stock count below: out of stock at 0.
        </p>
      ) : (
        <label className="flex min-h-11 items-center gap-3">
          <input
            id={fieldId("inStock")}
            name="inStock"
            type="checkbox"
            checked={values.inStock}
            onChange={(event) => set("inStock", event.target.checked)}
            className="size-5 accent-brand-600"
          />
          <span className={labelStyle}>In stock</span>
        </label>
      )}
      {!editing && (
        // The edit page sets the count in its own section, with a reason for the history.
        <ProductField
          {...state}
          className="max-w-xs"
          field="stockQuantity"
          label="Stock count (optional)"
          hint="Empty: not counted, the In Stock switch says whether it sells. A count: every sale takes from it, and it shows as the first count in the stock history."
          {...count}
          min={0}
        />
      )}
    </FormSection>
  );
}
