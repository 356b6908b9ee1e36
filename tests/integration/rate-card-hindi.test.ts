import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saleRequestSchema } from "../../domain/sale-schemas";
import { TEST_ORIGIN } from "../setup/admin-session";
import { createTestShop, type TestShop } from "../setup/test-shop";

/**
 * Rate card lines in Hindi (issue 34): a quote's line from the rate card is named by its rate card
 * line's Hindi name on the customer's Hindi quote, tracking page and bill, and in English where
 * that line has no Hindi name or the page is English.
 */
let shop: TestShop;
let quoteToken: string;
let trackingToken: string;
let billToken: string;

const STAND = { name: "Wall stand", pricePaise: 1200_00, nameHi: "दीवार स्टैंड" };
const PIPE = { name: "Copper pipe per metre", pricePaise: 350_00 };

/** The page's text without React's comment markers between a line's parts. */
async function page(path: string): Promise<string> {
  const response = await shop.app.request(`${TEST_ORIGIN}${path}`);
  expect(response.status).toBe(200);
  return (await response.text()).replaceAll("<!-- -->", "");
}

beforeAll(async () => {
  shop = await createTestShop({
    pages: true,
    env: { BUILD_DIR: process.env.BUILD_DIR ?? "build" },
  });
  await shop.settings.update({ rateCard: [STAND, PIPE] });
  const service = (line: { name: string; pricePaise: number }) => ({
    kind: "service",
    name: line.name,
    quantity: 1,
    unitPricePaise: line.pricePaise,
  });
  const quoted = await shop.quotes.create(
    {
      sale: saleRequestSchema.parse({
        channel: "phone",
        customerName: "Meena Sharma",
        customerMobile: "9829012345",
        products: [],
        extras: [service(STAND), service(PIPE)],
        tenders: [],
        idempotencyKey: "rate-card-hindi-key-0001",
      }),
      validUntil: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
    },
    "owner@shop.test",
  );
  quoteToken = quoted.token;
  const placed = (await shop.quotes.confirm(quoteToken))!;
  trackingToken = placed.trackingToken;
  const bill = await shop.bills.issueForOrder(placed.order.id, "owner@shop.test");
  if (!("token" in bill)) throw new Error(`No bill: ${JSON.stringify(bill)}`);
  billToken = bill.token;
});

afterAll(async () => {
  await shop.automaticBills.settle();
  await shop.close();
});

describe("a rate card line with a Hindi name", () => {
  it("is named in Hindi on the Hindi quote page, and in English on the English one", async () => {
    const hindi = await page(`/hi/quote/${quoteToken}`);
    expect(hindi).toContain(STAND.nameHi);
    expect(hindi).not.toContain(STAND.name);
    const english = await page(`/quote/${quoteToken}`);
    expect(english).toContain(STAND.name);
    expect(english).not.toContain(STAND.nameHi);
  });

  it("is named in Hindi on the Hindi bill and tracking page", async () => {
    // The bill puts the English it was sold by under the Hindi, for a claim read in English.
    expect(await page(`/hi/bill/${billToken}`)).toContain(STAND.nameHi);
    expect(await page(`/bill/${billToken}`)).not.toContain(STAND.nameHi);
    const tracking = await page(`/hi/track/${trackingToken}`);
    expect(tracking).toContain(STAND.nameHi);
    expect(tracking).not.toContain(STAND.name);
  });
});

describe("a rate card line without a Hindi name", () => {
  it("stays in English on the Hindi quote, bill and tracking page", async () => {
    for (const path of [
      `/hi/quote/${quoteToken}`,
      `/hi/bill/${billToken}`,
      `/hi/track/${trackingToken}`,
    ]) {
      expect(await page(path)).toContain(PIPE.name);
    }
  });
});
