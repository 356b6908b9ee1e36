import { describe, expect, it } from "vitest";
import {
  addSpecification,
  checkProductForm,
  EMPTY_PRODUCT_FORM,
  formDiscount,
  moveImage,
  PRODUCT_FORM_NAMES,
  productFormFromFormData,
  productFormFromProduct,
  removeImage,
  type ProductFormValues,
} from "./product-form";
import { PRODUCT_FORM_MESSAGES } from "./product-schemas";
import { toProductJson } from "./product-json";

const valid: ProductFormValues = {
  ...EMPTY_PRODUCT_FORM,
  name: "Voltas 1.5 Ton Split AC",
  description: "Cools a 150 sq ft room",
  price: "32990",
  category: "Electronics",
};

describe("product form", () => {
  it("starts with rating 4, reviews 0, in stock and at most 10 per order", () => {
    expect(EMPTY_PRODUCT_FORM).toMatchObject({
      rating: "4",
      reviews: "0",
      inStock: true,
      maxQuantity: "10",
      images: [],
      specifications: [],
    });
  });

  it("checks name, then price, then description, then category, with the spec's messages", () => {
    let values: ProductFormValues = { ...EMPTY_PRODUCT_FORM, name: "   " };
    const steps: [Partial<ProductFormValues>, string, string][] = [
      [{}, "name", PRODUCT_FORM_MESSAGES.nameRequired],
      [{ name: "AC" }, "price", PRODUCT_FORM_MESSAGES.priceInvalid],
      [{ price: "0" }, "price", PRODUCT_FORM_MESSAGES.priceInvalid],
      [{ price: "-5" }, "price", PRODUCT_FORM_MESSAGES.priceInvalid],
      [{ price: "499.50" }, "description", PRODUCT_FORM_MESSAGES.descriptionRequired],
      [{ description: "Quiet" }, "category", PRODUCT_FORM_MESSAGES.categoryRequired],
    ];
    for (const [change, field, message] of steps) {
      values = { ...values, ...change };
      expect(checkProductForm(values)).toEqual({ ok: false, field, message });
    }
    const done = checkProductForm({ ...values, category: "Home & Kitchen" });
    expect(done.ok && done.input).toMatchObject({ name: "AC", price: 499.5, rating: 4 });
  });

  it("trims text and treats a blank original price as none", () => {
    const check = checkProductForm({ ...valid, name: "  Voltas AC  ", oldPrice: "" });
    expect(check.ok && check.input).toMatchObject({ name: "Voltas AC", oldPrice: 0 });
  });

  it("refuses a rating outside 1 to 5 and a maximum quantity below 1", () => {
    expect(checkProductForm({ ...valid, rating: "5.1" })).toMatchObject({ field: "rating" });
    expect(checkProductForm({ ...valid, rating: "" })).toMatchObject({ field: "rating" });
    expect(checkProductForm({ ...valid, maxQuantity: "0" })).toMatchObject({
      field: "maxQuantity",
    });
    expect(checkProductForm({ ...valid, reviews: "-1" })).toMatchObject({ field: "reviews" });
  });

  it("shows the rounded discount only when the original price is above a price above 0", () => {
    expect(formDiscount("750", "1000")).toBe("25% OFF");
    expect(formDiscount("666.67", "1000")).toBe("33% OFF");
    expect(formDiscount("1000", "1000")).toBe("");
    expect(formDiscount("1200", "1000")).toBe("");
    expect(formDiscount("", "1000")).toBe("");
    expect(formDiscount("0", "1000")).toBe("");
    expect(formDiscount("500", "")).toBe("");
  });

  it("adds a specification only when name and value have text after trimming", () => {
    expect(addSpecification([], "  ", "1 year")).toBeUndefined();
    expect(addSpecification([], "Warranty", "   ")).toBeUndefined();
    expect(addSpecification([{ key: "A", value: "B" }], " Warranty ", " 1 year ")).toEqual([
      { key: "A", value: "B" },
      { key: "Warranty", value: "1 year" },
    ]);
    // The Hindi parts are optional and kept only when they have text.
    expect(addSpecification([], "Capacity", "20 L", { keyHi: " क्षमता ", valueHi: " " })).toEqual([
      { key: "Capacity", value: "20 L", keyHi: "क्षमता" },
    ]);
  });

  it("promotes the next image when the main one is removed and clears it when all are", () => {
    expect(removeImage(["a", "b", "c"], 0)).toEqual(["b", "c"]);
    expect(removeImage(["a"], 0)).toEqual([]);
    expect(moveImage(["a", "b", "c"], 2, 1)).toEqual(["a", "c", "b"]);
    expect(moveImage(["a", "b"], 1, 0)).toEqual(["b", "a"]);
    expect(moveImage(["a", "b"], 0, -1)).toEqual(["a", "b"]);
  });

  it("prefills the form from a product, round-tripping through the check", () => {
    const json = toProductJson({
      id: 7,
      name: "LG Microwave",
      description: "28 L convection",
      nameHi: "LG माइक्रोवेव",
      descriptionHi: "",
      pricePaise: 1_249_950,
      oldPricePaise: 0,
      images: ["https://cdn.example.com/lg.jpg"],
      brand: "LG",
      category: "Home & Kitchen",
      rating: 4.4,
      reviews: 31,
      inStock: false,
      maxQuantity: 3,
      specifications: [{ key: "Capacity", value: "28 L" }],
      createdAt: "2026-11-21T05:00:00.000Z",
      updatedAt: "2026-11-21T05:00:00.000Z",
    });
    const values = productFormFromProduct(json);
    expect(values).toMatchObject({
      price: "12499.5",
      oldPrice: "",
      inStock: false,
      nameHi: "LG माइक्रोवेव",
      descriptionHi: "",
    });
    const check = checkProductForm(values);
    expect(check.ok && check.input).toMatchObject({
      price: 12_499.5,
      oldPrice: 0,
      images: ["https://cdn.example.com/lg.jpg"],
      maxQuantity: 3,
      specifications: [{ key: "Capacity", value: "28 L" }],
      nameHi: "LG माइक्रोवेव",
      descriptionHi: "",
    });
  });
});

