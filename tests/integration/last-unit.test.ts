import { UNSAFE_decodeViaTurboStream as decodeTurboStream } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { SaleAnswer } from "../../app/features/sales/sale-action.server";
import type { ApiError } from "../../domain/api-error";
import { orderRefusals } from "../../domain/order-refusals";
import { refusal } from "../../domain/refusals";
import { buildOrderRequest } from "../factories/order";
import { buildProduct } from "../factories/product";
import { signInAdmin, TEST_ORIGIN, type AdminSession } from "../setup/admin-session";
import { createTestShop, type TestShop } from "../setup/test-shop";

/**
 * One stock count for every channel (issue 31, decision 32): a counter sale entered on the admin's
 * new-sale page and a customer's web order asking for the same last unit at the same moment sell
 * it once, each refused buyer told what is left in its own shape (the sale page's notice, the
 * API's refusal), and nothing of a refused order is taken. The count never goes below 0, and the
 * database itself refuses a count below 0 however it is written.
 */
let shop: TestShop;
let admin: AdminSession;
let keys = 0;
const ROUNDS = 20;

beforeAll(async () => {
  shop = await createTestShop({
    pages: true,
    env: { BUILD_DIR: process.env.BUILD_DIR ?? "build", ORDER_RATE_LIMIT_PER_MINUTE: "0" },
  });
  admin = await signInAdmin(shop);
});

afterAll(() => shop.close());

async function countedProduct(stock: number): Promise<{ id: number; name: string }> {
  const product = buildProduct();
  const [id] = (await shop.catalogue.addProducts([product])) as [number];
  await shop.stock.adjust(id, stock, "new delivery", admin.email);
  return { id, name: product.name };
}

async function stockOf(productId: number): Promise<number | null> {
  const row = await shop.database.db
    .selectFrom("products")
    .select("stock_quantity")
    .where("id", "=", productId)
    .executeTakeFirstOrThrow();
  return row.stock_quantity;
}

/** The product's 'sold' movements, with the orders they name. */
async function soldOf(productId: number): Promise<(string | null)[]> {
  const history = await shop.stock.history(productId);
  return history.filter(({ kind }) => kind === "sold").map(({ orderNumber }) => orderNumber);
}

/** Posts the new-sale page's Save as its fetcher does (JSON); answers the action's answer. */
async function postSale(products: { productId: number; quantity: number }[]): Promise<SaleAnswer> {
  keys += 1;
  const response = await shop.app.request(`${TEST_ORIGIN}/admin/sales/new.data`, {
    method: "POST",
    headers: { ...admin.headers, "Content-Type": "application/json" },
    body: JSON.stringify({
      intent: "sale",
      sale: {
        channel: "counter",
        customerName: "Meena Sharma",
        customerMobile: "9829012345",
        products,
        extras: [],
        tenders: [],
        idempotencyKey: `last-unit-sale-${String(keys).padStart(4, "0")}`,
      },
    }),
  });
  expect(response.status).toBe(200);
  const decoded = await decodeTurboStream(response.body!, globalThis);
  return (decoded.value as { data: SaleAnswer }).data;
}

async function postWebOrder(items: { productId: number; quantity: number }[]): Promise<Response> {
  return shop.app.request("/api/orders", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(buildOrderRequest(items)),
  });
}

/** The order number a sale placed, or null with the notice it was refused with. */
function saleOutcome(answer: SaleAnswer): { orderNumber: string | null; notice: string } {
  const placed = answer.ok && answer.result && "placed" in answer.result ? answer.result : null;
  return {
    orderNumber: placed?.placed.orderNumber ?? null,
    notice: answer.notification?.message ?? "",
  };
}

/**
 * Sends both, holding each at the door of the order placement until both are there, then lets
 * them in, the first first: they reach the order writer in the same turn, as two buyers' orders
 * of the same moment do, in a known order.
 */
