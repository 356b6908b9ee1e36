// Stays whole: its groups share one test shop (database and app) that a split would set up again.
import { formatShopDateTime } from "../../domain/shop-time";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ORDER_EXPORT_COLUMNS, orderExportFileName } from "../../domain/order-export";
import type { OrderReport } from "../../domain/order-reports";
import type { Subscription } from "../../server/events/event-bus";
import { buildOrderRequest } from "../factories/order";
import { buildStoredOrder, insertStoredOrders, type StoredOrder } from "../factories/order-rows";
import { buildProduct } from "../factories/product";
import { signInAdmin, type AdminSession } from "../setup/admin-session";
import { readEvents, withDeadline } from "../setup/event-stream";
import { createTestShop, type TestShop } from "../setup/test-shop";

const URL_BASE = "http://localhost";

let shop: TestShop;
let admin: AdminSession;

beforeAll(async () => {
  shop = await createTestShop();
  admin = await signInAdmin(shop);
});

afterAll(() => shop.close());

function get(path: string, target: TestShop = shop, headers = admin.headers) {
  return Promise.resolve(target.app.request(`${URL_BASE}${path}`, { headers }));
}

function line(name: string, quantity: number, unitPricePaise: number, productId: number | null) {
  return { productId, name, unitPricePaise, oldPricePaise: 0, image: "", quantity };
}

describe("reports by India day", () => {
  // Its own shop, so the range holds exactly these orders.
  let reporting: TestShop;
  let reportingAdmin: AdminSession;

  beforeAll(async () => {
    reporting = await createTestShop();
    reportingAdmin = await signInAdmin(reporting);
    const [tvId, fanId] = (await reporting.catalogue.addProducts([
      buildProduct({ name: "LG 43 inch TV" }),
      buildProduct({ name: "Havells Fan" }),
    ])) as [number, number];
    const orders: Partial<StoredOrder>[] = [
      // 31 Oct, 23:59:59.999 in India: before the range.
      { createdAt: "2026-10-31T18:29:59.999Z", totalPaise: 99_00, status: "delivered" },
      {
        createdAt: "2026-10-31T18:30:00.000Z",
        totalPaise: 1000_00,
        status: "delivered",
        items: [line("LG 43 inch TV", 1, 1000_00, tvId)],
      },
      {
        createdAt: "2026-11-01T18:29:00.000Z",
        totalPaise: 2000_00,
        status: "cancelled",
        items: [line("Havells Fan", 5, 400_00, fanId)],
      },
      {
        createdAt: "2026-11-02T10:00:00.000Z",
        totalPaise: 3000_00,
        status: "pending",
        items: [line("Havells Fan", 2, 1500_00, fanId)],
      },
      {
        createdAt: "2026-11-03T18:29:59.000Z",
        totalPaise: 500_00,
        status: "confirmed",
        items: [line("Old Kettle", 1, 500_00, null)],
      },
      // 4 Nov, midnight in India: after the range.
      { createdAt: "2026-11-03T18:30:00.000Z", totalPaise: 77_00, status: "pending" },
    ];
    await insertStoredOrders(
      reporting.database.db,
      orders.map((order) => buildStoredOrder(order)),
    );
  });

  afterAll(() => reporting.close());

  it("buckets orders and revenue by India day, with totals by status, best sellers and the average", async () => {
    const response = await get(
      "/api/admin/orders/report?from=2026-11-01&to=2026-11-04",
      reporting,
      reportingAdmin.headers,
    );
    expect(response.status).toBe(200);
    const report = (await response.json()) as OrderReport;
    expect(report.days).toEqual([
      // A day's revenue is what was delivered or paid; its open orders are pending apart.
      { date: "2026-11-01", orders: 2, revenuePaise: 1000_00, pendingPaise: 0 },
      { date: "2026-11-02", orders: 1, revenuePaise: 0, pendingPaise: 3000_00 },
      { date: "2026-11-03", orders: 1, revenuePaise: 0, pendingPaise: 500_00 },
      { date: "2026-11-04", orders: 1, revenuePaise: 0, pendingPaise: 77_00 },
    ]);
    expect(report.byStatus).toEqual({
      pending: 2,
      confirmed: 1,
      processing: 0,
      delivered: 1,
      cancelled: 1,
    });
    expect(report.orderCount).toBe(5);
    // Revenue is the delivered order; the open ones are pending apart (nothing paid on them).
    expect(report.revenuePaise).toBe(1000_00);
    expect(report.pendingPaise).toBe(3000_00 + 500_00 + 77_00);
    expect(report.averageOrderPaise).toBe(Math.round(4577_00 / 4));
  });

  it("ranks best sellers by quantity then revenue, leaving cancelled orders out", async () => {
    const report = await reporting.orderReports.report({ from: "2026-11-01", to: "2026-11-03" });
    expect(
      report.topProducts.map(({ name, quantity, revenuePaise }) => [name, quantity, revenuePaise]),
    ).toEqual([
      ["Havells Fan", 2, 3000_00],
      ["LG 43 inch TV", 1, 1000_00],
      ["Old Kettle", 1, 500_00],
    ]);
    expect(report.topProducts[2]!.productId).toBeNull();
    expect(report.orderCount).toBe(4);
    expect(report.averageOrderPaise).toBe(1500_00);
  });

  it("ranks best sellers by revenue too, where few costly items beat many cheap ones", async () => {
    const ranking = await createTestShop();
    try {
      await insertStoredOrders(ranking.database.db, [
        buildStoredOrder({
          createdAt: "2026-11-10T06:00:00.000Z",
          totalPaise: 5300_00,
          status: "pending",
          items: [line("Phone Charger", 3, 100_00, null), line("Split AC", 1, 5000_00, null)],
        }),
      ]);
      const report = await ranking.orderReports.report({ from: "2026-11-10", to: "2026-11-10" });
      const names = (products: OrderReport["topProducts"]) => products.map(({ name }) => name);
      expect(names(report.topProducts)).toEqual(["Phone Charger", "Split AC"]);
      expect(names(report.topProductsByRevenue)).toEqual(["Split AC", "Phone Charger"]);
    } finally {
      await ranking.close();
    }
  });

  it("lists days without orders with zeros and answers an empty range with a zero average", async () => {
    const report = await reporting.orderReports.report({ from: "2026-12-30", to: "2027-01-01" });
    expect(report.days).toEqual([
      { date: "2026-12-30", orders: 0, revenuePaise: 0, pendingPaise: 0 },
      { date: "2026-12-31", orders: 0, revenuePaise: 0, pendingPaise: 0 },
      { date: "2027-01-01", orders: 0, revenuePaise: 0, pendingPaise: 0 },
    ]);
    expect(report).toMatchObject({ orderCount: 0, revenuePaise: 0, averageOrderPaise: 0 });
    expect(report.topProducts).toEqual([]);
  });

  it("counts orders and revenue between two instants, start included and end not", async () => {
    const from = "2026-10-31T18:30:00.000Z";
    const to = "2026-11-03T18:30:00.000Z";
    expect(await reporting.orderReports.countBetween(from, to)).toBe(4);
    expect(await reporting.orderReports.revenueBetween(from, to)).toBe(1000_00);
  });

  it("answers 400 to a range that is backwards, too long or not dates", async () => {
    for (const query of [
      "from=2026-11-05&to=2026-11-01",
      "from=2024-01-01&to=2026-01-01",
      "from=yesterday&to=2026-11-01",
      "",
    ]) {
      const response = await get(
        `/api/admin/orders/report?${query}`,
        reporting,
        reportingAdmin.headers,
      );
      expect(response.status).toBe(400);
    }
  });
});

