import { z } from "zod";
import { discountLabel } from "./discount";
import { paiseToRupees } from "./money";
import { mainImage, matchesSearch, type Product } from "./product";
import { PRODUCT_CATEGORIES, SEARCH_QUERY_MAX_LENGTH } from "./shop-constants";

const MAX_SAFE_ID_DIGITS = 15;
export const productIdSchema = z
  .string()
  .regex(new RegExp(`^[1-9][0-9]{0,${MAX_SAFE_ID_DIGITS - 1}}$`), {
    message: "Product id must be a positive whole number",
  })
  .transform(Number);

export const specificationSchema = z.object({ key: z.string(), value: z.string() });

/** The product as the JSON API returns it: the spec's Product fields, money in rupees. */
export const productJsonSchema = z
  .object({
    id: z.number().int().positive(),
    name: z.string(),
    description: z.string(),
    price: z.number().meta({ description: "Price in rupees" }),
    oldPrice: z.number().meta({ description: "Price before discount in rupees; 0 when none" }),
    discount: z.string().meta({ description: "For example '25% OFF'; empty when no discount" }),
    image: z.string().meta({ description: "Main image URL (the first of images)" }),
    images: z.array(z.string()),
    brand: z.string(),
    category: z.string(),
    rating: z.number().min(1).max(5),
    reviews: z.number().int().min(0),
    inStock: z.boolean(),
    maxQuantity: z.number().int().min(1),
    specifications: z.array(specificationSchema),
    createdAt: z.string().meta({ description: "ISO 8601, UTC" }),
    updatedAt: z.string().meta({ description: "ISO 8601, UTC" }),
  })
  .meta({ id: "Product" });
export type ProductJson = z.infer<typeof productJsonSchema>;

export function toProductJson(product: Product): ProductJson {
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    price: paiseToRupees(product.pricePaise),
    oldPrice: paiseToRupees(product.oldPricePaise),
    discount: discountLabel(product.pricePaise, product.oldPricePaise),
    image: mainImage(product),
    images: product.images,
    brand: product.brand,
    category: product.category,
    rating: product.rating,
    reviews: product.reviews,
    inStock: product.inStock,
    maxQuantity: product.maxQuantity,
    specifications: product.specifications,
    createdAt: product.createdAt,
    updatedAt: product.updatedAt,
  };
}

export const productListQuerySchema = z.strictObject({
  q: z
    .string()
    .max(SEARCH_QUERY_MAX_LENGTH, {
      message: `Search text must be at most ${SEARCH_QUERY_MAX_LENGTH} characters`,
    })
    .optional()
    .meta({ description: "Case-insensitive part of the product name" }),
  category: z.enum(PRODUCT_CATEGORIES).optional(),
  inStock: z
    .enum(["true", "false"], { message: "inStock must be 'true' or 'false'" })
    .optional()
    .meta({ description: "Only products in stock (true) or out of stock (false)" }),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const productListJsonSchema = z
  .object({
    products: z.array(productJsonSchema),
    count: z.number().int().min(0),
  })
  .meta({ id: "ProductList" });

export function filterProducts(products: readonly Product[], query: ProductListQuery): Product[] {
  const inStock = query.inStock === undefined ? undefined : query.inStock === "true";
  return products.filter(
    (product) =>
      matchesSearch(product, query.q ?? "") &&
      (query.category === undefined || product.category === query.category) &&
      (inStock === undefined || product.inStock === inStock),
  );
}
