import { UNSAFE_decodeViaTurboStream as decodeTurboStream } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saleRequestSchema } from "../../domain/sale-schemas";
import { TEST_ORIGIN } from "../setup/admin-session";
import { buildProduct } from "../factories/product";
import { createTestShop, type TestShop } from "../setup/test-shop";

/** The customer's quote page (/quote/<token>, issue 31) in Hindi. */
let shop: TestShop;
let token: string;
/** A quote for a customer who speaks Hindi (the sale form's language). */
let hindiToken: string;

const FRIDGE = { name: "Haier 195 L Refrigerator", nameHi: "Haier 195 लीटर फ्रिज" };

beforeAll(async () => {
  shop = await createTestShop({
    pages: true,
    env: { BUILD_DIR: process.env.BUILD_DIR ?? "build" },
  });
  const [fridge] = (await shop.catalogue.addProducts([
    buildProduct({ ...FRIDGE, pricePaise: 15_990_00, oldPricePaise: 0 }),
  ])) as [number];
  await shop.stock.adjust(fridge, 1, "new delivery", "owner@shop.test");
  const quoted = await shop.quotes.create(
    {
      sale: saleRequestSchema.parse({
        channel: "phone",
        customerName: "Meena Sharma",
        customerMobile: "9829012345",
        products: [{ productId: fridge, quantity: 1 }],
        extras: [],
        tenders: [],
        idempotencyKey: "quote-page-test-key-0001",
      }),
      validUntil: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
    },
    "owner@shop.test",
  );
  token = quoted.token;
  const hindi = await shop.quotes.create(
    {
      sale: saleRequestSchema.parse({
        channel: "whatsapp",
        customerName: "Meena Sharma",
        customerMobile: "9829012345",
        products: [{ productId: fridge, quantity: 1 }],
        extras: [],
        tenders: [],
        idempotencyKey: "quote-page-test-key-0002",
        locale: "hi",
      }),
      validUntil: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
    },
    "owner@shop.test",
  );
  hindiToken = hindi.token;
  // The last one sells at the counter before the customer confirms.
  await shop.stock.adjust(fridge, 0, "sold at the counter", "owner@shop.test");
});

afterAll(() => shop.close());

describe("a quote opened in Hindi", () => {
  it("names its products by their Hindi names", async () => {
    const html = await (await shop.app.request(`${TEST_ORIGIN}/hi/quote/${token}`)).text();
    const lines = /<ul[^>]*>([\s\S]*?)<\/ul>/.exec(
      /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)![1]!,
    )![1]!;
    expect(lines).toContain(FRIDGE.nameHi);
    expect(lines).not.toContain(FRIDGE.name);
  });

  it("says why it cannot be confirmed in Hindi when the stock is gone", async () => {
    const response = await shop.app.request(`${TEST_ORIGIN}/hi/quote/${token}.data`, {
      method: "POST",
      headers: { Origin: TEST_ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(response.status).toBe(409);
    const decoded = await decodeTurboStream(response.body!, globalThis);
    expect((decoded.value as { data?: unknown }).data).toEqual({
      refused: `दुकान यह कोटेशन कन्फ़र्म नहीं कर पाई: '${FRIDGE.nameHi}' के सिर्फ़ 0 बचे हैं`,
    });
  });
});

describe("a Hindi quote's link at its English address", () => {
  it("goes on to the Hindi page, unless the reader chose English", async () => {
    const response = await shop.app.request(`${TEST_ORIGIN}/quote/${hindiToken}`);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/hi/quote/${hindiToken}`);

    const english = await shop.app.request(`${TEST_ORIGIN}/quote/${hindiToken}`, {
      headers: { Cookie: "lang=en" },
    });
    expect(english.status).toBe(200);
    const html = await english.text();
    expect(html).toContain('lang="en-IN"');
    expect(html).toContain(FRIDGE.name);
    expect(html).not.toContain(FRIDGE.nameHi);
  });

  it("leaves an English quote at its English address", async () => {
    const response = await shop.app.request(`${TEST_ORIGIN}/quote/${token}`);
    expect(response.status).toBe(200);
  });
});
