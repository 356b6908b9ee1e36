// Stays whole: its groups share one test shop (database and app) that a split would set up again.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderListQuerySchema } from "../../domain/order-desk-schemas";
import { ORDER_EXPORT_COLUMNS } from "../../domain/order-export";
import { orderRefusals } from "../../domain/order-refusals";
import type { PlaceOrderRequest } from "../../domain/order-schemas";
import { saleRequestSchema, type SaleRequestJson } from "../../domain/sale-schemas";
import { saleRefusals } from "../../domain/sales";
import { OrderRefusedError } from "../../server/modules/orders/order-placement";
import { quoteRefusals } from "../../server/modules/orders/quotes.service";
import { paymentRefusals } from "../../server/modules/orders/sales.service";
import { buildProduct } from "../factories/product";
import { createTestShop, type TestShop } from "../setup/test-shop";

let shop: TestShop;
const ADMIN = { id: 1, email: "owner@shop.test" };
let keys = 0;

beforeAll(async () => {
  shop = await createTestShop({ env: { ORDER_RATE_LIMIT_PER_MINUTE: "0" } });
});

afterAll(() => shop.close());

function newKey(): string {
  keys += 1;
  return `sale-test-key-${String(keys).padStart(6, "0")}`;
}

function sale(overrides: Partial<SaleRequestJson>) {
  return saleRequestSchema.parse({
    channel: "counter",
    customerName: "Meena Sharma",
    customerMobile: "9829012345",
    products: [],
    extras: [],
    tenders: [],
    idempotencyKey: newKey(),
    ...overrides,
  });
}

async function countedProduct(stock: number, pricePaise = 30_000_00): Promise<number> {
  const [id] = await shop.catalogue.addProducts([buildProduct({ pricePaise })]);
  await shop.stock.adjust(id!, stock, "new delivery", ADMIN.email);
  return id!;
}

async function stockOf(productId: number): Promise<number | null> {
  const row = await shop.database.db
    .selectFrom("products")
    .select("stock_quantity")
    .where("id", "=", productId)
    .executeTakeFirstOrThrow();
  return row.stock_quantity;
}

