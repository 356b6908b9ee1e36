import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiErrorSchema } from "../../domain/api-error";
import { PRODUCT_FORM_MESSAGES } from "../../domain/product-schemas";
import { productJsonSchema } from "../../domain/product-json";
import { buildOrderRequest } from "../factories/order";
import { buildProduct } from "../factories/product";
import { signInAdmin } from "../setup/admin-session";
import { createTestShop, type TestShop } from "../setup/test-shop";

let shop: TestShop;
let admin: Awaited<ReturnType<typeof signInAdmin>>;

beforeAll(async () => {
  shop = await createTestShop();
  admin = await signInAdmin(shop);
});

afterAll(() => shop.close());

const URL_BASE = "http://localhost";

function send(method: string, path: string, body?: unknown, headers = admin.headers) {
  return shop.app.request(`${URL_BASE}${path}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function errorOf(response: Response) {
  return apiErrorSchema.parse(await response.json()).error;
}

const newProduct = {
  name: "Godrej 7 kg Top Load Washing Machine",
  price: 17_490,
  description: "Fully automatic, toughened glass lid",
  category: "Home & Kitchen",
  oldPrice: 21_990,
  brand: "Godrej",
  images: ["https://cdn.example.com/godrej-front.jpg"],
  rating: 4.3,
  reviews: 218,
  inStock: true,
  maxQuantity: 2,
  specifications: [{ key: "Capacity", value: "7 kg" }],
};

async function productCount(): Promise<number> {
  return (await shop.catalogue.list()).length;
}

describe("admin products API access", () => {
  const calls: [string, string, unknown?][] = [
    ["GET", "/api/admin/products"],
    ["GET", "/api/admin/products/1"],
    ["POST", "/api/admin/products", newProduct],
    ["PUT", "/api/admin/products/1", newProduct],
    ["PATCH", "/api/admin/products/1", { inStock: false }],
    ["DELETE", "/api/admin/products/1"],
    ["POST", "/api/admin/uploads"],
  ];

  it.each(calls)("answers 401 to %s %s without a session", async (method, path, body) => {
    const response = await send(method, path, body, { Origin: URL_BASE });
    expect(response.status).toBe(401);
    expect((await errorOf(response)).code).toBe("unauthorized");
  });

  it.each(calls.filter(([method]) => method !== "GET"))(
    "answers 403 to %s %s from another origin, even with a session",
    async (method, path, body) => {
      const [id] = await shop.catalogue.addProducts([buildProduct()]);
      const before = await shop.catalogue.get(id!);
      const response = await send(method, path.replace("/1", `/${id}`), body, {
        ...admin.headers,
        Origin: "https://evil.example",
      });
      expect(response.status).toBe(403);
      expect((await errorOf(response)).code).toBe("forbidden");
      expect(await shop.catalogue.get(id!)).toEqual(before);
    },
  );
});

describe("POST /api/admin/products", () => {
  it("adds a product, answers it with its discount and announces the change", async () => {
    const announced = new Promise((resolve) => {
      const subscription = shop.events.subscribe("catalogue", (change) => {
        subscription.unsubscribe();
        resolve(change);
      });
    });
    const response = await send("POST", "/api/admin/products", newProduct);
    expect(response.status).toBe(201);
    const product = productJsonSchema.parse(await response.json());
    expect(product).toMatchObject({
      name: newProduct.name,
      price: 17_490,
      oldPrice: 21_990,
      discount: "20% OFF",
      image: "https://cdn.example.com/godrej-front.jpg",
      maxQuantity: 2,
    });
    await announced;
    const listed = await (await shop.app.request(`/api/products/${product.id}`)).json();
    expect(listed).toMatchObject({
      name: newProduct.name,
      specifications: newProduct.specifications,
    });
  });

  it("checks name, price, description and category in the spec's order and stores nothing", async () => {
    const before = await productCount();
    const steps: [Record<string, unknown>, string][] = [
      [{}, PRODUCT_FORM_MESSAGES.nameRequired],
      [{ name: "Bajaj Mixer" }, PRODUCT_FORM_MESSAGES.priceInvalid],
      [{ name: "Bajaj Mixer", price: 0 }, PRODUCT_FORM_MESSAGES.priceInvalid],
      [{ name: "Bajaj Mixer", price: 2999 }, PRODUCT_FORM_MESSAGES.descriptionRequired],
      [
        { name: "Bajaj Mixer", price: 2999, description: "500 W" },
        PRODUCT_FORM_MESSAGES.categoryRequired,
      ],
      [
        { name: "Bajaj Mixer", price: 2999, description: "500 W", category: "Kitchen" },
        PRODUCT_FORM_MESSAGES.categoryRequired,
      ],
    ];
    for (const [body, message] of steps) {
      const response = await send("POST", "/api/admin/products", body);
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toEqual({ code: "invalid_request", message });
    }
    expect(await productCount()).toBe(before);
  });

  it("refuses a non-image address, more than 10 images and a body that is not JSON", async () => {
    const script = await send("POST", "/api/admin/products", {
      ...newProduct,
      images: ["javascript:alert(1)"],
    });
    expect(script.status).toBe(400);
    expect((await errorOf(script)).message).toMatch(/image address/);
    const eleven = await send("POST", "/api/admin/products", {
      ...newProduct,
      images: Array.from({ length: 11 }, (_, index) => `https://cdn.example.com/${index}.jpg`),
    });
    expect(eleven.status).toBe(400);
    expect((await errorOf(eleven)).message).toBe("A product can have at most 10 images");
    const garbled = await shop.app.request(`${URL_BASE}/api/admin/products`, {
      method: "POST",
      headers: { ...admin.headers, "Content-Type": "application/json" },
      body: "{name:",
    });
    expect(garbled.status).toBe(400);
  });
});

