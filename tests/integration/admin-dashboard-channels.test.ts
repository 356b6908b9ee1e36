import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderCountLine } from "../../domain/dashboard-messages";
import type { OrderListPage } from "../../domain/order-desk";
import { saleRequestSchema } from "../../domain/sale-schemas";
import type { OrderChannel } from "../../domain/sales";
import { buildOrderRequest } from "../factories/order";
import { buildProduct } from "../factories/product";
import { signInAdmin, TEST_ORIGIN, type AdminSession } from "../setup/admin-session";
import { createTestShop, type TestShop } from "../setup/test-shop";

/**
 * The dashboard's channel filter (issue 31): `channel=` on /admind, on the list the page's
 * script reads (/api/admin/orders) and on the CSV export, each keeping only that channel's
 * orders; `all` or none keeps every one; a mistyped channel is dropped on the page (a bookmark
 * still opens) and refused by the API.
 */
let shop: TestShop;
let admin: AdminSession;
/** Each channel's one order number. */
const numbers = {} as Record<OrderChannel, string>;

beforeAll(async () => {
  shop = await createTestShop({
    pages: true,
    env: { BUILD_DIR: process.env.BUILD_DIR ?? "build" },
  });
  admin = await signInAdmin(shop);
  const [kettle] = (await shop.catalogue.addProducts([
    buildProduct({ name: "Prestige Electric Kettle", pricePaise: 1_499_00, oldPricePaise: 0 }),
  ])) as [number];
  const web = await shop.orders.placeOrder(
    buildOrderRequest([{ productId: kettle, quantity: 1 }], {
      customerName: "Asha Web",
      customerMobile: "9829012345",
    }),
  );
  numbers.web = web.order.orderNumber;
  const sold = [
    ["counter", "Bhanu Counter", "9414011111"],
    ["phone", "Chetan Phone", "9414022222"],
    ["whatsapp", "Divya Whatsapp", "9414033333"],
  ] as const;
  for (const [channel, customerName, customerMobile] of sold) {
    const { order } = await shop.sales.placeSale(
      saleRequestSchema.parse({
        channel,
        customerName,
        customerMobile,
        products: [{ productId: kettle, quantity: 1 }],
        extras: [],
        tenders: [],
        idempotencyKey: `channel-filter-${channel}-key`,
      }),
      admin.email,
    );
    numbers[channel] = order.orderNumber;
  }
});

afterAll(async () => {
  await shop.automaticBills.settle();
  await shop.close();
});

const CHANNELS = Object.keys({ web: 0, counter: 0, phone: 0, whatsapp: 0 }) as OrderChannel[];

async function get(path: string) {
  const response = await shop.app.request(`${TEST_ORIGIN}${path}`, { headers: admin.headers });
  return { status: response.status, body: await response.text() };
}

/** The order numbers a text holds, of this test's four. */
function numbersIn(text: string): OrderChannel[] {
  return CHANNELS.filter((channel) => text.includes(numbers[channel]));
}

describe("the dashboard's channel filter", () => {
  it.each(CHANNELS)("channel=%s shows that channel's order alone", async (channel) => {
    const page = await get(`/admind?channel=${channel}`);
    expect(page.status).toBe(200);
    expect(numbersIn(page.body)).toEqual([channel]);
    expect(page.body.replaceAll("<!-- -->", "")).toContain(orderCountLine(1, 4));

    const api = await get(`/api/admin/orders?channel=${channel}`);
    expect(api.status).toBe(200);
    const listed = (JSON.parse(api.body) as OrderListPage).orders;
    expect(listed.map((order) => [order.orderNumber, order.channel])).toEqual([
      [numbers[channel], channel],
    ]);

    const csv = await get(`/api/admin/orders/export.csv?channel=${channel}`);
    expect(numbersIn(csv.body)).toEqual([channel]);
  });

  it("keeps every channel with channel=all or without it", async () => {
    for (const path of ["/admind?channel=all", "/admind"]) {
      expect(numbersIn((await get(path)).body)).toEqual(CHANNELS);
    }
    const all = JSON.parse((await get("/api/admin/orders?channel=all")).body) as OrderListPage;
    expect(all.orders).toHaveLength(4);
  });

  it("works with the other filters: a search and a channel", async () => {
    const page = await get(`/admind?channel=phone&q=${encodeURIComponent("Divya")}`);
    expect(numbersIn(page.body)).toEqual([]);
    expect(page.body).toContain("No orders found");
    const found = await get(`/admind?channel=whatsapp&q=${encodeURIComponent("Divya")}`);
    expect(numbersIn(found.body)).toEqual(["whatsapp"]);
  });

  it("drops a mistyped channel on the page, and the API refuses it", async () => {
    const page = await get("/admind?channel=fax&q=Bhanu");
    expect(page.status).toBe(200);
    expect(numbersIn(page.body)).toEqual(["counter"]);
    expect((await get("/api/admin/orders?channel=fax")).status).toBe(400);
  });
});