describe("product form as posted", () => {
  it("reads back what the form's fields post, specifications paired in order", () => {
    const form = new FormData();
    const posted = { ...valid, nameHi: "Voltas स्प्लिट एसी", oldPrice: "35990", rating: "4.5" };
    for (const [name, value] of Object.entries(posted)) {
      if (typeof value === "string") form.append(name, value);
    }
    form.append("inStock", "on");
    form.append("images", "https://cdn.example.com/front.jpg");
    form.append("images", "https://cdn.example.com/side.jpg");
    form.append(PRODUCT_FORM_NAMES.specificationKey, "Capacity");
    form.append(PRODUCT_FORM_NAMES.specificationValue, "1.5 Ton");
    form.append(PRODUCT_FORM_NAMES.specificationKey, "Star rating");
    form.append(PRODUCT_FORM_NAMES.specificationValue, "5");
    expect(productFormFromFormData(form)).toEqual({
      ...valid,
      nameHi: "Voltas स्प्लिट एसी",
      oldPrice: "35990",
      rating: "4.5",
      images: ["https://cdn.example.com/front.jpg", "https://cdn.example.com/side.jpg"],
      specifications: [
        { key: "Capacity", value: "1.5 Ton" },
        { key: "Star rating", value: "5" },
      ],
    });
  });

  it("reads an unticked In stock box and missing fields as out of stock and empty", () => {
    const form = new FormData();
    form.append("name", "Voltas AC");
    expect(productFormFromFormData(form)).toMatchObject({
      name: "Voltas AC",
      price: "",
      inStock: false,
      images: [],
      specifications: [],
    });
  });
});
