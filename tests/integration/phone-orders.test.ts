import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PhoneOrdersAnswer } from "../../domain/order-tracking";
import type { TrackingStatusesRequest } from "../../domain/order-tracking-schemas";
import { placedOrderJsonSchema } from "../../domain/order-schemas";
import { buildOrderRequest } from "../factories/order";
import { buildProduct } from "../factories/product";
import { buildBooking } from "../factories/repair";
import { createTestShop, type TestShop } from "../setup/test-shop";

/** 'Your orders on this phone' (issue 34): what /track's list learns of each kept order and repair. */

let shop: TestShop;
let mixer: number;
let kettle: number;
const admin = { id: 1, email: "owner@shop.test" };

beforeAll(async () => {
  shop = await createTestShop({ env: { ORDER_RATE_LIMIT_PER_MINUTE: "0" } });
  [mixer, kettle] = (await shop.catalogue.addProducts([
    buildProduct({
      name: "Philips Mixer Grinder",
      nameHi: "Philips मिक्सर ग्राइंडर",
      pricePaise: 3_499_00,
    }),
    buildProduct({ name: "Kenstar Kettle", pricePaise: 999_00 }),
  ])) as [number, number];
});

afterAll(() => shop.close());

async function onPhone(request: TrackingStatusesRequest): Promise<PhoneOrdersAnswer> {
  const response = await shop.app.request("/api/tracking/statuses", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(request),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as PhoneOrdersAnswer;
}

async function placeOrder() {
  const response = await shop.app.request("/api/orders", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(
      buildOrderRequest([
        { productId: mixer, quantity: 2 },
        { productId: kettle, quantity: 1 },
      ]),
    ),
  });
  expect(response.status).toBe(201);
  return placedOrderJsonSchema.parse(await response.json());
}

describe("the orders on a phone", () => {
  it("tells each order's date, items and total, the items in the page's language", async () => {
    const order = await placeOrder();
    const { createdAt } = await shop.database.db
      .selectFrom("orders")
      .select("created_at as createdAt")
      .where("id", "=", order.id)
      .executeTakeFirstOrThrow();
    const english = await onPhone({ tokens: [order.trackingToken] });
    expect(english).toEqual({
      orders: [
        {
          orderNumber: order.orderNumber,
          status: "pending",
          createdAt,
          items: [
            { name: "Philips Mixer Grinder", quantity: 2 },
            { name: "Kenstar Kettle", quantity: 1 },
          ],
          totalPaise: 2 * 3_499_00 + 999_00,
        },
      ],
      repairs: [],
    });
    const hindi = await onPhone({ tokens: [order.trackingToken], locale: "hi" });
    // A product without a Hindi name keeps its English one.
    expect(hindi.orders[0]!.items).toEqual([
      { name: "Philips मिक्सर ग्राइंडर", quantity: 2 },
      { name: "Kenstar Kettle", quantity: 1 },
    ]);
  });

  it("answers null for an order that is gone and for a token that is no order's", async () => {
    const order = await placeOrder();
    await shop.orderDesk.delete(order.id);
    const answer = await onPhone({ tokens: [order.trackingToken, "A".repeat(32), "junk"] });
    expect(answer.orders).toEqual([null, null, null]);
  });
});

describe("the repairs on a phone", () => {
  it("tells each repair's date, appliance, brand, status and estimate", async () => {
    const booked = await shop.repairs.book(
      buildBooking({ appliance: "ac", brand: "Voltas" }),
      [],
      "10.9.0.1",
    );
    const other = await shop.repairs.book(buildBooking(), [], "10.9.0.2");
    const id = (await shop.repairQueue.list({ q: booked.repair.ticketNumber })).repairs[0]!.id;
    const sent = await shop.repairDesk.sendEstimate(
      id,
      [{ kind: "visit", description: "Visit charge", amountPaise: 299_00 }],
      admin,
    );
    expect(sent.ok).toBe(true);

    const answer = await onPhone({
      tokens: [],
      repairTokens: [booked.token, other.token, "B".repeat(43)],
      locale: "hi",
    });
    expect(answer.orders).toEqual([]);
    expect(answer.repairs).toEqual([
      {
        ticketNumber: booked.repair.ticketNumber,
        status: "estimate_sent",
        createdAt: expect.any(String),
        appliance: "ac",
        brand: "Voltas",
        estimatePaise: 299_00,
      },
      expect.objectContaining({
        ticketNumber: other.repair.ticketNumber,
        status: "requested",
        estimatePaise: null,
      }),
      null,
    ]);
    expect(Date.parse(answer.repairs[0]!.createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("finds a repair only by a repair's link and an order only by an order's", async () => {
    const order = await placeOrder();
    const { token } = await shop.repairs.book(buildBooking(), [], "10.9.0.3");
    const answer = await onPhone({ tokens: [token], repairTokens: [order.trackingToken] });
    expect(answer).toEqual({ orders: [null], repairs: [null] });
  });
});