describe("a sale the owner enters", () => {
  it("keeps a price override with its reason, a rate-card line, an exchange credit and a split payment", async () => {
    const washer = await countedProduct(5, 30_000_00);
    const placed = await shop.sales.placeSale(
      sale({
        products: [
          {
            productId: washer,
            quantity: 1,
            unitPricePaise: 28_500_00,
            overrideReason: "Diwali offer",
          },
        ],
        extras: [
          { kind: "service", name: "Installation stand", quantity: 1, unitPricePaise: 1_200_00 },
          {
            kind: "exchange",
            name: "Old Videocon washer",
            condition: "working",
            amountPaise: 2_000_00,
          },
        ],
        tenders: [
          { method: "upi", amountPaise: 10_000_00, reference: "UTR778812" },
          { method: "cash", amountPaise: 20_000_00 },
        ],
      }),
      ADMIN.email,
    );
    expect(placed.created).toBe(true);
    const total = 28_500_00 + 1_200_00 - 2_000_00;
    expect(placed.order).toMatchObject({
      channel: "counter",
      status: "confirmed",
      totalPaise: total,
    });
    const items = await shop.database.db
      .selectFrom("order_items")
      .select(["kind", "name", "unit_price_paise", "list_price_paise", "override_reason", "detail"])
      .where("order_id", "=", placed.order.id)
      .orderBy("position")
      .execute();
    expect(items).toEqual([
      expect.objectContaining({
        kind: "product",
        unit_price_paise: 28_500_00,
        list_price_paise: 30_000_00,
        override_reason: "Diwali offer",
      }),
      expect.objectContaining({
        kind: "service",
        name: "Installation stand",
        unit_price_paise: 1_200_00,
      }),
      expect.objectContaining({ kind: "exchange", unit_price_paise: -2_000_00, detail: "working" }),
    ]);
    const money = await shop.sales.money(placed.order.id);
    // ₹10,000 by UPI and ₹20,000 in cash for ₹27,700: ₹17,700 of the cash is kept, ₹2,300 change.
    expect(money).toMatchObject({ totalPaise: total, paidPaise: total, duePaise: 0 });
    expect(money!.payments.map(({ method, amountPaise }) => [method, amountPaise])).toEqual([
      ["upi", 10_000_00],
      ["cash", total - 10_000_00],
    ]);
    const details = await shop.orderDesk.details(placed.order.id);
    const note = details!.timeline.find((entry) => entry.kind === "note");
    expect(note).toMatchObject({ adminEmail: ADMIN.email });
    expect(JSON.stringify(note)).toContain("Diwali offer");
    expect(await stockOf(washer)).toBe(4);
  });

  it("saves one order and takes the stock once when the same sale is sent twice", async () => {
    const fridge = await countedProduct(3);
    const request = sale({ products: [{ productId: fridge, quantity: 1 }] });
    const [first, second] = await Promise.all([
      shop.sales.placeSale(request, ADMIN.email),
      shop.sales.placeSale(request, ADMIN.email),
    ]);
    expect(first.order.id).toBe(second.order.id);
    expect([first.created, second.created].sort()).toEqual([false, true]);
    const again = await shop.sales.placeSale(request, ADMIN.email);
    expect(again).toMatchObject({ created: false, order: { id: first.order.id } });
    expect(await stockOf(fridge)).toBe(2);
    const sold = await shop.stock.history(fridge);
    expect(sold.filter((movement) => movement.kind === "sold")).toHaveLength(1);
  });

  it("refuses a price beyond the maximum discount and changes nothing", async () => {
    const tv = await countedProduct(2, 40_000_00);
    const least = 36_000_00; // 10% below, the default maximum
    await expect(
      shop.sales.placeSale(
        sale({
          products: [
            { productId: tv, quantity: 1, unitPricePaise: least - 1, overrideReason: "friend" },
          ],
        }),
        ADMIN.email,
      ),
    ).rejects.toThrow(
      saleRefusals.overMaxDiscount((await shop.catalogue.get(tv))!.name, 10, least),
    );
    expect(await stockOf(tv)).toBe(2);
  });

  it("refuses a sale of ₹50,000 or more without the customer's address, which its bill must show", async () => {
    const tv = await countedProduct(2, 50_000_00);
    const refused = sale({ channel: "phone", products: [{ productId: tv, quantity: 1 }] });
    await expect(shop.sales.placeSale(refused, ADMIN.email)).rejects.toThrow(
      saleRefusals.needsAddress,
    );
    expect(await stockOf(tv)).toBe(2);
    const placed = await shop.sales.placeSale(
      sale({
        channel: "phone",
        products: [{ productId: tv, quantity: 1 }],
        deliveryAddress: "Flat 4, Shanti Niwas, Jaipur",
      }),
      ADMIN.email,
    );
    expect(placed.order.deliveryAddress).toBe("Flat 4, Shanti Niwas, Jaipur");
    expect(await stockOf(tv)).toBe(1);
  });

  it("refuses an exchange credit above the sale", async () => {
    await expect(
      shop.sales.placeSale(
        sale({
          extras: [
            { kind: "service", name: "Gas refill", quantity: 1, unitPricePaise: 1_000_00 },
            { kind: "exchange", name: "Old AC", condition: "dead", amountPaise: 1_500_00 },
          ],
        }),
        ADMIN.email,
      ),
    ).rejects.toThrow(saleRefusals.negativeTotal);
  });

  it("lets a small walk-in stay unnamed, and asks for a name above the setting", async () => {
    const small = await shop.sales.placeSale(
      sale({
        customerName: "",
        customerMobile: "",
        extras: [{ kind: "service", name: "Remote cover", quantity: 2, unitPricePaise: 150_00 }],
        tenders: [{ method: "cash", amountPaise: 500_00 }],
      }),
      ADMIN.email,
    );
    expect(small.created).toBe(true);
    await expect(
      shop.sales.placeSale(
        sale({
          customerName: "",
          customerMobile: "",
          extras: [{ kind: "service", name: "Inverter", quantity: 1, unitPricePaise: 9_000_00 }],
        }),
        ADMIN.email,
      ),
    ).rejects.toThrow(saleRefusals.walkInNeedsName(5_000_00));
  });
});

