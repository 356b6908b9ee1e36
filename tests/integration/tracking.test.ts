// Stays whole: its groups share one test shop (database and app) that a split would set up again.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiErrorSchema } from "../../domain/api-error";
import { orderListQuerySchema } from "../../domain/order-desk-schemas";
import { placedOrderJsonSchema } from "../../domain/order-schemas";
import {
  CANCELLED_BY_CUSTOMER,
  customerTimelineTitle,
  trackingMessages,
  TRACKING_FAILURE_LIMIT,
  TRACKING_LOCKOUT_MS,
  TRACKING_NUMBER_FAILURE_LIMIT,
} from "../../domain/order-tracking";
import { trackedOrderJsonSchema } from "../../domain/order-tracking-schemas";
import { TRACK_REPAIR_PATH } from "../../domain/repair-booking";
import type { OrderStatus } from "../../domain/shop-constants";
import type { OrderEvent } from "../../domain/live-events";
import { trackingTokenHash } from "../../server/modules/orders/tracking-links";
import type { Shop } from "../../server/shop";
import { buildStoredOrder, insertStoredOrders } from "../factories/order-rows";
import { buildOrderRequest } from "../factories/order";
import { buildProduct } from "../factories/product";
import { buildBooking } from "../factories/repair";
import { readEvents } from "../setup/event-stream";
import { createTestShop, openShopInstance, type TestShop } from "../setup/test-shop";

let shop: TestShop;
let productId: number;
const admin = { id: 1, email: "owner@shop.test" };

beforeAll(async () => {
  shop = await createTestShop({ env: { ORDER_RATE_LIMIT_PER_MINUTE: "0" } });
  [productId] = (await shop.catalogue.addProducts([
    buildProduct({ name: "Philips Mixer Grinder", pricePaise: 349_900 }),
  ])) as [number];
});

afterAll(() => shop.close());

function json(body: unknown): RequestInit {
  return {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  };
}

async function placeOrder(overrides: Parameters<typeof buildOrderRequest>[1] = {}) {
  const response = await shop.app.request(
    "/api/orders",
    json(buildOrderRequest([{ productId, quantity: 2 }], overrides)),
  );
  expect(response.status).toBe(201);
  return placedOrderJsonSchema.parse(await response.json());
}

async function lookup(orderNumber: string, mobile: string, target: TestShop = shop) {
  return target.app.request("/api/tracking/lookup", json({ orderNumber, mobile }));
}

async function tracked(token: string) {
  const response = await shop.app.request(`/api/tracking/${token}`);
  expect(response.status).toBe(200);
  return trackedOrderJsonSchema.parse(await response.json());
}

