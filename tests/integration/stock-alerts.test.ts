import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatMobile } from "../../domain/contact-links";
import { STOCK_ALERT_INTENT, stockAlertMessages } from "../../domain/stock-alerts";
import { PRODUCT_LIST_INTENTS } from "../../app/features/products/product-intents";
import { StockAlerts } from "../../server/modules/products/stock-alerts.service";
import { buildProduct } from "../factories/product";
import { signInAdmin, TEST_ORIGIN, type AdminSession } from "../setup/admin-session";
import { createTestShop, type TestShop } from "../setup/test-shop";

/** 'Tell me when it is back' (issue 15), posted as a browser without script posts it. */
let shop: TestShop;
let admin: AdminSession;
let soldOut: number;
let inStock: number;

beforeAll(async () => {
  shop = await createTestShop({
    pages: true,
    env: { BUILD_DIR: process.env.BUILD_DIR ?? "build" },
  });
  admin = await signInAdmin(shop);
  [soldOut, inStock] = (await shop.catalogue.addProducts([
    buildProduct({ name: "Voltas 1.5 Ton Split AC", inStock: false }),
    buildProduct({ inStock: true }),
  ])) as [number, number];
});

afterAll(() => shop.close());

async function post(path: string, fields: Record<string, string>, headers: Record<string, string>) {
  const response = await shop.app.request(`${TEST_ORIGIN}${path}`, {
    method: "POST",
    headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
  return {
    status: response.status,
    location: response.headers.get("location"),
    html: (await response.text()).replaceAll("<!-- -->", ""),
  };
}

const ask = (productId: number | string, mobile: string) =>
  post(`/product/${productId}`, { intent: STOCK_ALERT_INTENT, mobile }, { Origin: TEST_ORIGIN });

async function stored() {
  return shop.database.db
    .selectFrom("stock_alerts")
    .select(["product_id", "mobile"])
    .orderBy("mobile")
    .execute();
}

describe("asking to hear when a product is back", () => {
  it("stores the product and the mobile number as typed in any accepted form", async () => {
    const answer = await ask(soldOut, "+91 98290-71111");
    expect(answer.status).toBe(200);
    expect(answer.html).toContain(stockAlertMessages.saved);
    expect(await stored()).toEqual([{ product_id: soldOut, mobile: "9829071111" }]);
  });

  it("keeps one request when the same number asks again", async () => {
    const again = await ask(soldOut, "09829071111");
    expect(again.status).toBe(200);
    expect(again.html).toContain(stockAlertMessages.saved);
    expect(await stored()).toHaveLength(1);
  });

  it.each([
    ["not a mobile number", () => soldOut, "12345", 200, "Enter a 10-digit mobile number"],
    ["a product in stock", () => inStock, "9829072222", 200, stockAlertMessages.inStockAlready],
    [
      "a product that does not exist",
      () => 999_999,
      "9829072222",
      200,
      stockAlertMessages.productGone,
    ],
    ["a malformed product id", () => "abc", "9829072222", 200, stockAlertMessages.productGone],
  ])("refuses %s and stores nothing", async (_, productId, mobile, status, message) => {
    const answer = await ask(productId(), mobile);
    expect(answer.status).toBe(status);
    expect(answer.html).toContain(message);
    expect(await stored()).toHaveLength(1);
  });

  it("limits requests per address as orders are limited", async () => {
    // The shop's own kind of limiter (in the database on PostgreSQL), under a name of its own.
    const limited = new StockAlerts(
      shop.database.db,
      shop.rateLimits.limiter("stock-alerts-test", { burst: 2, perMinute: 1 }),
    );
    await limited.request(soldOut, "9829073333", "203.0.113.7");
    await limited.request(soldOut, "9829074444", "203.0.113.7");
    await expect(limited.request(soldOut, "9829075555", "203.0.113.7")).rejects.toMatchObject({
      name: "StockAlertRefusedError",
      status: 429,
      message: stockAlertMessages.rateLimited,
    });
    // Another address is not held back by the first.
    await limited.request(soldOut, "9829075555", "203.0.113.8");
    expect((await stored()).map((row) => row.mobile)).toEqual([
      "9829071111",
      "9829073333",
      "9829074444",
      "9829075555",
    ]);
  });
});

describe("the admin's products page", () => {
  const page = async (headers: Record<string, string>) => {
    const response = await shop.app.request(`${TEST_ORIGIN}/admin/products`, {
      headers,
      redirect: "manual",
    });
    return { status: response.status, html: (await response.text()).replaceAll("<!-- -->", "") };
  };

  it("lists who asked, per product, with no WhatsApp link while it is still sold out", async () => {
    const listed = await page({ Cookie: admin.cookie });
    expect(listed.status).toBe(200);
    expect(listed.html).toContain("Waiting for stock");
    expect(listed.html).toContain(formatMobile("9829071111"));
    expect(listed.html).not.toContain("https://wa.me/919829071111");
  });

  it("offers a WhatsApp to each once the product is back in stock", async () => {
    await shop.catalogue.setInStock(soldOut, true);
    const listed = await page({ Cookie: admin.cookie });
    expect(listed.html).toContain("https://wa.me/919829071111?text=");
    expect(listed.html).toContain(
      encodeURIComponent(`Hello, Voltas 1.5 Ton Split AC is back in stock: `),
    );
  });

  it("is refused without a signed-in admin, and shows no one's number", async () => {
    const refused = await page({});
    expect(refused.status).toBe(302);
    expect(refused.html).not.toContain(formatMobile("9829071111"));
    const removal = await post(
      "/admin/products",
      { intent: PRODUCT_LIST_INTENTS.stockAlertDone, id: String(soldOut), mobile: "9829071111" },
      { Origin: TEST_ORIGIN },
    );
    expect(removal.status).not.toBe(200);
    expect(await stored()).toHaveLength(4);
  });

  it("removes one customer once told", async () => {
    const removal = await post(
      "/admin/products",
      { intent: PRODUCT_LIST_INTENTS.stockAlertDone, id: String(soldOut), mobile: "9829071111" },
      admin.headers,
    );
    expect(removal.status).toBe(200);
    expect((await stored()).map((row) => row.mobile)).not.toContain("9829071111");
    expect(await stored()).toHaveLength(3);
  });
});