describe("one stock count", () => {
  it("places one order when 20 buyers want the last unit at once, the rest told only 0 are left", async () => {
    const last = await countedProduct(1);
    const name = (await shop.catalogue.get(last))!.name;
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        shop.app.request("/api/orders", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({
            customerName: "Ravi Kumar",
            customerMobile: "9876543210",
            items: [{ productId: last, quantity: 1 }],
            idempotencyKey: `last-unit-buyer-${String(index).padStart(4, "0")}`,
          }),
        }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const refused = responses.find((response) => response.status === 409)!;
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      orderRefusals.onlyLeft(name, 0),
    );
    expect(await stockOf(last)).toBe(0);
    expect((await shop.catalogue.get(last))!.inStock).toBe(false);
  });

  it("gives the stock back when an order is cancelled, and records it in the history", async () => {
    const ac = await countedProduct(2);
    const placed = await shop.sales.placeSale(
      sale({
        channel: "phone",
        products: [{ productId: ac, quantity: 2 }],
        deliveryAddress: "Flat 4, Shanti Niwas, Jaipur",
      }),
      ADMIN.email,
    );
    expect(await stockOf(ac)).toBe(0);
    await shop.orderDesk.setStatus(placed.order.id, "cancelled", ADMIN);
    expect(await stockOf(ac)).toBe(2);
    const history = await shop.stock.history(ac);
    expect(history.map(({ kind, change, quantityAfter }) => [kind, change, quantityAfter])).toEqual(
      [
        ["cancelled", 2, 2],
        ["sold", -2, 0],
        ["adjusted", 2, 2],
      ],
    );
    expect(history[0]!.orderNumber).toBe(placed.order.orderNumber);
    expect(history[2]).toMatchObject({ reason: "new delivery", adminEmail: ADMIN.email });
  });

  it("refuses a web order for more than is left, without a negative count", async () => {
    const kettle = await countedProduct(2);
    const request: PlaceOrderRequest = {
      customerName: "Asha",
      customerMobile: "9876500000",
      items: [{ productId: kettle, quantity: 3 }],
      idempotencyKey: newKey(),
    };
    await expect(shop.orders.placeOrder(request)).rejects.toBeInstanceOf(OrderRefusedError);
    expect(await stockOf(kettle)).toBe(2);
  });
});

describe("payments on any order", () => {
  it("records several payments and refuses more than is due", async () => {
    const placed = await shop.sales.placeSale(
      sale({
        channel: "whatsapp",
        extras: [{ kind: "service", name: "AC service", quantity: 1, unitPricePaise: 1_000_00 }],
      }),
      ADMIN.email,
    );
    expect(await shop.sales.money(placed.order.id)).toMatchObject({
      paidPaise: 0,
      duePaise: 1_000_00,
    });
    await shop.sales.recordPayment(
      placed.order.id,
      { method: "upi", amountPaise: 400_00, reference: "UTR1" },
      ADMIN.email,
    );
    await expect(
      shop.sales.recordPayment(
        placed.order.id,
        { method: "card", amountPaise: 600_01 },
        ADMIN.email,
      ),
    ).rejects.toThrow(paymentRefusals.overDue(600_00));
    const money = await shop.sales.recordPayment(
      placed.order.id,
      { method: "cash", amountPaise: 600_00 },
      ADMIN.email,
    );
    expect(money).toMatchObject({ paidPaise: 1_000_00, duePaise: 0 });
    expect(money.payments).toHaveLength(2);
  });

  it("does not let a customer cancel a sale the owner entered", async () => {
    const placed = await shop.sales.placeSale(
      sale({
        channel: "phone",
        extras: [{ kind: "service", name: "Demo", quantity: 1, unitPricePaise: 100_00 }],
      }),
      ADMIN.email,
    );
    const result = await shop.orderTracking.cancel(placed.trackingToken);
    expect(result.kind).toBe("refused");
  });
});

