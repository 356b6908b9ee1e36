// Stays whole: its groups share one test shop (database and app) that a split would set up again.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiErrorSchema } from "../../domain/api-error";
import {
  CLEAR_ALL_PHRASE,
  type OrderDetails,
  type OrderListPage,
  type OrderListRow,
  type OrderSummary,
  type TimelineEntry,
} from "../../domain/order-desk";
import type { OrderEvent } from "../../domain/live-events";
import { buildOrderRequest } from "../factories/order";
import { buildStoredOrder, insertStoredOrders, type StoredOrder } from "../factories/order-rows";
import { buildProduct } from "../factories/product";
import { signInAdmin, type AdminSession } from "../setup/admin-session";
import { createTestShop, type TestShop } from "../setup/test-shop";

const URL_BASE = "http://localhost";
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

let shop: TestShop;
let admin: AdminSession;

beforeAll(async () => {
  shop = await createTestShop();
  admin = await signInAdmin(shop);
});

afterAll(() => shop.close());

function send(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = admin.headers,
  target: TestShop = shop,
) {
  return Promise.resolve(
    target.app.request(`${URL_BASE}${path}`, {
      method,
      headers: {
        ...headers,
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
  );
}

async function json<T>(response: Response, status = 200): Promise<T> {
  expect(response.status).toBe(status);
  return (await response.json()) as T;
}

async function errorOf(response: Response) {
  return apiErrorSchema.parse(await response.json()).error;
}

async function store(target: TestShop, orders: Partial<StoredOrder>[]): Promise<number[]> {
  return insertStoredOrders(
    target.database.db,
    orders.map((order) => buildStoredOrder(order)),
  );
}

function isoAgo(ms: number): string {
  return new Date(Date.now() - ms).toISOString();
}

/** The next event on the orders topic that satisfies `wanted`. */
function nextOrderEvent(wanted: (event: OrderEvent) => boolean): Promise<OrderEvent> {
  return new Promise((resolve) => {
    const subscription = shop.events.subscribe("orders", (event) => {
      if (!wanted(event)) return;
      subscription.unsubscribe();
      resolve(event);
    });
  });
}

describe("admin orders API access", () => {
  const calls: [string, string, unknown?][] = [
    ["GET", "/api/admin/orders"],
    ["GET", "/api/admin/orders/ids"],
    ["GET", "/api/admin/orders/summary"],
    ["GET", "/api/admin/orders/export.csv"],
    ["GET", "/api/admin/orders/report?from=2026-11-01&to=2026-11-07"],
    ["GET", "/api/admin/orders/events"],
    ["GET", "/api/admin/orders/1"],
    ["PATCH", "/api/admin/orders/1/status", { status: "confirmed" }],
    ["DELETE", "/api/admin/orders/1"],
    ["POST", "/api/admin/orders/bulk-status", { ids: [1], status: "confirmed" }],
    ["POST", "/api/admin/orders/bulk-delete", { ids: [1] }],
    ["POST", "/api/admin/orders/clear-all", { confirmation: CLEAR_ALL_PHRASE }],
    ["POST", "/api/admin/orders/1/notes", { text: "Asked for evening delivery" }],
    ["POST", "/api/admin/orders/1/calls", { outcome: "no_answer" }],
  ];

  it.each(calls)("answers 401 to %s %s without a session", async (method, path, body) => {
    const [id] = await store(shop, [{}]);
    const response = await send(method, path.replace("/1", `/${id}`), body, { Origin: URL_BASE });
    expect(response.status).toBe(401);
    expect((await errorOf(response)).code).toBe("unauthorized");
    expect(await shop.orderDesk.details(id!)).toMatchObject({ order: { status: "pending" } });
  });

  it.each(calls.filter(([method]) => method !== "GET"))(
    "answers 403 to %s %s from another origin, even with a session, and changes nothing",
    async (method, path, body) => {
      const [id] = await store(shop, [{}]);
      const before = await shop.orderDesk.details(id!);
      const response = await send(method, path.replace("/1", `/${id}`), body, {
        ...admin.headers,
        Origin: "https://evil.example",
      });
      expect(response.status).toBe(403);
      expect((await errorOf(response)).code).toBe("forbidden");
      expect(await shop.orderDesk.details(id!)).toEqual(before);
    },
  );
});

describe("GET /api/admin/orders (search, filters, sort, paging)", () => {
  // A shop of its own, so the lists hold exactly the orders made here.
  let listing: TestShop;
  let listingAdmin: AdminSession;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    listing = await createTestShop();
    listingAdmin = await signInAdmin(listing);
    const orders: (Partial<StoredOrder> & { key: string })[] = [
      {
        key: "asha",
        customerName: "Asha Verma",
        customerMobile: "9829012345",
        orderNumber: "ORD261101000111",
        totalPaise: 5_000_00,
        createdAt: isoAgo(3 * DAY),
        status: "pending",
      },
      {
        key: "ravi",
        customerName: "ravi sharma",
        customerMobile: "9123456780",
        orderNumber: "ORD261105000222",
        totalPaise: 12_000_00,
        createdAt: isoAgo(2 * DAY),
        status: "confirmed",
      },
      {
        key: "meena",
        customerName: "Meena Iyer",
        customerMobile: "9988776655",
        orderNumber: "ORD261120000333",
        totalPaise: 800_50,
        createdAt: isoAgo(2 * HOUR),
        status: "pending",
      },
      {
        key: "imran",
        customerName: "Imran 100%_Khan",
        customerMobile: "9000000001",
        orderNumber: "ORD261010000444",
        totalPaise: 30_000_00,
        createdAt: isoAgo(40 * DAY),
        status: "cancelled",
        items: [
          {
            productId: null,
            name: "Split AC",
            unitPricePaise: 10_000_00,
            oldPricePaise: 0,
            image: "",
            quantity: 3,
          },
        ],
      },
    ];
    const stored = await store(listing, orders);
    orders.forEach((order, index) => (ids[order.key] = stored[index]!));
  });

  afterAll(() => listing.close());

  async function list(query = ""): Promise<OrderListPage> {
    return json(
      await send("GET", `/api/admin/orders${query}`, undefined, listingAdmin.headers, listing),
    );
  }

  async function listed(query = ""): Promise<number[]> {
    return (await list(query)).orders.map((order) => order.id);
  }

  it("lists pending orders first, each group newest first, with item counts and 'N of M orders'", async () => {
    const page = await list();
    expect(page.orders.map((order) => order.id)).toEqual([
      ids.meena,
      ids.asha,
      ids.ravi,
      ids.imran,
    ]);
    expect(await listed("?sort=newest")).toEqual([ids.meena, ids.ravi, ids.asha, ids.imran]);
    expect(page).toMatchObject({ matching: 4, all: 4, page: 1, pageSize: 25, pageCount: 1 });
    expect(page.orders.find((order) => order.id === ids.imran)).toMatchObject({
      orderNumber: "ORD261010000444",
      customerName: "Imran 100%_Khan",
      customerMobile: "9000000001",
      totalPaise: 30_000_00,
      itemsCount: 3,
      status: "cancelled",
      urgent: false,
      flagged: false,
    });
  });

  it("searches customer names and order numbers case-insensitively, and mobiles by digits", async () => {
    expect(await listed("?q=RAVI")).toEqual([ids.ravi]);
    expect(await listed("?q=verma")).toEqual([ids.asha]);
    expect(await listed("?q=ord261120")).toEqual([ids.meena]);
    expect(await listed("?q=98877")).toEqual([ids.meena]);
    expect(await listed(`?q=${encodeURIComponent("+91 98290 12345")}`)).toEqual([ids.asha]);
    expect(await listed("?q=nobody")).toEqual([]);
    const page = await list("?q=RAVI");
    expect(page).toMatchObject({ matching: 1, all: 4 });
  });

  it("treats % and _ in a search as plain characters", async () => {
    expect(await listed(`?q=${encodeURIComponent("100%_")}`)).toEqual([ids.imran]);
    expect(await listed(`?q=${encodeURIComponent("%")}`)).toEqual([ids.imran]);
    expect(await listed("?q=_")).toEqual([ids.imran]);
  });

  it("filters by status", async () => {
    expect(await listed("?status=pending")).toEqual([ids.meena, ids.asha]);
    expect(await listed("?status=cancelled")).toEqual([ids.imran]);
    expect(await listed("?status=delivered")).toEqual([]);
  });

  it("sorts oldest first, by price either way and by customer name", async () => {
    expect(await listed("?sort=oldest")).toEqual([ids.imran, ids.asha, ids.ravi, ids.meena]);
    expect(await listed("?sort=price-high")).toEqual([ids.imran, ids.ravi, ids.asha, ids.meena]);
    expect(await listed("?sort=price-low")).toEqual([ids.meena, ids.asha, ids.ravi, ids.imran]);
    expect(await listed("?sort=name")).toEqual([ids.asha, ids.imran, ids.meena, ids.ravi]);
  });

  it("keeps only the orders of the last n days", async () => {
    expect(await listed("?days=1")).toEqual([ids.meena]);
    expect(await listed("?days=7&sort=newest")).toEqual([ids.meena, ids.ravi, ids.asha]);
  });

  it("marks pending orders older than 24 hours urgent and filters them", async () => {
    const page = await list();
    const urgent = page.orders.filter((order) => order.urgent).map((order) => order.id);
    expect(urgent).toEqual([ids.asha]);
    expect(await listed("?urgent=1")).toEqual([ids.asha]);
  });

  it("pages on the server and counts the pages", async () => {
    const extra = await store(
      listing,
      Array.from({ length: 12 }, (_, index) => ({
        customerName: `Paging Customer ${index}`,
        createdAt: isoAgo(10 * DAY + index * HOUR),
      })),
    );
    try {
      const first = await list("?q=paging&pageSize=10");
      expect(first).toMatchObject({ matching: 12, all: 16, pageCount: 2, pageSize: 10 });
      expect(first.orders.map((order) => order.id)).toEqual(extra.slice(0, 10));
      const second = await list("?q=paging&pageSize=10&page=2");
      expect(second.orders.map((order) => order.id)).toEqual(extra.slice(10));
      expect(second.page).toBe(2);
      const past = await list("?q=paging&pageSize=10&page=3");
      expect(past).toMatchObject({ orders: [], matching: 12, pageCount: 2, page: 3 });
    } finally {
      await listing.orderDesk.bulkDelete(extra);
    }
  });

  it("pages the same whether it walks an index (many matches) or sorts the matches (few)", async () => {
    // 45 matches in pages of 10: page 1 walks the sort's index, later pages sort the matches.
    const extra = await store(
      listing,
      Array.from({ length: 45 }, (_, index) => ({
        customerName: `Walker ${index}`,
        totalPaise: (index % 4) * 100_00,
        createdAt: isoAgo(20 * DAY + (index % 9) * HOUR),
      })),
    );
    try {
      for (const sort of ["pending-first", "newest", "price-high", "price-low", "name"] as const) {
        const pages: number[] = [];
        for (let page = 1; page <= 5; page += 1) {
          pages.push(...(await listed(`?q=walker&pageSize=10&sort=${sort}&page=${page}`)));
        }
        const { ids: inOrder } = await json<{ ids: number[] }>(
          await send(
            "GET",
            `/api/admin/orders/ids?q=walker&sort=${sort}`,
            undefined,
            listingAdmin.headers,
            listing,
          ),
        );
        expect(pages).toEqual(inOrder);
        expect(new Set(pages).size).toBe(45);
      }
    } finally {
      await listing.orderDesk.bulkDelete(extra);
    }
  });

  it("answers every id matching the filters for 'select all', in the list's order", async () => {
    const { ids: all } = await json<{ ids: number[] }>(
      await send(
        "GET",
        "/api/admin/orders/ids?status=pending",
        undefined,
        listingAdmin.headers,
        listing,
      ),
    );
    expect(all).toEqual([ids.meena, ids.asha]);
  });

  it("answers 400 to filters it does not know", async () => {
    for (const query of [
      "?status=shipped",
      "?sort=cheapest",
      "?days=0",
      "?page=0",
      "?pageSize=5000",
    ]) {
      const response = await send(
        "GET",
        `/api/admin/orders${query}`,
        undefined,
        listingAdmin.headers,
        listing,
      );
      expect(response.status).toBe(400);
      expect((await errorOf(response)).code).toBe("invalid_request");
    }
  });

  it("sums the summary in the database: revenue is what was delivered or paid, open orders' money pending apart", async () => {
    const summary = await json<OrderSummary>(
      await send("GET", "/api/admin/orders/summary", undefined, listingAdmin.headers, listing),
    );
    expect(summary).toEqual({
      total: 4,
      pending: 2,
      confirmed: 1,
      processing: 0,
      delivered: 0,
      cancelled: 1,
      revenuePaise: 0,
      pendingPaise: 5_000_00 + 12_000_00 + 800_50,
    });
  });
});

describe("GET /api/admin/orders/summary", () => {
  it("follows every change at once: a new order, a status change and a deletion", async () => {
    const summary = async () => json<OrderSummary>(await send("GET", "/api/admin/orders/summary"));
    const before = await summary();
    const [productId] = (await shop.catalogue.addProducts([
      buildProduct({ pricePaise: 1_500_00, oldPricePaise: 0 }),
    ])) as [number];
    const { order } = await shop.orders.placeOrder(buildOrderRequest([{ productId, quantity: 2 }]));
    expect(await summary()).toEqual({
      ...before,
      total: before.total + 1,
      pending: before.pending + 1,
      pendingPaise: before.pendingPaise + 3_000_00,
    });
    await send("PATCH", `/api/admin/orders/${order.id}/status`, { status: "cancelled" });
    expect(await summary()).toEqual({
      ...before,
      total: before.total + 1,
      cancelled: before.cancelled + 1,
    });
    await send("DELETE", `/api/admin/orders/${order.id}`);
    expect(await summary()).toEqual(before);
  });
});

describe("PATCH /api/admin/orders/:id/status", () => {
  it("sets any status, moves updatedAt, logs the admin on the timeline and announces it", async () => {
    const [id] = await store(shop, [{ createdAt: isoAgo(DAY), status: "delivered" }]);
    const before = (await shop.orderDesk.details(id!))!.order;
    const announced = nextOrderEvent(
      (event) => event.kind === "updated" && event.orderIds.includes(id!),
    );
    const row = await json<OrderListRow>(
      await send("PATCH", `/api/admin/orders/${id}/status`, { status: "pending" }),
    );
    expect(row).toMatchObject({ id, status: "pending" });
    expect(Date.parse(row.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));
    expect(await announced).toMatchObject({ kind: "updated", orderIds: [id], status: "pending" });
    const { timeline } = (await shop.orderDesk.details(id!))!;
    expect(timeline).toEqual([
      { kind: "created", at: before.createdAt },
      { kind: "status", at: row.updatedAt, status: "pending", adminEmail: admin.email },
    ]);
  });

  it("answers 404 for an order that does not exist and 400 for a status that does not", async () => {
    const missing = await send("PATCH", "/api/admin/orders/987654/status", { status: "confirmed" });
    expect(missing.status).toBe(404);
    expect((await errorOf(missing)).code).toBe("not_found");
    const [id] = await store(shop, [{}]);
    const wrong = await send("PATCH", `/api/admin/orders/${id}/status`, { status: "shipped" });
    expect(wrong.status).toBe(400);
    expect((await shop.orderDesk.details(id!))!.order.status).toBe("pending");
  });
});

describe("DELETE /api/admin/orders/:id", () => {
  it("deletes the order with its items and answers 404 the second time", async () => {
    const [id] = await store(shop, [{}]);
    const announced = nextOrderEvent(
      (event) => event.kind === "deleted" && event.orderIds.includes(id!),
    );
    expect((await send("DELETE", `/api/admin/orders/${id}`)).status).toBe(204);
    await announced;
    expect(await shop.orderDesk.details(id!)).toBeUndefined();
    const again = await send("DELETE", `/api/admin/orders/${id}`);
    expect(again.status).toBe(404);
    expect((await errorOf(again)).code).toBe("not_found");
  });
});

describe("bulk actions", () => {
  it("updates the orders that exist and names the missing one", async () => {
    const ids = await store(shop, [{}, {}]);
    const gone = 987_001;
    const result = await json(
      await send("POST", "/api/admin/orders/bulk-status", {
        ids: [...ids, gone],
        status: "processing",
      }),
    );
    expect(result).toEqual({ updated: ids, missing: [gone] });
    for (const id of ids) {
      const { order, timeline } = (await shop.orderDesk.details(id))!;
      expect(order.status).toBe("processing");
      expect(timeline.at(-1)).toMatchObject({
        kind: "status",
        status: "processing",
        adminEmail: admin.email,
      });
    }
  });

  it("deletes the orders that exist and names the missing one", async () => {
    const ids = await store(shop, [{}, {}, {}]);
    const gone = 987_002;
    const result = await json(
      await send("POST", "/api/admin/orders/bulk-delete", { ids: [ids[0], gone, ids[2]] }),
    );
    expect(result).toEqual({ deleted: [ids[0], ids[2]], missing: [gone], billed: [] });
    expect(await shop.orderDesk.details(ids[0]!)).toBeUndefined();
    expect(await shop.orderDesk.details(ids[1]!)).toBeDefined();
  });

  it("refuses an empty selection", async () => {
    for (const [path, body] of [
      ["/api/admin/orders/bulk-status", { ids: [], status: "confirmed" }],
      ["/api/admin/orders/bulk-delete", { ids: [] }],
    ] as const) {
      const response = await send("POST", path, body);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).code).toBe("invalid_request");
    }
  });
});