describe("changing and removing products", () => {
  it("replaces a product's fields, images and specifications", async () => {
    const [id] = await shop.catalogue.addProducts([buildProduct()]);
    const response = await send("PUT", `/api/admin/products/${id}`, {
      ...newProduct,
      price: 15_999,
      images: ["https://cdn.example.com/b.png", "https://cdn.example.com/a.png"],
      specifications: [],
    });
    expect(response.status).toBe(200);
    const stored = await shop.catalogue.get(id!);
    expect(stored).toMatchObject({
      pricePaise: 1_599_900,
      images: ["https://cdn.example.com/b.png", "https://cdn.example.com/a.png"],
      specifications: [],
    });
  });

  it("switches a product out of stock and back", async () => {
    const [id] = await shop.catalogue.addProducts([buildProduct({ inStock: true })]);
    const off = await send("PATCH", `/api/admin/products/${id}`, { inStock: false });
    expect(off.status).toBe(200);
    expect((await shop.catalogue.get(id!))?.inStock).toBe(false);
    const bad = await send("PATCH", `/api/admin/products/${id}`, { inStock: "no" });
    expect(bad.status).toBe(400);
    expect((await shop.catalogue.get(id!))?.inStock).toBe(false);
  });

  it("deletes a product while orders keep their copy of it", async () => {
    const [id] = await shop.catalogue.addProducts([
      buildProduct({ name: "Usha Ceiling Fan", pricePaise: 249_900 }),
    ]);
    const order = await shop.app.request("/api/orders", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(buildOrderRequest([{ productId: id!, quantity: 2 }])),
    });
    expect(order.status).toBe(201);
    const { id: orderId } = (await order.json()) as { id: number };

    const response = await send("DELETE", `/api/admin/products/${id}`);
    expect(response.status).toBe(204);
    expect(await shop.catalogue.get(id!)).toBeUndefined();
    expect((await shop.app.request(`/api/products/${id}`)).status).toBe(404);
    const items = await shop.database.db
      .selectFrom("order_items")
      .select(["product_id", "name", "unit_price_paise", "quantity"])
      .where("order_id", "=", orderId)
      .execute();
    expect(items).toEqual([
      { product_id: null, name: "Usha Ceiling Fan", unit_price_paise: 249_900, quantity: 2 },
    ]);
  });

  it.each([
    ["PUT", newProduct],
    ["PATCH", { inStock: true }],
    ["DELETE", undefined],
    ["GET", undefined],
  ])("answers 404 to %s of a product that does not exist", async (method, body) => {
    const response = await send(method, "/api/admin/products/999999", body);
    expect(response.status).toBe(404);
    expect((await errorOf(response)).code).toBe("not_found");
  });
});

describe("what the admin product API refuses before it reaches the database", () => {
  it("refuses NUL characters and names of invisible characters, storing nothing", async () => {
    const before = await productCount();
    for (const [changes, message] of [
      [{ name: "Bajaj\u0000 Mixer" }, "Product name must not contain control characters"],
      [{ name: "\u200B\u200D\uFEFF" }, PRODUCT_FORM_MESSAGES.nameRequired],
      [{ description: "500 W\u0000" }, "Description must not contain control characters"],
      [{ brand: "Bajaj\u0000" }, "Brand must not contain control characters"],
      [
        { specifications: [{ key: "Power", value: "500\u0000W" }] },
        "Specification value must not contain control characters",
      ],
    ] as const) {
      const response = await send("POST", "/api/admin/products", { ...newProduct, ...changes });
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toEqual({ code: "invalid_request", message });
    }
    expect(await productCount()).toBe(before);
  });

  it("keeps line breaks in a description", async () => {
    const response = await send("POST", "/api/admin/products", {
      ...newProduct,
      description: "500 W motor\r\n3 jars\tstainless steel",
    });
    expect(response.status).toBe(201);
  });

  it("refuses a product id beyond the 32-bit id column", async () => {
    for (const method of ["GET", "PUT", "PATCH", "DELETE"]) {
      const response = await send(
        method,
        "/api/admin/products/2147483648",
        method === "PUT" ? newProduct : method === "PATCH" ? { inStock: false } : undefined,
      );
      expect(response.status).toBe(400);
      expect((await errorOf(response)).message).toBe(
        "Product id must be a positive whole number, from 1 to 2147483647",
      );
    }
  });

  it("answers 415 to a product sent as a form", async () => {
    const before = await productCount();
    const response = await shop.app.request(`${URL_BASE}/api/admin/products`, {
      method: "POST",
      headers: { ...admin.headers, "Content-Type": "application/x-www-form-urlencoded" },
      body: JSON.stringify(newProduct),
    });
    expect(response.status).toBe(415);
    expect((await errorOf(response)).code).toBe("unsupported_media_type");
    expect(await productCount()).toBe(before);
  });
});
