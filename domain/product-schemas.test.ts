import { describe, expect, it } from "vitest";
import { mainImage, type Product } from "./product";
import {
  filterProducts,
  productIdSchema,
  productListQuerySchema,
  toProductJson,
} from "./product-schemas";

function product(overrides: Partial<Product>): Product {
  return {
    id: 1,
    name: "LG 1.5 Ton 5 Star Split AC",
    description: "Cools fast",
    pricePaise: 3_899_000,
    oldPricePaise: 5_499_000,
    images: ["/uploads/products/a.webp", "/uploads/products/b.webp"],
    brand: "LG",
    category: "Electronics",
    rating: 4.3,
    reviews: 120,
    inStock: true,
    maxQuantity: 10,
    specifications: [{ key: "Capacity", value: "1.5 Ton" }],
    createdAt: "2026-11-21T05:00:00.000Z",
    updatedAt: "2026-11-21T05:00:00.000Z",
    ...overrides,
  };
}

describe("product", () => {
  it("shows prices in rupees with the derived discount and main image in JSON", () => {
    const json = toProductJson(product({}));
    expect(json.price).toBe(38_990);
    expect(json.oldPrice).toBe(54_990);
    expect(json.discount).toBe("29% OFF");
    expect(json.image).toBe("/uploads/products/a.webp");
  });

  it("has an empty main image when there are no images", () => {
    expect(mainImage({ images: [] })).toBe("");
  });

  it("accepts only positive whole-number ids", () => {
    expect(productIdSchema.parse("42")).toBe(42);
    for (const bad of ["0", "-1", "1.5", "abc", "01", "", "9".repeat(16)]) {
      expect(productIdSchema.safeParse(bad).success).toBe(false);
    }
  });

  it("searches names case-insensitively and filters by stock and category", () => {
    const products = [
      product({ id: 1, name: "Samsung Smart LED TV" }),
      product({ id: 2, name: "IFB Microwave", category: "Home & Kitchen", inStock: false }),
    ];
    expect(filterProducts(products, { q: "led tv" }).map((p) => p.id)).toEqual([1]);
    expect(filterProducts(products, { inStock: "false" }).map((p) => p.id)).toEqual([2]);
    expect(filterProducts(products, { category: "Home & Kitchen" }).map((p) => p.id)).toEqual([2]);
    expect(filterProducts(products, {}).length).toBe(2);
  });

  it("rejects unknown list parameters and bad values", () => {
    expect(productListQuerySchema.safeParse({ page: "2" }).success).toBe(false);
    expect(productListQuerySchema.safeParse({ inStock: "yes" }).success).toBe(false);
    expect(productListQuerySchema.safeParse({ category: "Cars" }).success).toBe(false);
    expect(productListQuerySchema.safeParse({ q: "x".repeat(101) }).success).toBe(false);
  });
});