describe("private tracking links", () => {
  it("gives each order a private link of at least 128 bits, and stores only its hash", async () => {
    const order = await placeOrder();
    expect(order.trackingToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(Buffer.from(order.trackingToken, "base64url").length * 8).toBeGreaterThanOrEqual(128);
    const row = await shop.database.db
      .selectFrom("orders")
      .selectAll()
      .where("id", "=", order.id)
      .executeTakeFirstOrThrow();
    expect(row.tracking_token_hash).toBe(trackingTokenHash(order.trackingToken));
    expect(JSON.stringify(row)).not.toContain(order.trackingToken);
  });

  it("answers a retried checkout with the same link", async () => {
    const body = buildOrderRequest([{ productId, quantity: 1 }]);
    const first = placedOrderJsonSchema.parse(
      await (await shop.app.request("/api/orders", json(body))).json(),
    );
    const again = placedOrderJsonSchema.parse(
      await (await shop.app.request("/api/orders", json(body))).json(),
    );
    expect(again.trackingToken).toBe(first.trackingToken);
  });

  it("shows the customer their order: status, timeline, items, total, delivery", async () => {
    const order = await placeOrder({
      customerName: "Meena Iyer",
      deliveryAddress: "  Flat 4,  Shanti Niwas ",
      deliveryLandmark: "Opposite the temple",
      deliveryPin: "३०२००१",
    });
    const view = await tracked(order.trackingToken);
    expect(view).toMatchObject({
      orderNumber: order.orderNumber,
      status: "pending",
      customerName: "Meena Iyer",
      mobileDisplay: "+91 98290 12345",
      totalPaise: 2 * 349_900,
      deliveryAddress: "Flat 4, Shanti Niwas",
      deliveryLandmark: "Opposite the temple",
      deliveryPin: "302001",
      outsideServiceArea: false,
      canCancel: true,
      items: [
        {
          name: "Philips Mixer Grinder",
          quantity: 2,
          unitPricePaise: 349_900,
          lineTotalPaise: 699_800,
        },
      ],
    });
    expect(view.timeline.map(customerTimelineTitle)).toEqual(["Order placed"]);
  });

  it("never shows admin notes, calls or who at the shop changed the order", async () => {
    const order = await placeOrder();
    await shop.orderDesk.setStatus(order.id, "confirmed", admin);
    await shop.orderDesk.addNote(order.id, "Customer sounded unsure; secret discount", admin);
    await shop.orderDesk.logCall(order.id, "no_answer", admin);
    await shop.orderTracking.recordUpdateSent(order.id, admin);
    const response = await shop.app.request(`/api/tracking/${order.trackingToken}`);
    const text = await response.text();
    expect(text).not.toContain("secret discount");
    expect(text).not.toContain(admin.email);
    expect(text).not.toContain("no_answer");
    const view = trackedOrderJsonSchema.parse(JSON.parse(text));
    expect(view.timeline.map(customerTimelineTitle)).toEqual(["Order placed", "Confirmed"]);
  });

  it.each(["", "x", "A".repeat(32), "not a token at all", `${"A".repeat(31)}!`])(
    "answers the unknown or malformed token %j like a wrong number",
    async (token) => {
      const response = await shop.app.request(`/api/tracking/${encodeURIComponent(token)}x`);
      expect(response.status).toBe(404);
      expect(apiErrorSchema.parse(await response.json()).error.message).toBe(
        trackingMessages.notFound,
      );
    },
  );
});

describe("POST /api/tracking/lookup", () => {
  it("finds an order by its number and the mobile, typed the way customers type them", async () => {
    const order = await placeOrder({ customerMobile: "9829012345" });
    for (const mobile of ["9829012345", "+91 98290-12345", "०९८२९०१२३४५"]) {
      const response = await lookup(order.orderNumber.toLowerCase(), mobile);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ trackingToken: order.trackingToken });
    }
  });

  it("gives a wrong number and a wrong mobile the very same answer", async () => {
    const fresh = await createTestShop();
    try {
      const [id] = await insertStoredOrders(fresh.database.db, [
        buildStoredOrder({ orderNumber: "ORD111111111111", customerMobile: "9829012345" }),
      ]);
      expect(id).toBeDefined();
      const wrongNumber = await lookup("ORD999999999999", "9829012345", fresh);
      const wrongMobile = await lookup("ORD111111111111", "9829099999", fresh);
      expect(wrongNumber.status).toBe(404);
      expect(wrongMobile.status).toBe(wrongNumber.status);
      expect(await wrongMobile.text()).toBe(await wrongNumber.text());
      // An order placed before private links gets its link when first found.
      const found = await lookup("ORD111111111111", "98290 12345", fresh);
      expect(found.status).toBe(200);
    } finally {
      await fresh.close();
    }
  });

  it(`locks an address out after ${TRACKING_FAILURE_LIMIT} misses of different numbers in 15 minutes, across instances`, async () => {
    const fresh = await createTestShop();
    let second: Shop | undefined;
    try {
      await insertStoredOrders(fresh.database.db, [
        buildStoredOrder({ orderNumber: "ORD222222222222", customerMobile: "9829012345" }),
      ]);
      for (let attempt = 0; attempt < TRACKING_FAILURE_LIMIT; attempt++) {
        const number = `ORD${String(attempt).padStart(12, "0")}`;
        expect((await lookup(number, "9829012345", fresh)).status).toBe(404);
      }
      const refused = await lookup("ORD222222222222", "9829012345", fresh);
      expect(refused.status).toBe(429);
      expect(refused.headers.get("Retry-After")).toBe(String(15 * 60));
      expect(apiErrorSchema.parse(await refused.json()).error.message).toBe(
        trackingMessages.lockedOut(15),
      );

      // The count is in the database: another instance refuses the address too, and no other.
      second = await openShopInstance(fresh.testDatabase);
      const right = { orderNumber: "ORD222222222222", mobile: "9829012345" };
      const failures = await fresh.database.db
        .selectFrom("tracking_lookup_failures")
        .select("address")
        .execute();
      expect(failures).toHaveLength(TRACKING_FAILURE_LIMIT);
      const address = failures[0]!.address;
      expect((await second.orderTracking.lookup(right, address)).kind).toBe("locked");
      expect((await second.orderTracking.lookup(right, "198.51.100.7")).kind).toBe("found");
      // Refused lookups do not count, so the lock ends 15 minutes after the last failure.
      const later = new Date(Date.now() + TRACKING_LOCKOUT_MS + 1000);
      expect((await second.orderTracking.lookup(right, address, later)).kind).toBe("found");
    } finally {
      await second?.close();
      await fresh.close();
    }
  });

  it(`locks a guessed number after ${TRACKING_NUMBER_FAILURE_LIMIT} misses from any address, while others on a shared address find theirs`, async () => {
    const fresh = await createTestShop();
    let second: Shop | undefined;
    try {
      await insertStoredOrders(fresh.database.db, [
        buildStoredOrder({ orderNumber: "ORD444444444444", customerMobile: "9829012345" }),
        buildStoredOrder({ orderNumber: "ORD555555555555", customerMobile: "9829054321" }),
      ]);
      second = await openShopInstance(fresh.testDatabase);
      const shared = "100.64.0.9";
      // Someone behind the carrier's shared address guesses the mobile of one order, partly
      // through another instance.
      for (let attempt = 0; attempt < TRACKING_NUMBER_FAILURE_LIMIT; attempt++) {
        const guess = { orderNumber: "ORD444444444444", mobile: `98290${attempt}0000` };
        const target = attempt % 2 === 0 ? fresh : second;
        expect((await target.orderTracking.lookup(guess, shared)).kind).toBe("not-found");
      }
      const own = { orderNumber: "ORD444444444444", mobile: "9829012345" };
      const locked = await second.orderTracking.lookup(own, "198.51.100.20");
      expect(locked.kind).toBe("locked");

      // Another customer on the same address finds their order, on either instance.
      const neighbour = { orderNumber: "ORD555555555555", mobile: "9829054321" };
      expect((await fresh.orderTracking.lookup(neighbour, shared)).kind).toBe("found");
      expect((await second.orderTracking.lookup(neighbour, shared)).kind).toBe("found");

      // The number's lock ends 15 minutes after its last miss.
      const later = new Date(Date.now() + TRACKING_LOCKOUT_MS + 1000);
      expect((await fresh.orderTracking.lookup(own, shared, later)).kind).toBe("found");
    } finally {
      await second?.close();
      await fresh.close();
    }
  });

  it("refuses a lookup without a number or a mobile, without counting it", async () => {
    const response = await lookup(" ", "");
    expect(response.status).toBe(400);
    expect(apiErrorSchema.parse(await response.json()).error.message).toBe(
      trackingMessages.missingFields,
    );
  });
});

