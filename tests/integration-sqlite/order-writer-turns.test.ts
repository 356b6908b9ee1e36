import { afterAll, beforeAll, expect, it } from "vitest";
import { placeOrderRequestSchema } from "../../domain/order-schemas";
import { MAX_ORDERS_PER_COMMIT } from "../../server/modules/orders/gathered-writes";
import type { Shop } from "../../server/shop";
import { buildOrderRequest } from "../factories/order";
import { buildProduct } from "../factories/product";
import { createTestDatabase, type TestDatabase } from "../setup/test-database";
import { openShopInstance } from "../setup/test-shop";

/**
 * On SQLite the order writer keeps its turn at the file while orders keep coming (decision 23);
 * an admin's write asked for meanwhile must still get the next turn, not wait for a quiet moment.
 */
let testDatabase: TestDatabase;
let shop: Shop;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  shop = await openShopInstance(testDatabase);
  // As the server does before it listens: the stream below must find the writer at work.
  await shop.orders.start();
});

afterAll(async () => {
  await shop.close();
  await testDatabase.drop();
});

it("gives an admin's write its turn while customers keep placing orders", async () => {
  const [productId] = (await shop.catalogue.addProducts([buildProduct()])) as [number];
  const stopAfter = 5000;
  let answered = 0;
  let adminDone = false;
  const placeOrder = () =>
    shop.orders.placeOrder(
      placeOrderRequestSchema.parse(buildOrderRequest([{ productId, quantity: 1 }])),
    );
  await placeOrder();
  // Three hundred customers, each ordering again as soon as the last order is answered: more than
  // one transaction's worth, so the writer always has orders in hand and more are waiting.
  const customers = Promise.all(
    Array.from({ length: 300 }, async () => {
      while (!adminDone && answered < stopAfter) {
        await placeOrder();
        answered += 1;
      }
    }),
  );
  while (answered < 600) await new Promise((resolve) => setImmediate(resolve));
  const answeredBefore = answered;
  await shop.catalogue.addProducts([buildProduct({ name: "Added while orders stream in" })]);
  const answeredMeanwhile = answered - answeredBefore;
  adminDone = true;
  await customers;
  // It waited for the orders already with the writer, one transaction's worth at most, not for
  // the customers to stop.
  expect(answeredMeanwhile).toBeLessThanOrEqual(MAX_ORDERS_PER_COMMIT);
  expect(answered).toBeLessThan(stopAfter);
});
