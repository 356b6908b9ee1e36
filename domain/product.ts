import type { Paise } from "./money";

/*
 * Product types and the rules pages run in the browser. Kept free of zod so storefront pages do not
 * ship a validation library they never use; the API's schemas are in product-schemas.ts.
 */

export interface Specification {
  key: string;
  value: string;
  /** The Hindi name and value Hindi pages show; absent (or empty) shows the English. */
  keyHi?: string;
  valueHi?: string;
}

/** A product as the shop holds it: money in paise, images in display order (the first is the main one). */
export interface Product {
  id: number;
  name: string;
  description: string;
  /** The Hindi name and description, '' when none: Hindi pages then show the English ones. */
  nameHi: string;
  descriptionHi: string;
  pricePaise: Paise;
  oldPricePaise: Paise;
  images: string[];
  brand: string;
  category: string;
  rating: number;
  reviews: number;
  inStock: boolean;
  maxQuantity: number;
  /**
   * Units in the shop when the owner counts them (issue 31): every sale takes from it and In Stock
   * follows it; null or absent when not counted, and the In Stock switch rules as before. Changed
   * only through stock movements (`Stock`), never by the product form's save.
   */
  stockQuantity?: number | null;
  specifications: Specification[];
  createdAt: string;
  updatedAt: string;
}

/** What the shop stores for a product, before it has an id and timestamps. */
export type ProductFields = Omit<Product, "id" | "createdAt" | "updatedAt">;

/** The main image is always the first of the ordered list, so the two can never disagree. */
export function mainImage(product: Pick<Product, "images">): string {
  return product.images[0] ?? "";
}

/**
 * A product's name as a page in `locale` shows it: the Hindi name on Hindi pages when the shop
 * wrote one, else the English name. Descriptions fall back the same way.
 */
export function localizedName(
  product: { name: string; nameHi?: string | undefined },
  locale: string,
): string {
  return locale === "hi" && product.nameHi ? product.nameHi : product.name;
}

/** A specification as a page in `locale` shows it, each part falling back to the English. */
export function localizedSpecification(specification: Specification, locale: string) {
  const hindi = locale === "hi";
  return {
    key: (hindi && specification.keyHi) || specification.key,
    value: (hindi && specification.valueHi) || specification.value,
  };
}

export function localizedDescription(
  product: Pick<Product, "description" | "descriptionHi">,
  locale: string,
): string {
  return locale === "hi" && product.descriptionHi ? product.descriptionHi : product.description;
}
