import { useId, type ReactNode } from "react";
import { formDiscount } from "../../../domain/product-form";
import { PRODUCT_TEXT_LIMITS } from "../../../domain/product-schemas";
import { APPLIANCE_CATEGORIES } from "../../../domain/appliance-kinds";
import { MAX_RATING, MIN_RATING, SPEC_CATEGORIES } from "../../../domain/shop-constants";
import { Input, Textarea } from "../../components/ui/input";
import { Label, labelStyle } from "../../components/ui/label";
import { Select } from "../../components/ui/select";
import type { ProductFormState } from "./use-product-form";
import { cardStyle } from "../../components/ui/card";

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

export function BasicInformationSection({ values, set, fieldId, invalid }: SectionProps) {
  return (
    <FormSection title="Basic Information">
      <div>
        <Label htmlFor={fieldId("name")}>Product name *</Label>
        <Input
          id={fieldId("name")}
          name="name"
          value={values.name}
          maxLength={PRODUCT_TEXT_LIMITS.name}
          autoComplete="off"
          onChange={(event) => set("name", event.target.value)}
          {...invalid("name")}
        />
      </div>
      <div>
        <Label htmlFor={fieldId("description")}>Description *</Label>
        <Textarea
          id={fieldId("description")}
          name="description"
          value={values.description}
          rows={4}
          maxLength={PRODUCT_TEXT_LIMITS.description}
          onChange={(event) => set("description", event.target.value)}
          {...invalid("description")}
        />
      </div>
      <div>
        <Label htmlFor={fieldId("nameHi")}>Name in Hindi (optional)</Label>
        <Input
          id={fieldId("nameHi")}
          name="nameHi"
          lang="hi"
          value={values.nameHi}
          maxLength={PRODUCT_TEXT_LIMITS.name}
          autoComplete="off"
          onChange={(event) => set("nameHi", event.target.value)}
          {...invalid("nameHi")}
        />
      </div>
      <div>
        <Label htmlFor={fieldId("descriptionHi")}>Description in Hindi (optional)</Label>
        <Textarea
          id={fieldId("descriptionHi")}
          name="descriptionHi"
          lang="hi"
          value={values.descriptionHi}
          rows={4}
          maxLength={PRODUCT_TEXT_LIMITS.description}
          onChange={(event) => set("descriptionHi", event.target.value)}
          {...invalid("descriptionHi")}
        />
        <p className="mt-1 text-sm text-slate-600">
          Hindi pages show the English name and description when these are empty.
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <Label htmlFor={fieldId("brand")}>Brand</Label>
          <Input
            id={fieldId("brand")}
            name="brand"
            value={values.brand}
            maxLength={PRODUCT_TEXT_LIMITS.brand}
            onChange={(event) => set("brand", event.target.value)}
            {...invalid("brand")}
          />
        </div>
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

export function PricingSection({ values, set, fieldId, invalid }: SectionProps) {
  const discountId = useId();
  return (
    <FormSection title="Pricing">
      <div className="grid gap-4 sm:grid-cols-3">
        <div>
          <Label htmlFor={fieldId("price")}>Price (₹) *</Label>
          <Input
            id={fieldId("price")}
            name="price"
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            value={values.price}
            onChange={(event) => set("price", event.target.value)}
            {...invalid("price")}
          />
        </div>
        <div>
          <Label htmlFor={fieldId("oldPrice")}>Original price (₹)</Label>
          <Input
            id={fieldId("oldPrice")}
            name="oldPrice"
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            value={values.oldPrice}
            onChange={(event) => set("oldPrice", event.target.value)}
            {...invalid("oldPrice")}
          />
        </div>
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
  values,
  set,
  fieldId,
  invalid,
  editing,
}: SectionProps & Pick<ProductFormState, "editing">) {
  return (
    <FormSection title="Additional Settings">
      <div className="grid gap-4 sm:grid-cols-3">
        <div>
          <Label htmlFor={fieldId("rating")}>
            Rating ({MIN_RATING}–{MAX_RATING})
          </Label>
          <Input
            id={fieldId("rating")}
            name="rating"
            type="number"
            inputMode="decimal"
            min={MIN_RATING}
            max={MAX_RATING}
            step={0.1}
            value={values.rating}
            onChange={(event) => set("rating", event.target.value)}
            {...invalid("rating")}
          />
        </div>
        <div>
          <Label htmlFor={fieldId("reviews")}>Reviews</Label>
          <Input
            id={fieldId("reviews")}
            name="reviews"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={values.reviews}
            onChange={(event) => set("reviews", event.target.value)}
            {...invalid("reviews")}
          />
        </div>
        <div>
          <Label htmlFor={fieldId("maxQuantity")}>Maximum quantity per order</Label>
          <Input
            id={fieldId("maxQuantity")}
            name="maxQuantity"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={values.maxQuantity}
            onChange={(event) => set("maxQuantity", event.target.value)}
            {...invalid("maxQuantity")}
          />
        </div>
      </div>
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
      {!editing && (
        // The edit page sets the count in its own section, with a reason for the history.
        <div className="max-w-xs">
          <Label htmlFor={fieldId("stockQuantity")}>Stock count (optional)</Label>
          <p id={`${fieldId("stockQuantity")}-hint`} className="text-sm text-slate-600">
            Empty: not counted, the In Stock switch says whether it sells. A count: every sale takes
            from it, and it shows as the first count in the stock history.
          </p>
          <Input
            id={fieldId("stockQuantity")}
            name="stockQuantity"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={values.stockQuantity}
            onChange={(event) => set("stockQuantity", event.target.value)}
            aria-describedby={`${fieldId("stockQuantity")}-hint`}
            {...invalid("stockQuantity")}
          />
        </div>
      )}
    </FormSection>
  );
}
