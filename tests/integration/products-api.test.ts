import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiErrorSchema } from "../../domain/api-error";
import { productJsonSchema, productListJsonSchema } from "../../domain/product-json";
import { buildProduct } from "../factories/product";
import { createTestShop, type TestShop } from "../setup/test-shop";

let shop: TestShop;
let fridgeId: number;
let tvId: number;

beforeAll(async () => {
  shop = await createTestShop();
  [fridgeId, tvId] = (await shop.catalogue.addProducts([
    buildProduct({
      name: "Whirlpool 265 L Frost Free Refrigerator",
      category: "Home & Kitchen",
      pricePaise: 2_849_050,
      oldPricePaise: 3_650_000,
      images: [
        "/uploads/products/front.webp",
        "/uploads/products/side.webp",
        "/uploads/products/open.webp",
      ],
      specifications: [
        { key: "Capacity", value: "265 L" },
        { key: "Energy Rating", value: "3 Star" },
        { key: "Warranty", value: "1 year, 10 years on compressor" },
      ],
      inStock: false,
    }),
    buildProduct({
      name: "Sony Bravia 55 inch 4K LED TV",
      pricePaise: 5_799_000,
      oldPricePaise: 0,
    }),
  ])) as [number, number];
});

afterAll(() => shop.close());

async function errorOf(response: Response) {
  return apiErrorSchema.parse(await response.json()).error;
}

describe("GET /api/products", () => {
  it("lists every product with prices in rupees and the spec's fields", async () => {
    const response = await shop.app.request("/api/products");
    expect(response.status).toBe(200);
    const body = productListJsonSchema.parse(await response.json());
    expect(body.count).toBe(2);
    const fridge = body.products.find((product) => product.id === fridgeId)!;
    expect(fridge.price).toBe(28_490.5);
    expect(fridge.oldPrice).toBe(36_500);
    expect(fridge.discount).toBe("22% OFF");
    expect(fridge.inStock).toBe(false);
    expect(fridge.image).toBe("/uploads/products/front.webp");
  });

  it("keeps images and specifications in the order they were given", async () => {
    const body = productListJsonSchema.parse(
      await (await shop.app.request("/api/products")).json(),
    );
    const fridge = body.products.find((product) => product.id === fridgeId)!;
    expect(fridge.images).toEqual([
      "/uploads/products/front.webp",
      "/uploads/products/side.webp",
      "/uploads/products/open.webp",
    ]);
    expect(fridge.specifications.map((specification) => specification.key)).toEqual([
      "Capacity",
      "Energy Rating",
      "Warranty",
    ]);
  });

  it("answers 304 to a client that already has the current list", async () => {
    const first = await shop.app.request("/api/products");
    const etag = first.headers.get("ETag")!;
    expect(etag).toBeTruthy();
    const again = await shop.app.request("/api/products", { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
  });

  it("sends the list gzip-compressed to clients that accept it", async () => {
    const response = await shop.app.request("/api/products", {
      headers: { "Accept-Encoding": "gzip, br" },
    });
    expect(response.headers.get("Content-Encoding")).toBe("gzip");
    const body = JSON.parse(gunzipSync(Buffer.from(await response.arrayBuffer())).toString("utf8"));
    expect(productListJsonSchema.parse(body).count).toBe(2);
  });

  it("shows a product added after the list was read", async () => {
    const before = await shop.app.request("/api/products");
    const [added] = await shop.catalogue.addProducts([
      buildProduct({ name: "Bajaj 20 L Solo Microwave" }),
    ]);
    const after = productListJsonSchema.parse(
      await (await shop.app.request("/api/products")).json(),
    );
    expect(after.products.map((product) => product.id)).toContain(added);
    expect(
      (
        await shop.app.request("/api/products", {
          headers: { "If-None-Match": before.headers.get("ETag")! },
        })
      ).status,
    ).toBe(200);
  });

  it("searches names case-insensitively and filters by category and stock", async () => {
    const search = productListJsonSchema.parse(
      await (await shop.app.request("/api/products?q=BRAVIA")).json(),
    );
    expect(search.products.map((product) => product.id)).toEqual([tvId]);
    const kitchen = productListJsonSchema.parse(
      await (
        await shop.app.request(
          `/api/products?category=${encodeURIComponent("Home & Kitchen")}&inStock=false`,
        )
      ).json(),
    );
    expect(kitchen.products.map((product) => product.id)).toEqual([fridgeId]);
  });

  it.each([
    ["/api/products?page=2", /Unknown parameter 'page'/],
    ["/api/products?inStock=maybe", /inStock/],
    ["/api/products?category=Cars", /category/],
    [`/api/products?q=${"x".repeat(101)}`, /at most 100/],
    [`/api/products?q=${encodeURIComponent("tv\u0000")}`, /must not contain control characters/],
  ])("rejects %s with a 400 that says what is wrong", async (url, message) => {
    const response = await shop.app.request(url);
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe("invalid_request");
    expect(error.message).toMatch(message);
  });
});

describe("GET /api/products/:id", () => {
  it("returns one product", async () => {
    const response = await shop.app.request(`/api/products/${tvId}`);
    expect(response.status).toBe(200);
    const product = productJsonSchema.parse(await response.json());
    expect(product.name).toBe("Sony Bravia 55 inch 4K LED TV");
    expect(product.discount).toBe("");
  });

  it("answers 404 for an id no product has", async () => {
    const response = await shop.app.request("/api/products/999999");
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toEqual({
      code: "not_found",
      message: "Product 999999 not found",
    });
  });

  it.each(["abc", "0", "-3", "1.5", "12abc", "99999999999999999999", "2147483648"])(
    "answers 400 for the malformed id %s",
    async (id) => {
      const response = await shop.app.request(`/api/products/${id}`);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).message).toMatch(/positive whole number/);
    },
  );
});