describe("GET /api/admin/orders/export.csv", () => {
  let exporting: TestShop;
  let exportingAdmin: AdminSession;

  beforeAll(async () => {
    exporting = await createTestShop();
    exportingAdmin = await signInAdmin(exporting);
  });

  afterAll(() => exporting.close());

  async function download(query = "") {
    const response = await get(
      `/api/admin/orders/export.csv${query}`,
      exporting,
      exportingAdmin.headers,
    );
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    return { response, bytes, text: new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes) };
  }

  it("sends a UTF-8 file with a BOM, the spec's columns and neutralised formula cells", async () => {
    const createdAt = "2026-11-21T09:34:00.000Z";
    await insertStoredOrders(exporting.database.db, [
      buildStoredOrder({
        orderNumber: "ORD261121000001",
        customerName: '=HYPERLINK("http://evil.example","Refund")',
        customerMobile: "9829012345",
        totalPaise: 1234_50,
        status: "processing",
        createdAt,
        items: [line("Fan", 2, 400_00, null), line("Bulb", 1, 434_50, null)],
      }),
      buildStoredOrder({
        orderNumber: "ORD261121000002",
        customerName: "Zoya Ahmed",
        status: "pending",
      }),
    ]);
    const { response, bytes, text } = await download("?status=processing");
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe(
      `attachment; filename="${orderExportFileName(new Date())}"`,
    );
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = text.slice(1).split("\r\n");
    expect(lines[0]).toBe(ORDER_EXPORT_COLUMNS.join(","));
    expect(lines[1]).toBe(
      [
        "ORD261121000001",
        `"'=HYPERLINK(""http://evil.example"",""Refund"")"`,
        "98290 12345",
        "Processing",
        "1234.50",
        "3",
        `"${formatShopDateTime(createdAt, "en")}"`,
        "",
        "",
        "",
        "",
        // Issue 31: where it came from, paid and due, and what was bought.
        "Web",
        "0.00",
        "1234.50",
        "2 × Fan; 1 × Bulb",
      ].join(","),
    );
    expect(lines.slice(2)).toEqual([""]);
  });

  it("streams every matching order, past the batch size, each once, in the chosen order", async () => {
    const now = Date.now();
    // Many equal prices and times, so batches must break ties by id to lose or repeat nothing.
    const orders = Array.from({ length: 2_345 }, (_, index) =>
      buildStoredOrder({
        orderNumber: `ORD2611${String(index).padStart(8, "0")}`,
        customerName: "Bulk Buyer",
        totalPaise: (index % 7) * 100_00,
        createdAt: new Date(now - (index % 5) * 60_000).toISOString(),
      }),
    );
    await insertStoredOrders(exporting.database.db, orders);
    for (const sort of ["pending-first", "newest", "price-high", "price-low", "name"]) {
      const { text } = await download(`?q=bulk&sort=${sort}`);
      const numbers = text
        .slice(1)
        .split("\r\n")
        .slice(1, -1)
        .map((row) => row.split(",")[0]);
      expect(numbers).toHaveLength(orders.length);
      expect(new Set(numbers).size).toBe(orders.length);
    }
    const { text } = await download("?q=bulk&sort=price-high");
    const totals = text
      .slice(1)
      .split("\r\n")
      .slice(1, -1)
      .map((row) => Number(row.split(",")[4]));
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
  });

  it("lets the admin cancel a download midway without the server reporting a failure", async () => {
    const response = await get(
      "/api/admin/orders/export.csv?q=bulk",
      exporting,
      exportingAdmin.headers,
    );
    const reader = response.body!.getReader();
    expect((await reader.read()).done).toBe(false);
    await reader.cancel();
    const again = await download("?q=bulk&status=pending");
    expect(again.text.split("\r\n")).toHaveLength(2_345 + 2);
  });

  it("answers 400 to filters it does not know", async () => {
    const response = await get(
      "/api/admin/orders/export.csv?status=lost",
      exporting,
      exportingAdmin.headers,
    );
    expect(response.status).toBe(400);
  });
});