describe("POST /api/tracking/lookup of a repair (issue 13)", () => {
  let booked = 0;
  async function bookRepair(target: TestShop, customerMobile = "9829012345") {
    const { repair } = await target.repairs.book(
      buildBooking({ customerMobile }),
      [],
      `10.9.0.${(booked += 1)}`,
    );
    return repair.ticketNumber;
  }

  async function repairPathOf(response: Response) {
    expect(response.status).toBe(200);
    const { trackingPath } = (await response.json()) as { trackingPath: string };
    expect(trackingPath.startsWith(TRACK_REPAIR_PATH)).toBe(true);
    return trackingPath;
  }

  it("finds a repair by its REP number and the mobile, with a fresh private link each time", async () => {
    const ticket = await bookRepair(shop);
    const first = await repairPathOf(await lookup(ticket.toLowerCase(), "+91 98290-12345"));
    const second = await repairPathOf(await lookup(` ${ticket} `, "०९८२९०१२३४५"));
    expect(second).not.toBe(first);
    for (const path of [first, second]) {
      const token = path.slice(TRACK_REPAIR_PATH.length);
      expect(await shop.repairs.findByTrackingToken(token)).toMatchObject({ ticketNumber: ticket });
    }
  });

  it("gives a wrong mobile for a REP number the same answer as a wrong order number", async () => {
    const fresh = await createTestShop();
    try {
      const ticket = await bookRepair(fresh);
      const wrongOrder = await lookup("ORD999999999999", "9829012345", fresh);
      const wrongMobile = await lookup(ticket, "9829099999", fresh);
      const wrongTicket = await lookup(`REP${"9".repeat(12)}`, "9829012345", fresh);
      expect(wrongOrder.status).toBe(404);
      const answer = await wrongOrder.text();
      for (const response of [wrongMobile, wrongTicket]) {
        expect(response.status).toBe(404);
        expect(await response.text()).toBe(answer);
      }
      expect(apiErrorSchema.parse(JSON.parse(answer)).error.message).toBe(
        trackingMessages.notFound,
      );
    } finally {
      await fresh.close();
    }
  });

  it("counts misses of repairs per ticket number and toward the address's lockout", async () => {
    const fresh = await createTestShop();
    try {
      const ticket = await bookRepair(fresh);
      await insertStoredOrders(fresh.database.db, [
        buildStoredOrder({ orderNumber: "ORD333333333333", customerMobile: "9829012345" }),
      ]);
      // Misses of a repair's ticket count against its number; the address's count takes both.
      for (let attempt = 0; attempt < TRACKING_FAILURE_LIMIT; attempt++) {
        const miss =
          attempt < TRACKING_NUMBER_FAILURE_LIMIT
            ? await lookup(ticket, `98290${String(attempt).padStart(5, "0")}`, fresh)
            : await lookup(`ORD${String(attempt).padStart(12, "0")}`, "9829012345", fresh);
        expect(miss.status).toBe(404);
      }
      for (const right of [ticket, "ORD333333333333"]) {
        const refused = await lookup(right, "9829012345", fresh);
        expect(refused.status).toBe(429);
        expect(apiErrorSchema.parse(await refused.json()).error.message).toBe(
          trackingMessages.lockedOut(15),
        );
      }
      // From elsewhere the order is found, and the guessed ticket stays locked.
      const elsewhere = "198.51.100.9";
      const order = { orderNumber: "ORD333333333333", mobile: "9829012345" };
      expect((await fresh.orderTracking.lookup(order, elsewhere)).kind).toBe("found");
      const repair = { orderNumber: ticket, mobile: "9829012345" };
      expect((await fresh.orderTracking.lookup(repair, elsewhere)).kind).toBe("locked");
      const failures = await fresh.database.db
        .selectFrom("tracking_lookup_failures")
        .select("address")
        .execute();
      expect(failures).toHaveLength(TRACKING_FAILURE_LIMIT);
      // Both locks end as they do for orders.
      const right = { orderNumber: ticket, mobile: "9829012345" };
      const later = new Date(Date.now() + TRACKING_LOCKOUT_MS + 1000);
      expect((await fresh.orderTracking.lookup(right, failures[0]!.address, later)).kind).toBe(
        "repair",
      );
    } finally {
      await fresh.close();
    }
  });
});

