import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saleRequestSchema } from "../../domain/sale-schemas";
import { buildOrderRequest } from "../factories/order";
import { buildProduct } from "../factories/product";
import { createTestShop, openShopInstance, type TestShop } from "../setup/test-shop";

/**
 * Bills issued by themselves come after the sale's commit (decision 33): a crash in between
 * leaves a sale unbilled, and the next start of the shop bills it, once, with the next number.
 * The test's own shop issues no bill by itself: it stands for the instance that crashed (on
 * PostgreSQL every instance hears every event, so no other may listen meanwhile).
 */
let crashed: TestShop;
let productId: number;
const owner = { id: 1, email: "owner@shop.test" };

beforeAll(async () => {
  crashed = await createTestShop({ automaticBills: false });
  [productId] = (await crashed.catalogue.addProducts([
    buildProduct({ name: "Bajaj Mixer Grinder", pricePaise: 3_499_00, oldPricePaise: 0 }),
  ])) as [number];
});

afterAll(() => crashed.close());

/** A start of the shop on the same database, its catch-up done, then closed again. */
async function startAndStop(): Promise<void> {
  const instance = await openShopInstance(crashed.testDatabase);
  await instance.automaticBills.settle();
  await instance.close();
}

function counterSale(key: string) {
  return saleRequestSchema.parse({
    channel: "counter",
    customerName: "Meena Sharma",
    customerMobile: "9829012345",
    products: [{ productId, quantity: 1 }],
    extras: [],
    tenders: [{ method: "cash", amountPaise: 3_499_00 }],
    idempotencyKey: key,
  });
}

const billNumbers = async () =>
  (
    await crashed.database.db.selectFrom("bills").select("number").orderBy("sequence").execute()
  ).map((row) => row.number);

const sequence = (number: string) => Number(number.split("/")[2]);

describe("bills a crash left unissued", () => {
  it("are issued at the next start, once, with the next consecutive number", async () => {
    // A sale billed as usual, so the one missed must take the number after it.
    const billed = await crashed.sales.placeSale(counterSale("catch-up-sale-000001"), owner.email);
    const first = await crashed.bills.issueForOrder(billed.order.id, null);
    if (!("bill" in first)) throw new Error(first.refusal);
    // Saved, and the instance died before its bill.
    const missed = await crashed.sales.placeSale(counterSale("catch-up-sale-000002"), owner.email);
    // A web order not yet delivered is billed by nothing: it stays unbilled.
    const web = await crashed.orders.placeOrder(
      buildOrderRequest([{ productId, quantity: 1 }], { customerName: "Ravi Kumar" }),
    );
    expect(await crashed.bills.forSource("order", missed.order.id)).toBeUndefined();

    await startAndStop();
    const numbers = await billNumbers();
    expect(numbers).toHaveLength(2);
    expect(sequence(numbers[1]!)).toBe(sequence(first.bill.number) + 1);
    expect((await crashed.bills.forSource("order", missed.order.id))?.bill.number).toBe(numbers[1]);
    expect(await crashed.bills.forSource("order", web.order.id)).toBeUndefined();

    await startAndStop();
    expect(await billNumbers()).toEqual(numbers);
  });

  it("bills an order marked Delivered when the hourly job runs, and nothing twice", async () => {
    const placed = await crashed.orders.placeOrder(
      buildOrderRequest([{ productId, quantity: 1 }], { customerName: "Sunita Jain" }),
    );
    await crashed.orderDesk.bulkSetStatus([placed.order.id], "delivered", owner);
    expect(await crashed.bills.forSource("order", placed.order.id)).toBeUndefined();
    expect(await crashed.automaticBills.catchUp()).toEqual({ issued: 1, waiting: 0 });
    expect(await crashed.bills.forSource("order", placed.order.id)).toBeDefined();
    expect(await crashed.automaticBills.catchUp()).toEqual({ issued: 0, waiting: 0 });
  });
});
