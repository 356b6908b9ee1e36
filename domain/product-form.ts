import { discountLabel } from "./discount";
import { paiseToRupees, parseRupees } from "./money";
import type { Specification } from "./product";
import { firstIssue, productInputSchema, type ProductInput } from "./product-schemas";
import { type ProductJson } from "./product-json";
import { firstCountSchema, stockMessages } from "./stock-count";
import { DEFAULT_MAX_QUANTITY, DEFAULT_RATING, DEFAULT_REVIEWS } from "./shop-constants";

/**
 * The add/edit product form as the inputs hold it: numbers stay text while the admin types, so a
 * half-typed "12." is not turned into 12 under their fingers.
 */
export interface ProductFormValues {
  name: string;
  description: string;
  nameHi: string;
  descriptionHi: string;
  price: string;
  oldPrice: string;
  brand: string;
  category: string;
  images: string[];
  rating: string;
  reviews: string;
  inStock: boolean;
  maxQuantity: string;
  specifications: Specification[];
  /** The first stock count, asked only when adding (the edit page sets it through the stock). */
  stockQuantity: string;
}

export type ProductFormField = keyof ProductFormValues;

/** The defaults the form starts from and resets to after a product is added (spec §4). */
export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: "",
  description: "",
  nameHi: "",
  descriptionHi: "",
  price: "",
  oldPrice: "",
  brand: "",
  category: "",
  images: [],
  rating: String(DEFAULT_RATING),
  reviews: String(DEFAULT_REVIEWS),
  inStock: true,
  maxQuantity: String(DEFAULT_MAX_QUANTITY),
  specifications: [],
  stockQuantity: "",
};

/** Texts the form shows after saving (spec §8 'Add product'). */
export const PRODUCT_SAVE_MESSAGES = {
  added: "Product added successfully!",
  addFailed: "Error adding product. Please try again.",
  updated: "Product updated successfully!",
  updateFailed: "Error saving product. Please try again.",
  notSignedIn: "Please log in to add products",
} as const;

export function productFormFromProduct(product: ProductJson): ProductFormValues {
  return {
    name: product.name,
    description: product.description,
    nameHi: product.nameHi,
    descriptionHi: product.descriptionHi,
    price: String(product.price),
    oldPrice: product.oldPrice > 0 ? String(product.oldPrice) : "",
    brand: product.brand,
    category: product.category,
    images: [...product.images],
    rating: String(product.rating),
    reviews: String(product.reviews),
    inStock: product.inStock,
    maxQuantity: String(product.maxQuantity),
    specifications: product.specifications.map((specification) => ({ ...specification })),
    stockQuantity: "",
  };
}

/**
 * The names the form's fields post under. Specifications go as four lists of the same length, one
 * name and one value per line and their Hindi (empty when none); images as one list, the main image first.
 */
export const PRODUCT_FORM_NAMES = {
  specificationKey: "specificationKey",
  specificationValue: "specificationValue",
  specificationKeyHi: "specificationKeyHi",
  specificationValueHi: "specificationValueHi",
} as const;

/** The posted form as the inputs held it; a missing field reads as empty (or out of stock). */
export function productFormFromFormData(form: FormData): ProductFormValues {
  const text = (name: ProductFormField) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const texts = (name: string) =>
    form.getAll(name).filter((value): value is string => typeof value === "string");
  const values = texts(PRODUCT_FORM_NAMES.specificationValue);
  const keysHi = texts(PRODUCT_FORM_NAMES.specificationKeyHi);
  const valuesHi = texts(PRODUCT_FORM_NAMES.specificationValueHi);
  return {
    name: text("name"),
    description: text("description"),
    nameHi: text("nameHi"),
    descriptionHi: text("descriptionHi"),
    price: text("price"),
    oldPrice: text("oldPrice"),
    brand: text("brand"),
    category: text("category"),
    images: texts("images"),
    rating: text("rating"),
    reviews: text("reviews"),
    inStock: form.get("inStock") === "on",
    maxQuantity: text("maxQuantity"),
    specifications: texts(PRODUCT_FORM_NAMES.specificationKey).map((key, index) => ({
      key,
      value: values[index] ?? "",
      ...(keysHi[index] ? { keyHi: keysHi[index] } : {}),
      ...(valuesHi[index] ? { valueHi: valuesHi[index] } : {}),
    })),
    stockQuantity: text("stockQuantity"),
  };
}