describe("customer cancel", () => {
  it.each<OrderStatus>(["pending", "confirmed"])(
    "cancels a %s order, records 'Cancelled by customer' and tells the dashboard",
    async (status) => {
      const order = await placeOrder();
      if (status !== "pending") await shop.orderDesk.setStatus(order.id, status, admin);
      const heard: OrderEvent[] = [];
      const subscription = shop.events.subscribe("orders", (event) => heard.push(event));
      try {
        const response = await shop.app.request(`/api/tracking/${order.trackingToken}/cancel`, {
          method: "POST",
        });
        expect(response.status).toBe(200);
        const view = trackedOrderJsonSchema.parse(await response.json());
        expect(view.status).toBe("cancelled");
        expect(view.canCancel).toBe(false);
        expect(view.timeline.map(customerTimelineTitle).at(-1)).toBe(CANCELLED_BY_CUSTOMER);
        await expect.poll(() => heard.map((event) => event.kind)).toContain("customer-cancelled");
        expect(heard.find((event) => event.kind === "customer-cancelled")).toMatchObject({
          orderId: order.id,
          orderNumber: order.orderNumber,
        });
      } finally {
        subscription.unsubscribe();
      }
      const details = await shop.orderDesk.details(order.id);
      expect(details?.order.status).toBe("cancelled");
      expect(details?.timeline.at(-1)).toMatchObject({ kind: "customer-cancel" });
    },
  );

  it.each<OrderStatus>(["processing", "delivered", "cancelled"])(
    "refuses to cancel a %s order with 409 and changes nothing",
    async (status) => {
      const order = await placeOrder();
      await shop.orderDesk.setStatus(order.id, status, admin);
      const before = await shop.orderDesk.details(order.id);
      const response = await shop.app.request(`/api/tracking/${order.trackingToken}/cancel`, {
        method: "POST",
      });
      expect(response.status).toBe(409);
      expect(apiErrorSchema.parse(await response.json()).error.message).toBe(
        trackingMessages.cancelRefused(status),
      );
      expect(await shop.orderDesk.details(order.id)).toEqual(before);
    },
  );

  it("refuses a cancel from another site", async () => {
    const order = await placeOrder();
    const response = await shop.app.request(`/api/tracking/${order.trackingToken}/cancel`, {
      method: "POST",
      headers: { Origin: "https://evil.example" },
    });
    expect(response.status).toBe(403);
    expect((await tracked(order.trackingToken)).status).toBe("pending");
  });
});