async function atTheWriter<First, Second>(
  first: () => Promise<First>,
  second: () => Promise<Second>,
): Promise<[First, Second]> {
  const place = shop.orders.placeOrder.bind(shop.orders);
  let letIn!: () => void;
  const door = new Promise<void>((open) => (letIn = open));
  let waiting = 0;
  const atDoor = vi.spyOn(shop.orders, "placeOrder").mockImplementation(async (request) => {
    waiting += 1;
    await door;
    return place(request);
  });
  const untilWaiting = async (count: number) => {
    while (waiting < count) await new Promise((go) => setTimeout(go, 2));
  };
  try {
    const firstDone = first();
    await untilWaiting(1);
    const secondDone = second();
    await untilWaiting(2);
    letIn();
    return await Promise.all([firstDone, secondDone]);
  } finally {
    atDoor.mockRestore();
  }
}

describe("a counter sale and a web order for the last unit at the same moment", () => {
  it("sell it once in every round: the other buyer is told only 0 are left, the history has one sale", async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const last = await countedProduct(1);
      const line = [{ productId: last.id, quantity: 1 }];
      const saleFirst = round % 2 === 0;
      let answer: SaleAnswer;
      let response: Response;
      if (saleFirst) {
        [answer, response] = await atTheWriter(
          () => postSale(line),
          () => postWebOrder(line),
        );
      } else {
        [response, answer] = await atTheWriter(
          () => postWebOrder(line),
          () => postSale(line),
        );
      }
      const sale = saleOutcome(answer);
      let winner: string;
      if (saleFirst) {
        expect(sale.orderNumber).not.toBeNull();
        winner = sale.orderNumber!;
        expect(response.status).toBe(409);
        expect(((await response.json()) as ApiError).error.refusal).toEqual(
          refusal("order.only-left", { name: last.name, left: 0 }),
        );
      } else {
        expect(response.status).toBe(201);
        winner = ((await response.json()) as { orderNumber: string }).orderNumber;
        expect(answer.ok).toBe(false);
        expect(sale.notice).toBe(orderRefusals.onlyLeft(last.name, 0));
      }
      expect(await stockOf(last.id)).toBe(0);
      expect(await soldOf(last.id)).toEqual([winner]);
    }
  });

  it("take none of a two-line web order whose second line's last unit a sale took first", async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const [washer, stand] = [await countedProduct(2), await countedProduct(1)];
      const [answer, response] = await atTheWriter(
        () => postSale([{ productId: stand.id, quantity: 1 }]),
        () =>
          postWebOrder([
            { productId: washer.id, quantity: 1 },
            { productId: stand.id, quantity: 1 },
          ]),
      );
      expect(response.status).toBe(409);
      expect(((await response.json()) as ApiError).error.refusal).toEqual(
        refusal("order.only-left", { name: stand.name, left: 0 }),
      );
      expect(await stockOf(stand.id)).toBe(0);
      expect(await soldOf(stand.id)).toEqual([saleOutcome(answer).orderNumber]);
      // Nothing of the refused order was taken: the washer's count and history are as they were.
      expect(await stockOf(washer.id)).toBe(2);
      expect(await soldOf(washer.id)).toEqual([]);
    }
  });
});

describe("a sale for more than is left", () => {
  it("refuses a counter sale of 2 when 1 is left, naming what is left, and takes nothing", async () => {
    const ac = await countedProduct(1);
    const answer = await postSale([{ productId: ac.id, quantity: 2 }]);
    expect(answer.ok).toBe(false);
    expect(saleOutcome(answer).notice).toBe(orderRefusals.onlyLeft(ac.name, 1));
    expect(await stockOf(ac.id)).toBe(1);
    expect(await soldOf(ac.id)).toEqual([]);
    const placed = await shop.database.db
      .selectFrom("order_items")
      .select("order_id")
      .where("product_id", "=", ac.id)
      .execute();
    expect(placed).toEqual([]);
  });
});

describe("the count in the database", () => {
  it("refuses a count below 0 written straight to the database, and keeps the count", async () => {
    const fan = await countedProduct(1);
    await expect(
      shop.database.db
        .updateTable("products")
        .set({ stock_quantity: -1 })
        .where("id", "=", fan.id)
        .execute(),
    ).rejects.toThrow(/products_stock_quantity_not_negative/);
    expect(await stockOf(fan.id)).toBe(1);
    // None left, or not counted at all, stays allowed.
    for (const count of [0, null]) {
      await shop.database.db
        .updateTable("products")
        .set({ stock_quantity: count })
        .where("id", "=", fan.id)
        .execute();
      expect(await stockOf(fan.id)).toBe(count);
    }
  });
});
