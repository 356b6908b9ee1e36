import { z } from "zod";
import { imageRefusal, isImageUrl, MAX_PRODUCT_IMAGES } from "./image-upload";
import { rupeesToPaise } from "./money";
import type { ProductFields } from "./product";
import { isStoredProductImageUrl } from "./product-image";
import {
  DEFAULT_MAX_QUANTITY,
  DEFAULT_RATING,
  DEFAULT_REVIEWS,
  MAX_RATING,
  MIN_RATING,
  PRODUCT_CATEGORIES,
} from "./shop-constants";
import { MAX_RECORD_ID, recordIdRange, storable, visibleLength } from "./storable";

const productIdMessage = `Product id must be a positive whole number, ${recordIdRange}`;
export const productIdSchema = z
  .string()
  .regex(new RegExp(`^[1-9][0-9]{0,${String(MAX_RECORD_ID).length - 1}}$`), {
    message: productIdMessage,
  })
  .transform(Number)
  .refine((id) => id <= MAX_RECORD_ID, { message: productIdMessage });
export const productIdParamsSchema = z.object({ id: productIdSchema });

/** The add-product form's messages (spec §5, §8 'Add product'), in the order they are checked. */
export const PRODUCT_FORM_MESSAGES = {
  nameRequired: "Please enter product name",
  priceInvalid: "Please enter a valid price",
  descriptionRequired: "Please enter product description",
  categoryRequired: "Please select a category",
} as const;

/** Prices are kept in a 32-bit paise column on PostgreSQL; one crore rupees is far above any appliance. */
export const MAX_PRICE_RUPEES = 10_000_000;
export const MAX_ORDER_QUANTITY_LIMIT = 999;
export const MAX_SPECIFICATIONS = 50;
export const PRODUCT_TEXT_LIMITS = {
  name: 200,
  description: 5000,
  brand: 100,
  specificationKey: 100,
  specificationValue: 500,
  imageUrl: 2000,
} as const;

const rupees = new Intl.NumberFormat("en-IN");
const hasAtMostTwoDecimals = (value: number) =>
  Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

const imageUrlSchema = z
  .string()
  .max(PRODUCT_TEXT_LIMITS.imageUrl, { error: "An image address is too long" })
  .refine((url) => isStoredProductImageUrl(url) || isImageUrl(url), {
    error: imageRefusal.badUrl,
  });

const trimmedText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .min(1, { error: `${label} must not be empty` })
    .max(max, { error: `${label} must be at most ${max} characters` })
    .refine(...storable(label));

/** An optional text: empty or absent is none. */
const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .refine(...storable(label))
    .optional();

/**
 * What the admin sends to add or change a product, money in rupees as the form shows it. The key
 * order is the spec's checking order (name, price, description, category), and zod reports issues
 * in key order, so the first issue is the message the spec wants shown.
 */