describe("the API surface", () => {
  it("answers unknown API paths with a JSON 404", async () => {
    const response = await shop.app.request("/api/nothing-here");
    expect(response.status).toBe(404);
    expect((await errorOf(response)).code).toBe("not_found");
  });

  it("describes its endpoints in an OpenAPI document built from the schemas", async () => {
    const response = await shop.app.request("/api/openapi.json");
    expect(response.status).toBe(200);
    const document = await response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(["/api/products", "/api/products/{id}"]),
    );
    expect(document.components.schemas.Product.properties.price.type).toBe("number");
    const listParameters = document.paths["/api/products"].get.parameters.map(
      (p: { name: string }) => p.name,
    );
    expect(listParameters).toEqual(["q", "category", "type", "brand", "sort", "inStock"]);
  });

  it("describes every API endpoint the app serves, the admin ones as needing a session", async () => {
    const document = await (await shop.app.request("/api/openapi.json")).json();
    const served = shop.app.routes
      .filter((route) => route.path.startsWith("/api/") && route.method !== "ALL")
      .filter((route) => route.path !== "/api/openapi.json" && !route.path.endsWith("*"))
      .map((route) => `${route.method.toLowerCase()} ${route.path.replace(/:(\w+)/g, "{$1}")}`);
    const described = Object.entries(document.paths as Record<string, object>).flatMap(
      ([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`),
    );
    expect(new Set(described)).toEqual(new Set(served));
    expect(document.paths["/api/admin/orders/{id}/status"].patch.security).toEqual([
      { adminSession: [] },
    ]);
    expect(document.paths["/api/products"].get.security).toBeUndefined();
    expect(document.components.securitySchemes.adminSession).toMatchObject({ in: "cookie" });
  });

  it("answers a failure inside an endpoint with a JSON 500 and no stack trace", async () => {
    const { takeLoggedErrors } = await import("../setup/fail-on-console-error");
    const broken = await createTestShop();
    await broken.database.close();
    broken.catalogue.invalidate();
    const response = await broken.app.request("/api/products");
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      error: {
        code: "internal_error",
        message: "Something went wrong on the server. Please try again.",
        requestId: response.headers.get("X-Request-Id"),
      },
    });
    expect(text).not.toMatch(/at .*\.ts/);
    expect(takeLoggedErrors().length).toBe(1);
    await broken.events.close();
    await broken.testDatabase.drop();
  });
});
