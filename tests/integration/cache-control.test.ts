import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildOrderRequest } from "../factories/order";
import { buildProduct } from "../factories/product";
import { signInAdmin, TEST_ORIGIN, type AdminSession } from "../setup/admin-session";
import { createTestShop, type TestShop } from "../setup/test-shop";

let shop: TestShop;
let admin: AdminSession;
let productId: number;
let orderId: number;

beforeAll(async () => {
  shop = await createTestShop({ pages: true });
  admin = await signInAdmin(shop);
  // With a photo: a product without one renders an empty img src, which React reports.
  [productId] = (await shop.catalogue.addProducts([
    buildProduct({ images: ["https://images.example/fridge.jpg"] }),
  ])) as [number];
  orderId = (await shop.orders.placeOrder(buildOrderRequest([{ productId, quantity: 1 }]))).order
    .id;
});

afterAll(() => shop.close());

async function cacheControlOf(path: string, init: RequestInit = {}): Promise<string | null> {
  const response = await shop.app.request(`${TEST_ORIGIN}${path}`, init);
  // Event streams never end by themselves.
  await response.body?.cancel();
  return response.headers.get("Cache-Control");
}

describe("Cache-Control: no-store", () => {
  const adminPages = () => [
    "/admin",
    "/admind",
    "/admin/products",
    `/admin/products/${productId}/edit`,
    `/admin/order-details/${orderId}`,
    "/admin/reports",
  ];

  it("is on every admin page and its client-side navigation data, signed in or not", async () => {
    for (const path of adminPages().flatMap((page) => [page, `${page}.data`])) {
      expect(await cacheControlOf(path, { headers: admin.headers }), path).toBe("no-store");
      expect(await cacheControlOf(path), `${path} without a session`).toBe("no-store");
    }
  });

  it("is on the login page, its data, a failed sign-in and the logout", async () => {
    expect(await cacheControlOf("/login")).toBe("no-store");
    expect(await cacheControlOf("/login.data")).toBe("no-store");
    const form = {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: TEST_ORIGIN },
    };
    expect(
      await cacheControlOf("/login", {
        ...form,
        body: new URLSearchParams({ email: "nobody@shop.test", password: "not it" }),
      }),
    ).toBe("no-store");
    const other = await signInAdmin(shop);
    expect(await cacheControlOf("/logout", { method: "POST", headers: other.headers })).toBe(
      "no-store",
    );
  });

  it("is on every admin API answer: lists, details, the CSV export, the live stream, refusals", async () => {
    for (const path of [
      "/api/admin/orders",
      "/api/admin/orders/ids",
      "/api/admin/orders/summary",
      `/api/admin/orders/${orderId}`,
      "/api/admin/orders/export.csv",
      "/api/admin/orders/report",
      "/api/admin/orders/events",
      "/api/admin/products",
      `/api/admin/products/${productId}`,
    ]) {
      expect(await cacheControlOf(path, { headers: admin.headers }), path).toBe("no-store");
      expect(await cacheControlOf(path), `${path} without a session`).toBe("no-store");
    }
  });

  it("is on the answer to placing an order, which repeats the customer's name and mobile", async () => {
    const response = await shop.app.request(`${TEST_ORIGIN}/api/orders`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(buildOrderRequest([{ productId, quantity: 1 }])),
    });
    expect(response.status).toBe(201);
    expect(await response.text()).toContain("Asha Verma");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });

  it("is not on the public catalogue, which browsers may cache", async () => {
    expect(await cacheControlOf("/api/products")).not.toBe("no-store");
    expect(await cacheControlOf(`/product/${productId}`)).not.toBe("no-store");
  });
});
