import { describe, expect, it } from "vitest";
import { mainImage, type Product } from "./product";
import {
  firstIssue,
  PRODUCT_FORM_MESSAGES,
  PRODUCT_TEXT_LIMITS,
  productIdSchema,
  productInputSchema,
  toProductFields,
} from "./product-schemas";
import { productListQuerySchema, toProductJson } from "./product-json";

function product(overrides: Partial<Product>): Product {
  return {
    id: 1,
    name: "LG 1.5 Ton 5 Star Split AC",
    description: "Cools fast",
    nameHi: "",
    descriptionHi: "",
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

  it("rejects unknown list parameters and bad values", () => {
    expect(productListQuerySchema.safeParse({ page: "2" }).success).toBe(false);
    expect(productListQuerySchema.safeParse({ inStock: "yes" }).success).toBe(false);
    expect(productListQuerySchema.safeParse({ category: "Cars" }).success).toBe(false);
    expect(productListQuerySchema.safeParse({ q: "x".repeat(101) }).success).toBe(false);
    expect(productListQuerySchema.safeParse({ type: "fan" }).success).toBe(false);
    expect(productListQuerySchema.safeParse({ sort: "cheapest" }).success).toBe(false);
    expect(
      productListQuerySchema.safeParse({ type: "ac", brand: "LG", sort: "price-low" }).success,
    ).toBe(true);
  });
});

describe("product input", () => {
  const input = {
    name: "Haier 190 L Refrigerator",
    price: 14_990.5,
    description: "Direct cool, 4 star",
    category: "Home & Kitchen",
  };
  const messageOf = (body: unknown) => {
    const result = productInputSchema.safeParse(body);
    return result.success ? undefined : firstIssue(result.error).message;
  };

  it("takes an optional Hindi name and description, trimmed, within the English limits", () => {
    const parsed = productInputSchema.parse({ ...input, nameHi: " हायर फ्रिज ", descriptionHi: "" });
    expect(toProductFields(parsed)).toMatchObject({ nameHi: "हायर फ्रिज", descriptionHi: "" });
    expect(messageOf({ ...input, nameHi: "न".repeat(PRODUCT_TEXT_LIMITS.name + 1) })).toBe(
      `Hindi name must be at most ${PRODUCT_TEXT_LIMITS.name} characters`,
    );
    expect(
      messageOf({ ...input, descriptionHi: "व".repeat(PRODUCT_TEXT_LIMITS.description) }),
    ).toBeUndefined();
    // The spec's own messages still come first.
    expect(messageOf({ ...input, name: "", nameHi: "\u0000" })).toBe(
      PRODUCT_FORM_MESSAGES.nameRequired,
    );
  });

  it("fills the spec's defaults and stores money in paise", () => {
    const fields = toProductFields(productInputSchema.parse(input));
    expect(fields).toEqual({
      name: "Haier 190 L Refrigerator",
      description: "Direct cool, 4 star",
      nameHi: "",
      descriptionHi: "",
      pricePaise: 1_499_050,
      oldPricePaise: 0,
      images: [],
      brand: "",
      category: "Home & Kitchen",
      rating: 4,
      reviews: 0,
      inStock: true,
      maxQuantity: 10,
      specifications: [],
    });
  });

  it("reports the first problem in the spec's order, whatever else is wrong", () => {
    expect(messageOf({})).toBe(PRODUCT_FORM_MESSAGES.nameRequired);
    expect(messageOf({ name: "X", description: "" })).toBe(PRODUCT_FORM_MESSAGES.priceInvalid);
    expect(messageOf({ name: "X", price: "100", category: "Cars" })).toBe(
      PRODUCT_FORM_MESSAGES.priceInvalid,
    );
    expect(messageOf({ name: "X", price: 100, description: " ", category: "Cars" })).toBe(
      PRODUCT_FORM_MESSAGES.descriptionRequired,
    );
    expect(messageOf({ ...input, category: "Cars" })).toBe(PRODUCT_FORM_MESSAGES.categoryRequired);
  });

  it("refuses prices with fractions of a paisa, unknown fields and more than 10 images", () => {
    expect(messageOf({ ...input, price: 10.005 })).toMatch(/two decimal places/);
    expect(messageOf({ ...input, discount: "99% OFF" })).toBe("Unknown field 'discount'");
    const images = Array.from({ length: 11 }, (_, index) => `https://cdn.example.com/${index}.jpg`);
    expect(messageOf({ ...input, images })).toBe("A product can have at most 10 images");
  });

  it("takes the shop's stored images and http(s) image addresses, nothing else", () => {
    const stored = "/uploads/products/0123456789abcdef0123456789abcdef.webp";
    expect(messageOf({ ...input, images: [stored, "https://cdn.example.com/a.png"] })).toBe(
      undefined,
    );
    for (const bad of ["javascript:alert(1)", "/etc/passwd", "https://cdn.example.com/a.svg"]) {
      expect(messageOf({ ...input, images: [bad] })).toMatch(/image address/);
    }
  });

  it("refuses a specification whose name or value is blank after trimming", () => {
    expect(messageOf({ ...input, specifications: [{ key: " ", value: "1 year" }] })).toBe(
      "Specification name must not be empty",
    );
    const parsed = productInputSchema.parse({
      ...input,
      specifications: [{ key: " Warranty ", value: " 1 year " }],
    });
    expect(parsed.specifications).toEqual([{ key: "Warranty", value: "1 year" }]);
  });
});