export const productInputSchema = z
  .strictObject({
    name: z
      .string({ error: PRODUCT_FORM_MESSAGES.nameRequired })
      .trim()
      .min(1, { error: PRODUCT_FORM_MESSAGES.nameRequired })
      .max(PRODUCT_TEXT_LIMITS.name, {
        error: `Product name must be at most ${PRODUCT_TEXT_LIMITS.name} characters`,
      })
      .refine((name) => visibleLength(name) > 0, { error: PRODUCT_FORM_MESSAGES.nameRequired })
      .refine(...storable("Product name")),
    price: z
      .number({ error: PRODUCT_FORM_MESSAGES.priceInvalid })
      .positive({ error: PRODUCT_FORM_MESSAGES.priceInvalid })
      .max(MAX_PRICE_RUPEES, { error: `Price must be at most ₹${rupees.format(MAX_PRICE_RUPEES)}` })
      .refine(hasAtMostTwoDecimals, { error: "Price can have at most two decimal places (paise)" }),
    description: z
      .string({ error: PRODUCT_FORM_MESSAGES.descriptionRequired })
      .trim()
      .min(1, { error: PRODUCT_FORM_MESSAGES.descriptionRequired })
      .max(PRODUCT_TEXT_LIMITS.description, {
        error: `Description must be at most ${PRODUCT_TEXT_LIMITS.description} characters`,
      })
      .refine((text) => visibleLength(text) > 0, {
        error: PRODUCT_FORM_MESSAGES.descriptionRequired,
      })
      .refine(...storable("Description", { lines: true })),
    category: z.enum(PRODUCT_CATEGORIES, { error: PRODUCT_FORM_MESSAGES.categoryRequired }),
    nameHi: z
      .string({ error: "Hindi name must be text" })
      .trim()
      .max(PRODUCT_TEXT_LIMITS.name, {
        error: `Hindi name must be at most ${PRODUCT_TEXT_LIMITS.name} characters`,
      })
      .refine(...storable("Hindi name"))
      .default("")
      .meta({ description: "Name in Hindi; empty or left out when none" }),
    descriptionHi: z
      .string({ error: "Hindi description must be text" })
      .trim()
      .max(PRODUCT_TEXT_LIMITS.description, {
        error: `Hindi description must be at most ${PRODUCT_TEXT_LIMITS.description} characters`,
      })
      .refine(...storable("Hindi description", { lines: true }))
      .default("")
      .meta({ description: "Description in Hindi; empty or left out when none" }),
    oldPrice: z
      .number({ error: "Original price must be a number" })
      .min(0, { error: "Original price cannot be negative" })
      .max(MAX_PRICE_RUPEES, {
        error: `Original price must be at most ₹${rupees.format(MAX_PRICE_RUPEES)}`,
      })
      .refine(hasAtMostTwoDecimals, {
        error: "Original price can have at most two decimal places (paise)",
      })
      .default(0),
    brand: z
      .string()
      .trim()
      .max(PRODUCT_TEXT_LIMITS.brand, {
        error: `Brand must be at most ${PRODUCT_TEXT_LIMITS.brand} characters`,
      })
      .refine(...storable("Brand"))
      .default(""),
    images: z
      .array(imageUrlSchema)
      .max(MAX_PRODUCT_IMAGES, {
        error: `A product can have at most ${MAX_PRODUCT_IMAGES} images`,
      })
      .default([]),
    rating: z
      .number({ error: `Rating must be a number from ${MIN_RATING} to ${MAX_RATING}` })
      .min(MIN_RATING, { error: `Rating must be from ${MIN_RATING} to ${MAX_RATING}` })
      .max(MAX_RATING, { error: `Rating must be from ${MIN_RATING} to ${MAX_RATING}` })
      // The form steps by 0.1, and the storefront shows one decimal.
      .transform((rating) => Math.round(rating * 10) / 10)
      .default(DEFAULT_RATING),
    reviews: z
      .number({ error: "Reviews must be a whole number, 0 or more" })
      .int({ error: "Reviews must be a whole number, 0 or more" })
      .min(0, { error: "Reviews must be a whole number, 0 or more" })
      .max(100_000_000, { error: "Reviews must be at most 10,00,00,000" })
      .default(DEFAULT_REVIEWS),
    inStock: z.boolean({ error: "inStock must be true or false" }).default(true),
    maxQuantity: z
      .number({ error: "Maximum quantity must be a whole number from 1" })
      .int({ error: "Maximum quantity must be a whole number from 1" })
      .min(1, { error: "Maximum quantity must be at least 1" })
      .max(MAX_ORDER_QUANTITY_LIMIT, {
        error: `Maximum quantity must be at most ${MAX_ORDER_QUANTITY_LIMIT}`,
      })
      .default(DEFAULT_MAX_QUANTITY),
    specifications: z
      .array(
        z.strictObject({
          key: trimmedText(PRODUCT_TEXT_LIMITS.specificationKey, "Specification name"),
          value: trimmedText(PRODUCT_TEXT_LIMITS.specificationValue, "Specification value"),
          keyHi: optionalText(PRODUCT_TEXT_LIMITS.specificationKey, "Specification name in Hindi"),
          valueHi: optionalText(
            PRODUCT_TEXT_LIMITS.specificationValue,
            "Specification value in Hindi",
          ),
        }),
      )
      .max(MAX_SPECIFICATIONS, {
        error: `A product can have at most ${MAX_SPECIFICATIONS} specifications`,
      })
      .default([]),
  })
  .meta({ id: "ProductInput" });
export type ProductInput = z.infer<typeof productInputSchema>;
export type ProductInputJson = z.input<typeof productInputSchema>;

export function toProductFields(input: ProductInput): ProductFields {
  return {
    name: input.name,
    description: input.description,
    nameHi: visibleLength(input.nameHi) > 0 ? input.nameHi : "",
    descriptionHi: visibleLength(input.descriptionHi) > 0 ? input.descriptionHi : "",
    pricePaise: rupeesToPaise(input.price),
    oldPricePaise: rupeesToPaise(input.oldPrice),
    images: input.images,
    brand: input.brand,
    category: input.category,
    rating: input.rating,
    reviews: input.reviews,
    inStock: input.inStock,
    maxQuantity: input.maxQuantity,
    // An empty Hindi part is none: Hindi pages show the English one.
    specifications: input.specifications.map(({ key, value, keyHi, valueHi }) => ({
      key,
      value,
      ...(keyHi ? { keyHi } : {}),
      ...(valueHi ? { valueHi } : {}),
    })),
  };
}

/** The body of the stock toggle on the products list. */
export const productStockInputSchema = z
  .strictObject({ inStock: z.boolean({ error: "inStock must be true or false" }) })
  .meta({ id: "ProductStockInput" });

/** The first message of a failed product check: the one the spec says to show. */
export function firstIssue(error: z.ZodError): { field: string; message: string } {
  const issue = error.issues[0]!;
  if (issue.code === "unrecognized_keys") {
    return {
      field: "",
      message: `Unknown field ${issue.keys.map((key) => `'${key}'`).join(", ")}`,
    };
  }
  return { field: String(issue.path[0] ?? ""), message: issue.message };
}