describe("GET /api/tracking/:token/events", () => {
  function dataOf(message: string): unknown {
    const line = message.split("\n").find((entry) => entry.startsWith("data:"));
    return JSON.parse(line!.slice("data:".length));
  }

  it("carries only the events of its own order", async () => {
    const mine = await placeOrder();
    const other = await placeOrder();
    const response = await shop.app.request(`/api/tracking/${mine.trackingToken}/events`);
    expect(response.status).toBe(200);
    const events = readEvents(response);
    expect(await events.next()).toBe("retry: 3000");

    await shop.orderDesk.setStatus(other.id, "confirmed", admin);
    await shop.orderDesk.addNote(mine.id, "internal", admin);
    await placeOrder();
    await shop.orderDesk.setStatus(mine.id, "confirmed", admin);
    expect(dataOf(await events.next())).toEqual({
      orderNumber: mine.orderNumber,
      status: "confirmed",
    });
    await shop.app.request(`/api/tracking/${other.trackingToken}/cancel`, { method: "POST" });
    await shop.app.request(`/api/tracking/${mine.trackingToken}/cancel`, { method: "POST" });
    expect(dataOf(await events.next())).toEqual({
      orderNumber: mine.orderNumber,
      status: "cancelled",
    });
  });

  it("opens no stream for an unknown token", async () => {
    const response = await shop.app.request(`/api/tracking/${"B".repeat(32)}/events`);
    expect(response.status).toBe(404);
  });
});

