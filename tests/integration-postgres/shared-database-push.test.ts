import { afterAll, beforeAll, expect, it } from "vitest";
import type { PushAlert } from "../../domain/push-alerts";
import type { Shop } from "../../server/shop";
import { buildProduct } from "../factories/product";
import { startPushService, type TestPushService } from "../setup/push-service";
import { createTestDatabase, type TestDatabase } from "../setup/test-database";
import { openShopInstance } from "../setup/test-shop";

/** Every instance hears every order; the owner's phone must still ring once per order. */
let testDatabase: TestDatabase;
let first: Shop;
let second: Shop;
let pushService: TestPushService;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  pushService = await startPushService();
  // Started together, as a deployment starts its instances: they must agree on one key pair.
  [first, second] = await Promise.all([
    openShopInstance(testDatabase),
    openShopInstance(testDatabase),
  ]);
});

afterAll(async () => {
  await Promise.all([first.close(), second.close()]);
  await testDatabase.drop();
  await pushService.close();
});

it("shares one VAPID key pair and pushes each order once across two instances", async () => {
  expect(second.pushAlerts.publicKey).toBe(first.pushAlerts.publicKey);
  const [productId] = (await first.catalogue.addProducts([buildProduct()])) as [number];
  const phone = pushService.device("owner");
  const owner = await first.auth.createAccount("owner@example.com", "a long enough password");
  await first.pushAlerts.subscribe(phone, owner, "Phone");

  const placed = await Promise.all(
    Array.from({ length: 6 }, (_, index) =>
      (index % 2 === 0 ? first : second).orders.placeOrder({
        customerName: "Asha Verma",
        customerMobile: "9829012345",
        idempotencyKey: `shared-push-${index}`,
        items: [{ productId, quantity: 1 }],
      }),
    ),
  );
  const links = new Set(placed.map(({ order }) => `/admin/order-details/${order.id}`));
  const pushed: string[] = [];
  while (pushed.length < placed.length) {
    pushed.push((phone.read(await pushService.nextPush(phone)) as PushAlert).url);
  }
  // Both instances have heard and settled every event by now: no second copy is on its way.
  await Promise.all([first.pushAlerts.settle(), second.pushAlerts.settle()]);
  expect(new Set(pushed)).toEqual(links);
  expect(pushService.received.filter((push) => push.path === "/push/owner")).toHaveLength(
    placed.length,
  );
});
