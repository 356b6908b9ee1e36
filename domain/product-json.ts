import { z } from "zod";
import { APPLIANCE_KIND_SLUGS, CATALOGUE_SORT_VALUES } from "./appliance-kinds";
import { discountLabel } from "./discount";
import { paiseToRupees } from "./money";
import { mainImage, type Product } from "./product";
import { PRODUCT_TEXT_LIMITS } from "./product-schemas";
import { shownRating, type ReviewTally } from "./reviews";
import type { CatalogueFilter } from "./search";
import { PRODUCT_CATEGORIES, SEARCH_QUERY_MAX_LENGTH } from "./shop-constants";
import { storable } from "./storable";

/** The catalogue as the JSON API and the storefront read it: products, money in rupees, and the list's query. */
export const specificationSchema = z.object({
  key: z.string(),
  value: z.string(),
  keyHi: z.string().optional().meta({ description: "Name in Hindi; absent when none" }),
  valueHi: z.string().optional().meta({ description: "Value in Hindi; absent when none" }),
});

/** The product as the JSON API returns it: the spec's Product fields, money in rupees. */
export const productJsonSchema = z
  .object({
    id: z.number().int().positive(),
    name: z.string(),
    description: z.string(),
    nameHi: z.string().meta({ description: "Name in Hindi; empty when none" }),
    descriptionHi: z.string().meta({ description: "Description in Hindi; empty when none" }),
    price: z.number().meta({ description: "Price in rupees" }),
    oldPrice: z.number().meta({ description: "Price before discount in rupees; 0 when none" }),
    discount: z.string().meta({ description: "For example '25% OFF'; empty when no discount" }),
    image: z.string().meta({ description: "Main image URL (the first of images)" }),
    images: z.array(z.string()),
    brand: z.string(),
    category: z.string(),
    rating: z.number().min(1).max(5).meta({
      description: "As entered in the admin: shown only while no buyer's review is published",
    }),
    reviews: z.number().int().min(0).meta({ description: "As entered in the admin" }),
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
    nameHi: product.nameHi,
    descriptionHi: product.descriptionHi,
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

/**
 * The product as the storefront's JSON API answers it: its rating and count are the ones the shop
 * shows (`shownRating`): the published buyers' reviews once there is one, the admin's only before.
 */
export const storefrontProductJsonSchema = productJsonSchema
  .extend({
    rating: z
      .number()
      .min(0)
      .max(5)
      .meta({
        description:
          "The average of the published buyers' reviews once there is one, else the rating " +
          "entered in the admin; 0 when neither",
      }),
    reviews: z.number().int().min(0).meta({
      description: "How many reviews the rating stands for: the published ones once there is one",
    }),
    ratingFromReviews: z.boolean().meta({
      description: "True when rating and reviews come from published buyers' reviews",
    }),
    demo: z.boolean().meta({
      description:
        "One of the demo catalogue's products, with a made-up price, which the owner has not " +
        "removed yet; its rating and reviews are its published buyers' reviews only",
    }),
  })
  .meta({ id: "StorefrontProduct" });
export type StorefrontProductJson = z.infer<typeof storefrontProductJsonSchema>;

/**
 * `tally`: the product's published reviews. A demo product's typed rating was invented with the
 * demo, not typed by the owner (issue 33), so it carries only its buyers' reviews, as its page does.
 */
export function toStorefrontProductJson(
  product: Product,
  tally: ReviewTally,
  demo = false,
): StorefrontProductJson {
  const rating = shownRating(demo ? { ...product, rating: 0, reviews: 0 } : product, tally);
  return {
    ...toProductJson(product),
    rating: rating?.rating ?? 0,
    reviews: rating?.count ?? 0,
    ratingFromReviews: rating?.fromReviews ?? false,
    demo,
  };
}

export const productListQuerySchema = z.strictObject({
  q: z
    .string()
    .max(SEARCH_QUERY_MAX_LENGTH, {
      message: `Search text must be at most ${SEARCH_QUERY_MAX_LENGTH} characters`,
    })
    .refine(...storable("Search text"))
    .optional()
    .meta({
      description:
        "Search words: every product whose name contains the text (case-insensitive) is found; " +
        "products whose every word matches a whole word or word beginning of the name, the brand " +
        "or the appliance kind (synonyms, plurals, Hindi) come first",
    }),
  category: z.enum(PRODUCT_CATEGORIES).optional(),
  type: z
    .enum(APPLIANCE_KIND_SLUGS, {
      message: `type must be one of ${APPLIANCE_KIND_SLUGS.join(", ")}`,
    })
    .optional()
    .meta({ description: "Only products of this appliance kind" }),
  brand: z
    .string()
    .max(PRODUCT_TEXT_LIMITS.brand, {
      message: `Brand must be at most ${PRODUCT_TEXT_LIMITS.brand} characters`,
    })
    .refine(...storable("Brand"))
    .optional()
    .meta({ description: "Only products of this brand (case-insensitive)" }),
  sort: z
    .enum(CATALOGUE_SORT_VALUES, {
      message: `sort must be one of ${CATALOGUE_SORT_VALUES.join(", ")}`,
    })
    .optional()
    .meta({
      description:
        "price-low, price-high or newest; without it, search results by relevance, else newest first",
    }),
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
export type ProductListJson = z.infer<typeof productListJsonSchema>;

export const storefrontProductListJsonSchema = z
  .object({
    products: z.array(storefrontProductJsonSchema),
    count: z.number().int().min(0),
  })
  .meta({ id: "StorefrontProductList" });

/** The list parameters as the catalogue's search takes them. */
export function catalogueFilter(query: ProductListQuery): CatalogueFilter {
  return {
    q: query.q,
    type: query.type,
    brand: query.brand,
    category: query.category,
    inStock: query.inStock === undefined ? undefined : query.inStock === "true",
    sort: query.sort,
  };
}
