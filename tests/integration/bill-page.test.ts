import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_ORIGIN } from "../setup/admin-session";
import { buildOrderRequest } from "../factories/order";
import { buildProduct } from "../factories/product";
import { createTestShop, type TestShop } from "../setup/test-shop";

/** The customer's bill behind its private link (/bill/<token>, issue 32), in English and Hindi. */
let shop: TestShop;
let token: string;

beforeAll(async () => {
  shop = await createTestShop({
    pages: true,
    env: { BUILD_DIR: process.env.BUILD_DIR ?? "build" },
  });
  await shop.settings.update({
    gstRegistration: "regular",
    gstin: "27AAPFU0939F1ZV",
    legalName: "Sharma Electronics",
    upiId: "sharma@okhdfc",
    upiPayeeName: "Sharma Electronics",
  });
  const [acId] = (await shop.catalogue.addProducts([
    buildProduct({
      name: "LG 1.5 Ton Split AC",
      category: "Air Conditioners",
      pricePaise: 67_489_00,
      oldPricePaise: 0,
    }),
  ])) as [number];
  const { order } = await shop.orders.placeOrder(
    buildOrderRequest([{ productId: acId, quantity: 1 }]),
  );
  const answer = await shop.bills.issueForOrder(order.id, null);
  if (!("bill" in answer)) throw new Error(answer.refusal);
  token = answer.token;
});

afterAll(async () => {
  await shop.bills.settle();
  await shop.close();
});

const page = async (path: string) => {
  const response = await shop.app.request(`${TEST_ORIGIN}${path}`);
  return { status: response.status, html: (await response.text()).replaceAll("<!-- -->", "") };
};

describe("the bill page", () => {
  it("shows the tax invoice with its split, the amount in words and a UPI QR of the amount due", async () => {
    const { status, html } = await page(`/bill/${token}`);
    expect(status).toBe(200);
    expect(html).toContain("Tax Invoice");
    expect(html).toContain("GSTIN: 27AAPFU0939F1ZV");
    expect(html).toContain("₹57,194.07");
    expect(html).toContain("Sixty-seven thousand four hundred eighty-nine rupees only");
    expect(html).toContain(
      'data-upi-link="upi://pay?pa=sharma@okhdfc&amp;pn=Sharma%20Electronics&amp;am=67489.00&amp;cu=INR&amp;tr=DK',
    );
    expect(html).toContain("<svg");
    expect(html).toContain("Pay by UPI");
  });

  it("speaks Hindi under /hi", async () => {
    const { status, html } = await page(`/hi/bill/${token}`);
    expect(status).toBe(200);
    expect(html).toContain("UPI से भुगतान करें");
    expect(html).toContain("बाक़ी");
  });

  it("answers a wrong link with the not-found page", async () => {
    const { html } = await page(`/bill/${token.slice(0, -3)}abc`);
    expect(html).not.toContain("Tax Invoice");
  });
});
