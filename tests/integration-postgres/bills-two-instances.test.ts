import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/env";
import { Bills } from "../../server/modules/bills/bills.service";
import { TRACKING_KEY_FILE, TrackingLinks } from "../../server/modules/orders/tracking-links";
import { openShop, type Shop } from "../../server/shop";
import { buildOrderRequest } from "../factories/order";
import { buildProduct } from "../factories/product";
import { createTestShop, type TestShop } from "../setup/test-shop";

/** Two instances on one PostgreSQL database issue bills at the same moment (issue 32). */
let a: TestShop;
let b: Shop;
let dataDirB: string;

beforeAll(async () => {
  a = await createTestShop();
  dataDirB = fs.mkdtempSync(path.join(os.tmpdir(), "dukan-bills-b-"));
  fs.copyFileSync(
    path.join(a.config.dataDir, TRACKING_KEY_FILE),
    path.join(dataDirB, TRACKING_KEY_FILE),
  );
  b = await openShop(
    loadConfig({
      NODE_ENV: "test",
      SEED_DEMO: "false",
      DATA_DIR: dataDirB,
      DATABASE_URL: a.testDatabase.databaseUrl!,
    }),
    { ensureAdmin: false },
  );
});

afterAll(async () => {
  await b?.automaticBills.settle();
  await b?.close();
  await a?.automaticBills.settle();
  await a?.close();
  fs.rmSync(dataDirB, { recursive: true, force: true });
});

describe("two instances issuing bills", () => {
  it("give 50 bills issued at once through both 50 consecutive numbers, no gap, none twice", async () => {
    const [productId] = (await a.catalogue.addProducts([buildProduct()])) as [number];
    const placed = await Promise.all(
      Array.from({ length: 50 }, () =>
        a.orders.placeOrder(buildOrderRequest([{ productId, quantity: 1 }])),
      ),
    );
    const clock = () => new Date("2030-07-01T06:00:00Z");
    const billsOf = (shop: Shop, dataDir: string) =>
      new Bills(
        shop.database.db,
        TrackingLinks.open(dataDir),
        () => shop.settings.current(),
        clock,
      );
    const [billsA, billsB] = [billsOf(a, a.config.dataDir), billsOf(b, dataDirB)];
    // Each order asked for on both instances at once: one bill each, whoever wins.
    const answers = await Promise.all(
      placed.flatMap(({ order }) => [
        billsA.issueForOrder(order.id, null),
        billsB.issueForOrder(order.id, null),
      ]),
    );
    const numbers = answers.map((answer) =>
      "bill" in answer ? answer.bill.number : answer.refusal,
    );
    const distinct = [...new Set(numbers)];
    expect(distinct).toHaveLength(50);
    expect(distinct.map((number) => Number(number.split("/")[2])).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 50 }, (_, index) => index + 1),
    );
    // The customer's link made on one instance opens on the other.
    const first = answers[0]!;
    if (!("bill" in first)) throw new Error(first.refusal);
    expect((await billsB.byToken(first.token))?.bill.number).toBe(first.bill.number);
  });
});