describe("POST /api/admin/orders/clear-all", () => {
  it("refuses without the typed phrase and deletes nothing; with it, deletes every order", async () => {
    const clearing = await createTestShop();
    try {
      const clearingAdmin = await signInAdmin(clearing);
      await store(clearing, [{}, {}, {}]);
      const clear = (body?: unknown) =>
        send("POST", "/api/admin/orders/clear-all", body, clearingAdmin.headers, clearing);
      for (const body of [
        undefined,
        {},
        { confirmation: "delete all orders" },
        { confirmation: "DELETE ALL" },
      ]) {
        const refused = await clear(body);
        expect(refused.status).toBe(400);
        expect((await errorOf(refused)).code).toBe("confirmation_required");
        expect((await clearing.orderDesk.summary()).total).toBe(3);
      }
      expect(await json(await clear({ confirmation: CLEAR_ALL_PHRASE }))).toEqual({
        deleted: 3,
        keptBilled: 0,
      });
      expect((await clearing.orderDesk.summary()).total).toBe(0);
    } finally {
      await clearing.close();
    }
  });
});

describe("GET /api/admin/orders/:id", () => {
  it("shows an order placed by a customer with its item snapshots, line totals and timeline", async () => {
    const [tvId, fanId] = (await shop.catalogue.addProducts([
      buildProduct({
        name: "Sony Bravia 55 inch",
        pricePaise: 57_990_00,
        oldPricePaise: 64_990_00,
      }),
      buildProduct({ name: "Havells Ceiling Fan", pricePaise: 2_499_50, oldPricePaise: 0 }),
    ])) as [number, number];
    const { order } = await shop.orders.placeOrder(
      buildOrderRequest([
        { productId: tvId, quantity: 1 },
        { productId: fanId, quantity: 2 },
      ]),
    );
    const details = await json<OrderDetails>(await send("GET", `/api/admin/orders/${order.id}`));
    expect(details.order).toMatchObject({
      id: order.id,
      orderNumber: order.orderNumber,
      customerName: "Asha Verma",
      customerMobile: "9829012345",
      totalPaise: 57_990_00 + 2 * 2_499_50,
      itemsCount: 3,
      status: "pending",
    });
    expect(details.order.items).toEqual([
      expect.objectContaining({
        productId: tvId,
        name: "Sony Bravia 55 inch",
        unitPricePaise: 57_990_00,
        oldPricePaise: 64_990_00,
        quantity: 1,
        lineTotalPaise: 57_990_00,
      }),
      expect.objectContaining({ productId: fanId, quantity: 2, lineTotalPaise: 4_999_00 }),
    ]);
    expect(details.timeline).toEqual([{ kind: "created", at: order.createdAt }]);
  });

  it("answers 404 for an unknown id and 400 for one that is not a number", async () => {
    const missing = await send("GET", "/api/admin/orders/987654");
    expect(missing.status).toBe(404);
    expect(await errorOf(missing)).toEqual({
      code: "not_found",
      message: "Order 987654 not found; it may have been deleted",
    });
    expect((await send("GET", "/api/admin/orders/abc")).status).toBe(400);
  });
});