function parseMessage(message: string): { event: string | undefined; data: unknown } {
  const field = (name: string) =>
    message
      .split("\n")
      .find((row) => row.startsWith(`${name}:`))
      ?.slice(name.length + 1)
      .trim();
  return { event: field("event"), data: JSON.parse(field("data") ?? "null") };
}

describe("GET /api/admin/orders/events", () => {
  it("tells an open dashboard about a new order and a status change as they happen", async () => {
    const response = await get("/api/admin/orders/events");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/event-stream/);
    const events = readEvents(response);
    expect(await events.next()).toBe("retry: 1000");

    const [productId] = (await shop.catalogue.addProducts([buildProduct()])) as [number];
    const { order } = await shop.orders.placeOrder(buildOrderRequest([{ productId, quantity: 1 }]));
    expect(parseMessage(await events.next())).toEqual({
      event: "orders",
      data: expect.objectContaining({
        kind: "created",
        orderId: order.id,
        orderNumber: order.orderNumber,
      }),
    });

    await shop.orderDesk.setStatus(order.id, "confirmed", { id: 1, email: admin.email });
    expect(parseMessage(await events.next())).toEqual({
      event: "orders",
      data: expect.objectContaining({ kind: "updated", orderIds: [order.id], status: "confirmed" }),
    });
  });

  it("announces deletions and clearing", async () => {
    const events = readEvents(await get("/api/admin/orders/events"));
    await events.next();
    const [id] = await insertStoredOrders(shop.database.db, [buildStoredOrder()]);
    await shop.orderDesk.delete(id!);
    expect(parseMessage(await events.next()).data).toMatchObject({
      kind: "deleted",
      orderIds: [id],
    });
    await shop.orderDesk.clearAll();
    expect(parseMessage(await events.next()).data).toMatchObject({ kind: "cleared" });
  });

  it("stops listening for changes once the dashboard goes away", async () => {
    const subscribe = vi.spyOn(shop.events, "subscribe");
    const events = readEvents(await get("/api/admin/orders/events"));
    await events.next();
    const subscription = subscribe.mock.results[0]!.value as Subscription;
    subscribe.mockRestore();
    await events.cancel();
    await withDeadline(subscription.ended, "the subscription did not end");
  });

  it("ends the stream when the event bus closes, so a shutting-down server need not wait", async () => {
    const closing = await createTestShop();
    try {
      const closingAdmin = await signInAdmin(closing);
      const response = await get("/api/admin/orders/events", closing, closingAdmin.headers);
      const reader = response.body!.getReader();
      await reader.read();
      await closing.events.close();
      await withDeadline(
        (async () => {
          while (!(await reader.read()).done);
        })(),
        "the stream did not end",
      );
    } finally {
      await closing.close();
    }
  });
});