describe("POST /api/tracking/statuses", () => {
  it("tells a phone the status of each of its orders, null for ones that are gone", async () => {
    const first = await placeOrder();
    const second = await placeOrder();
    await shop.orderDesk.setStatus(second.id, "processing", admin);
    await shop.orderDesk.delete(first.id);
    const response = await shop.app.request(
      "/api/tracking/statuses",
      json({ tokens: [first.trackingToken, second.trackingToken, "junk"] }),
    );
    expect(await response.json()).toMatchObject({
      orders: [null, { orderNumber: second.orderNumber, status: "processing" }, null],
      repairs: [],
    });
  });
});

describe("the shop's WhatsApp update", () => {
  it("records that an update was sent, by whom, with the status told", async () => {
    const order = await placeOrder();
    await shop.orderDesk.setStatus(order.id, "confirmed", admin);
    const update = await shop.orderTracking.recordUpdateSent(order.id, admin);
    expect(update).toEqual({
      orderNumber: order.orderNumber,
      customerMobile: "9829012345",
      status: "confirmed",
      trackingToken: order.trackingToken,
      locale: "en",
    });
    const details = await shop.orderDesk.details(order.id);
    expect(details?.timeline.at(-1)).toMatchObject({
      kind: "update-sent",
      status: "confirmed",
      adminEmail: admin.email,
    });
  });
});

describe("the mobile numbers customers type", () => {
  it.each([
    "98765 43210",
    "+91 98765 43210",
    "91 98765 43210",
    "919876543210",
    "09876543210",
    "+91-98765-43210",
    "९८७६५४३२१०",
  ])("stores %j as 9876543210 and finds the order with it", async (typed) => {
    const order = await placeOrder({ customerMobile: typed });
    expect(order.customerMobile).toBe("9876543210");
    const found = await lookup(order.orderNumber, typed);
    expect(await found.json()).toEqual({ trackingToken: order.trackingToken });
  });

  it.each(["987654321", "5876543210", "+92 98765 43210", "0 5876543210", "98765abcde"])(
    "refuses the order with the mobile %j",
    async (typed) => {
      const response = await shop.app.request(
        "/api/orders",
        json(buildOrderRequest([{ productId, quantity: 1 }], { customerMobile: typed })),
      );
      expect(response.status).toBe(400);
      expect(JSON.stringify(await response.json())).toContain("10-digit Indian mobile number");
    },
  );
});

describe("delivery details on orders", () => {
  it("takes an order outside the service area and marks it for the dashboard", async () => {
    await shop.settings.update({ serviceAreaPins: ["302001", "302002"] });
    try {
      const outside = await placeOrder({ deliveryPin: "560001" });
      const inside = await placeOrder({ deliveryPin: "302002" });
      expect(outside.outsideServiceArea).toBe(true);
      expect(inside.outsideServiceArea).toBe(false);
      const page = await shop.orderDesk.list(
        orderListQuerySchema.parse({ q: outside.orderNumber }),
      );
      expect(page.orders[0]).toMatchObject({ deliveryPin: "560001", outsideServiceArea: true });
      expect((await tracked(outside.trackingToken)).outsideServiceArea).toBe(true);
    } finally {
      await shop.settings.update({ serviceAreaPins: [] });
    }
  });

  it.each(["012345", "30200", "3020011", "abcdef"])("refuses the PIN code %j", async (pin) => {
    const response = await shop.app.request(
      "/api/orders",
      json(buildOrderRequest([{ productId, quantity: 1 }], { deliveryPin: pin })),
    );
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain(
      "Enter a 6-digit PIN code that does not start with 0",
    );
  });

  it("takes an order without any delivery details", async () => {
    const order = await placeOrder();
    expect(order).toMatchObject({
      deliveryAddress: null,
      deliveryLandmark: null,
      deliveryPin: null,
      outsideServiceArea: false,
    });
  });
});