describe("quotes", () => {
  const today = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

  it("confirms a quote from its link as a Confirmed order at the quote's prices, once", async () => {
    const tv = await countedProduct(4, 50_000_00);
    const quoted = await shop.quotes.create(
      {
        sale: sale({
          channel: "phone",
          products: [
            {
              productId: tv,
              quantity: 1,
              unitPricePaise: 47_000_00,
              overrideReason: "regular customer",
            },
          ],
          extras: [{ kind: "service", name: "Wall mount", quantity: 1, unitPricePaise: 800_00 }],
        }),
        validUntil: today(),
      },
      ADMIN.email,
    );
    expect(quoted.quoteNumber).toMatch(/^QT\d{10}$/);
    expect(quoted.totalPaise).toBe(47_800_00);
    // The catalogue price moves after the quote was sent; the customer still pays what was quoted.
    const product = (await shop.catalogue.get(tv))!;
    await shop.catalogue.updateProduct(tv, { ...product, pricePaise: 55_000_00 });
    const view = await shop.quotes.byToken(quoted.token);
    expect(view).toMatchObject({ status: "sent", totalPaise: 47_800_00 });
    const [first, second] = await Promise.all([
      shop.quotes.confirm(quoted.token),
      shop.quotes.confirm(quoted.token),
    ]);
    expect(first!.order.id).toBe(second!.order.id);
    expect(first!.order).toMatchObject({
      status: "confirmed",
      channel: "phone",
      totalPaise: 47_800_00,
    });
    expect(first!.order.items[0]).toMatchObject({ unitPricePaise: 47_000_00 });
    expect(await stockOf(tv)).toBe(3);
    expect(await shop.quotes.byToken(quoted.token)).toMatchObject({ status: "confirmed" });
    const listed = await shop.quotes.list();
    expect(listed.find((quote) => quote.quoteNumber === quoted.quoteNumber)?.status).toBe(
      "confirmed",
    );
  });

  it("refuses to confirm an expired quote and places no order", async () => {
    const quoted = await shop.quotes.create(
      {
        sale: sale({
          extras: [{ kind: "service", name: "AC gas", quantity: 1, unitPricePaise: 2_500_00 }],
        }),
        validUntil: today(),
      },
      ADMIN.email,
    );
    await shop.database.db
      .updateTable("quotes")
      .set({ valid_until: "2026-01-01" })
      .where("quote_number", "=", quoted.quoteNumber)
      .execute();
    expect(await shop.quotes.byToken(quoted.token)).toMatchObject({ status: "expired" });
    await expect(shop.quotes.confirm(quoted.token)).rejects.toThrow(quoteRefusals.expired);
    expect(await shop.quotes.byToken(quoted.token)).toMatchObject({
      status: "expired",
      orderId: null,
    });
  });
});

describe("reports and the CSV by channel and payment", () => {
  it("splits revenue (delivered or paid) from pending by channel, money by method, and exports them", async () => {
    const placed = await shop.sales.placeSale(
      sale({
        channel: "whatsapp",
        customerName: "Report Customer",
        extras: [
          { kind: "service", name: "Chimney cleaning", quantity: 2, unitPricePaise: 700_00 },
        ],
        tenders: [{ method: "card", amountPaise: 400_00, reference: "4242" }],
      }),
      ADMIN.email,
    );
    for (const [channel, method] of [
      ["counter", "cash"],
      ["phone", "upi"],
    ] as const) {
      await shop.sales.placeSale(
        sale({
          channel,
          extras: [{ kind: "service", name: "Repair visit", quantity: 1, unitPricePaise: 300_00 }],
          tenders: [{ method, amountPaise: 300_00 }],
        }),
        ADMIN.email,
      );
    }
    const day = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const before = await shop.orderReports.report({ from: day, to: day });
    const whatsapp = before.byChannel.find((row) => row.channel === "whatsapp")!;
    await shop.orderDesk.setStatus(placed.order.id, "delivered", ADMIN);
    const after = await shop.orderReports.report({ from: day, to: day });
    const delivered = after.byChannel.find((row) => row.channel === "whatsapp")!;
    // Before delivery only the ₹400 card payment counts; delivered, the whole ₹1,400 does.
    expect(delivered.revenuePaise - whatsapp.revenuePaise).toBe(1_000_00);
    expect(whatsapp.pendingPaise - delivered.pendingPaise).toBe(1_000_00);
    expect(after.byChannel.map((row) => row.channel)).toEqual(
      expect.arrayContaining(["counter", "phone", "whatsapp"]),
    );
    const card = after.byPaymentMethod.find((row) => row.method === "card")!;
    expect(card.amountPaise).toBeGreaterThanOrEqual(400_00);
    expect(after.byPaymentMethod.map((row) => row.method)).toEqual(
      expect.arrayContaining(["cash", "upi", "card"]),
    );

    const stream = shop.orderExport.csv(orderListQuerySchema.parse({ q: "Report Customer" }));
    let text = "";
    for await (const piece of stream) text += Buffer.from(piece as Uint8Array).toString("utf8");
    const [header, row] = text.replace(/^\uFEFF/, "").split("\r\n");
    expect(header).toBe(ORDER_EXPORT_COLUMNS.join(","));
    expect(row).toContain(placed.order.orderNumber);
    expect(row!.endsWith(",WhatsApp,400.00,1000.00,2 × Chimney cleaning")).toBe(true);
  });
});