/** Text to number; blank counts as `blank` (NaN fails the check, 0 is the optional fields' none). */
function toNumber(text: string, blank: number): number {
  return text.trim() === "" ? blank : Number(text);
}

/** Typed rupees as the API's rupees; blank counts as `blank`, anything not an amount as NaN. */
function toRupees(text: string, blank: number): number {
  if (text.trim() === "") return blank;
  const paise = parseRupees(text);
  return paise === null ? Number.NaN : paiseToRupees(paise);
}

/** The form as the API's JSON body, before checking. */
export function productBodyFromForm(values: ProductFormValues) {
  return {
    name: values.name,
    price: toRupees(values.price, Number.NaN),
    description: values.description,
    category: values.category,
    nameHi: values.nameHi,
    descriptionHi: values.descriptionHi,
    oldPrice: toRupees(values.oldPrice, 0),
    brand: values.brand,
    images: values.images,
    rating: toNumber(values.rating, Number.NaN),
    reviews: toNumber(values.reviews, 0),
    inStock: values.inStock,
    maxQuantity: toNumber(values.maxQuantity, Number.NaN),
    specifications: values.specifications,
  };
}

export type ProductFormCheck =
  | { ok: true; input: ProductInput; stockQuantity: number | null }
  | { ok: false; field: ProductFormField | ""; message: string };

/**
 * The spec's checks in the spec's order, with the same schema the server applies, then the
 * optional first stock count (null: not counted).
 */
export function checkProductForm(values: ProductFormValues): ProductFormCheck {
  const result = productInputSchema.safeParse(productBodyFromForm(values));
  if (!result.success) {
    const { field, message } = firstIssue(result.error);
    return { ok: false, field: field in values ? (field as ProductFormField) : "", message };
  }
  const count = firstCountSchema.safeParse(values.stockQuantity);
  if (!count.success) {
    return { ok: false, field: "stockQuantity", message: stockMessages.firstNotWhole };
  }
  return { ok: true, input: result.data, stockQuantity: count.data };
}

/** The read-only discount field, recalculated on every price change (spec §4). */
export function formDiscount(price: string, oldPrice: string): string {
  const pricePaise = price.trim() === "" ? 0 : parseRupees(price);
  const oldPricePaise = oldPrice.trim() === "" ? 0 : parseRupees(oldPrice);
  if (pricePaise === null || oldPricePaise === null) return "";
  return discountLabel(pricePaise, oldPricePaise);
}

/**
 * Adds a specification only when both key and value are non-empty after trimming (spec §5); its
 * Hindi name and value are optional.
 */
export function addSpecification(
  list: readonly Specification[],
  key: string,
  value: string,
  hindi: { keyHi?: string; valueHi?: string } = {},
): Specification[] | undefined {
  const trimmed: Specification = { key: key.trim(), value: value.trim() };
  if (trimmed.key === "" || trimmed.value === "") return undefined;
  const keyHi = hindi.keyHi?.trim();
  const valueHi = hindi.valueHi?.trim();
  if (keyHi) trimmed.keyHi = keyHi;
  if (valueHi) trimmed.valueHi = valueHi;
  return [...list, trimmed];
}

/** Removing the first image promotes the next to main image; removing all leaves none (spec §4). */
export function removeImage(images: readonly string[], index: number): string[] {
  return images.filter((_, position) => position !== index);
}

/** Moves an image one place; moving one to the front makes it the main image. */
export function moveImage(images: readonly string[], from: number, to: number): string[] {
  if (to < 0 || to >= images.length || from === to) return [...images];
  const next = [...images];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}
