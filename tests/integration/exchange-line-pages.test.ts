import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trackedOrderJsonSchema } from "../../domain/order-tracking-schemas";
import { saleRequestSchema, type SaleRequestJson } from "../../domain/sale-schemas";
import { buildProduct } from "../factories/product";
import { signInAdmin, TEST_ORIGIN, type AdminSession } from "../setup/admin-session";
import { createTestShop, type TestShop } from "../setup/test-shop";

/**
 * An old appliance taken in (issue 31) says it is an exchange wherever the sale is shown: the
 * customer's tracking page and quote in English and Hindi, the tracking API, and the admin's order
 * details, where a service or an exchange line is not 'No longer in the catalogue'; and the bill
 * takes it off as a discount (issue 32), the bill totalling what the order does.
 */
let shop: TestShop;
let admin: AdminSession;
let washer: number;
let keys = 0;

const OLD = { name: "Old Videocon washer", condition: "working" };

beforeAll(async () => {
  shop = await createTestShop({
    pages: true,
    env: { BUILD_DIR: process.env.BUILD_DIR ?? "build" },
  });
  admin = await signInAdmin(shop);
  [washer] = (await shop.catalogue.addProducts([
    buildProduct({ name: "LG 7 kg Washing Machine", pricePaise: 30_000_00 }),
  ])) as [number];
});

afterAll(async () => {
  await shop.automaticBills.settle();
  await shop.close();
});

const sale = (overrides: Partial<SaleRequestJson> = {}) =>
  saleRequestSchema.parse({
    channel: "counter",
    customerName: "Meena Sharma",
    customerMobile: "9829012345",
    products: [{ productId: washer, quantity: 1 }],
    extras: [
      { kind: "service", name: "Installation stand", quantity: 1, unitPricePaise: 1_200_00 },
      { kind: "exchange", ...OLD, amountPaise: 2_000_00 },
    ],
    tenders: [],
    idempotencyKey: `exchange-line-key-${String(++keys).padStart(4, "0")}`,
    ...overrides,
  });

/** The text of the page's list items, one string each, without React's text separators. */
async function listItems(path: string, headers: Record<string, string> = {}) {
  const html = await (await shop.app.request(`${TEST_ORIGIN}${path}`, { headers })).text();
  const main = /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? html;
  return [...main.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((item) =>
    item[1]!
      .replace(/<[^>]+>/g, "")
      .replaceAll("&#x27;", "'")
      .replace(/\s+/g, " ")
      .trim(),
  );
}

describe("an exchange line", () => {
  it("is labelled on the customer's tracking page in English and Hindi, and in its API", async () => {
    const { trackingToken } = await shop.sales.placeSale(sale(), admin.email);
    const english = await listItems(`/track/${trackingToken}`);
    expect(english).toContainEqual(
      "Exchange (old appliance): Old Videocon washer (working)-₹2,000",
    );
    expect(english).toContainEqual("Installation stand × 1 @ ₹1,200₹1,200");
    const hindi = await listItems(`/hi/track/${trackingToken}`);
    expect(hindi).toContainEqual("एक्सचेंज (पुराना उपकरण): Old Videocon washer (working)-₹2,000");

    const api = trackedOrderJsonSchema.parse(
      await (await shop.app.request(`/api/tracking/${trackingToken}`)).json(),
    );
    expect(api.items.map(({ kind, detail }) => [kind, detail])).toEqual([
      ["product", null],
      ["service", null],
      ["exchange", OLD.condition],
    ]);
  });

  it("is labelled on the customer's quote in English and Hindi", async () => {
    const { token } = await shop.quotes.create(
      {
        sale: sale({ channel: "phone" }),
        validUntil: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
      },
      admin.email,
    );
    expect(await listItems(`/quote/${token}`)).toContainEqual(
      "Exchange (old appliance): Old Videocon washer (working)-₹2,000",
    );
    expect(await listItems(`/hi/quote/${token}`)).toContainEqual(
      "एक्सचेंज (पुराना उपकरण): Old Videocon washer (working)-₹2,000",
    );
  });

  it("and a service line are named as such on the admin's order details, not as removed products", async () => {
    const { order } = await shop.sales.placeSale(sale(), admin.email);
    const lines = await listItems(`/admin/order-details/${order.id}`, admin.headers);
    const line = (start: string) => lines.find((text) => text.startsWith(start));
    expect(line(OLD.name)).toContain(
      "Old Videocon washer (working) (Exchange: old appliance taken in)",
    );
    expect(line("Installation stand")).toContain("Installation stand (Service)");
    for (const text of [line(OLD.name), line("Installation stand")]) {
      expect(text).not.toContain("No longer in the catalogue");
    }
    // An exchange has no catalogue price to strike through.
    expect(line(OLD.name)).toContain("-₹2,000 × 1");
  });
});

describe("an exchange on the bill", () => {
  /** The bill page's text of the order's bill, issued now if the sale's own is not yet. */
  async function billText(orderId: number) {
    const answer = await shop.bills.issueForOrder(orderId, admin.email);
    if (!("bill" in answer)) throw new Error(answer.refusal);
    const html = await (await shop.app.request(`${TEST_ORIGIN}/bill/${answer.token}`)).text();
    return html
      .replaceAll("<!-- -->", "")
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ");
  }

  it("is a discount on the goods, each line with its rate", async () => {
    const { order } = await shop.sales.placeSale(sale(), admin.email);
    const text = await billText(order.id);
    expect(text).toContain("Rate ₹30,000 · Discount ₹2,000");
    expect(text).toContain("Rate ₹1,200");
    expect(text).toContain("Total ₹29,200");
  });

  it("comes off the services when there are no goods, so the bill totals the order", async () => {
    const { order } = await shop.sales.placeSale(
      sale({
        products: [],
        extras: [
          { kind: "service", name: "Installation stand", quantity: 1, unitPricePaise: 1_200_00 },
          { kind: "exchange", ...OLD, amountPaise: 200_00 },
        ],
      }),
      admin.email,
    );
    expect(order.totalPaise).toBe(1_000_00);
    const text = await billText(order.id);
    expect(text).toContain("Rate ₹1,200 · Discount ₹200");
    expect(text).toContain("Total ₹1,000");
  });
});

describe("the reports' top products", () => {
  it("hold the products sold, not the services or the old appliances taken in", async () => {
    const { order } = await shop.sales.placeSale(sale(), admin.email);
    const day = order.createdAt.slice(0, 10);
    const report = await shop.orderReports.report({ from: day, to: day });
    for (const top of [report.topProducts, report.topProductsByRevenue]) {
      const names = top.map(({ name }) => name);
      expect(names).toContain("LG 7 kg Washing Machine");
      expect(names).not.toContain("Installation stand");
      expect(names).not.toContain(OLD.name);
    }
  });
});