describe("notes and call-backs", () => {
  it("adds a note and each call to the timeline with the admin and the time", async () => {
    const [id] = await store(shop, [{}]);
    const announced = nextOrderEvent((event) => event.kind === "activity" && event.orderId === id);
    const note = await json<TimelineEntry>(
      await send("POST", `/api/admin/orders/${id}/notes`, { text: "  Deliver after 6 pm  " }),
      201,
    );
    expect(note).toMatchObject({
      kind: "note",
      text: "Deliver after 6 pm",
      adminEmail: admin.email,
    });
    await announced;
    const call = await json<TimelineEntry>(
      await send("POST", `/api/admin/orders/${id}/calls`, { outcome: "call_back_later" }),
      201,
    );
    expect(call).toMatchObject({
      kind: "call",
      outcome: "call_back_later",
      adminEmail: admin.email,
    });
    const { timeline } = (await shop.orderDesk.details(id!))!;
    expect(timeline.slice(1)).toEqual([note, call]);
  });

  it("flags an order after two unanswered calls, and the flagged filter finds it", async () => {
    const [id] = await store(shop, [{ customerName: "Flagged Fatima" }]);
    const flaggedIds = async () =>
      (
        await json<OrderListPage>(await send("GET", "/api/admin/orders?flagged=1&q=fatima"))
      ).orders.map((order) => [order.id, order.flagged]);
    await send("POST", `/api/admin/orders/${id}/calls`, { outcome: "no_answer" });
    expect(await flaggedIds()).toEqual([]);
    await send("POST", `/api/admin/orders/${id}/calls`, { outcome: "no_answer" });
    expect(await flaggedIds()).toEqual([[id, true]]);
    expect((await shop.orderDesk.details(id!))!.order.flagged).toBe(true);
  });

  it("refuses an empty note and an unknown outcome, and answers 404 for a missing order", async () => {
    const [id] = await store(shop, [{}]);
    const empty = await send("POST", `/api/admin/orders/${id}/notes`, { text: "   " });
    expect(empty.status).toBe(400);
    expect((await errorOf(empty)).message).toBe("text: Write a note first");
    expect((await send("POST", `/api/admin/orders/${id}/calls`, { outcome: "busy" })).status).toBe(
      400,
    );
    expect((await send("POST", "/api/admin/orders/987654/notes", { text: "Hello" })).status).toBe(
      404,
    );
    expect(
      (await send("POST", "/api/admin/orders/987654/calls", { outcome: "no_answer" })).status,
    ).toBe(404);
    expect((await shop.orderDesk.details(id!))!.timeline).toHaveLength(1);
  });
});

describe("what the admin order API refuses before it reaches the database", () => {
  it("refuses order ids beyond the 32-bit id column, in the path and in bulk actions", async () => {
    const [id] = await store(shop, [{}]);
    const tooLarge = 2_147_483_648;
    for (const [method, path, body] of [
      ["GET", `/api/admin/orders/${tooLarge}`, undefined],
      ["DELETE", `/api/admin/orders/${tooLarge}`, undefined],
      ["PATCH", `/api/admin/orders/${tooLarge}/status`, { status: "confirmed" }],
      ["POST", "/api/admin/orders/bulk-status", { ids: [id, tooLarge], status: "confirmed" }],
      ["POST", "/api/admin/orders/bulk-delete", { ids: [id, tooLarge] }],
    ] as const) {
      const response = await send(method, path, body);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).message).toMatch(/from 1 to 2147483647/);
    }
    expect(await shop.orderDesk.details(id!)).toMatchObject({ order: { status: "pending" } });
  });

  it("refuses a note with a NUL character and a search with one", async () => {
    const [id] = await store(shop, [{}]);
    const note = await send("POST", `/api/admin/orders/${id}/notes`, { text: "Called\u0000" });
    expect(note.status).toBe(400);
    expect((await errorOf(note)).message).toBe("text: Notes must not contain control characters");
    const search = await send("GET", `/api/admin/orders?q=${encodeURIComponent("a\u0000")}`);
    expect(search.status).toBe(400);
    expect((await errorOf(search)).message).toBe(
      "q: Search text must not contain control characters",
    );
    expect((await shop.orderDesk.details(id!))!.timeline).toHaveLength(1);
  });

  it("answers 415 to a change sent as anything but JSON", async () => {
    const [id] = await store(shop, [{}]);
    const response = await shop.app.request(`${URL_BASE}/api/admin/orders/${id}/status`, {
      method: "PATCH",
      headers: { ...admin.headers, "Content-Type": "text/plain" },
      body: JSON.stringify({ status: "confirmed" }),
    });
    expect(response.status).toBe(415);
    expect((await errorOf(response)).code).toBe("unsupported_media_type");
    expect(await shop.orderDesk.details(id!)).toMatchObject({ order: { status: "pending" } });
  });
});
