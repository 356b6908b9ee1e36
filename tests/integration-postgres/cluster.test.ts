import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pino } from "pino";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORDER_RATE_LIMITED_MESSAGE } from "../../domain/order-schemas";
import { createApp } from "../../server/app";
import { loadConfig } from "../../server/env";
import { listJobRuns } from "../../server/jobs/job-runs.repository";
import { Scheduler, type TimedJob } from "../../server/jobs/scheduler";
import { countOrders } from "../../server/modules/orders/order.repository";
import { databaseRateLimits } from "../../server/modules/rate-limits/rate-limits";
import { TRACKING_KEY_FILE } from "../../server/modules/orders/tracking-links";
import { openShop, type Shop } from "../../server/shop";
import { buildOrderRequest } from "../factories/order";
import { buildProduct } from "../factories/product";
import { signInAdmin, TEST_ORIGIN } from "../setup/admin-session";
import { startTestBucket, type TestBucket } from "../setup/s3-server";
import { createTestShop, type TestShop } from "../setup/test-shop";

/**
 * Two instances of the shop, as two machines run them: one PostgreSQL database, one bucket, and
 * each its own DATA_DIR, so nothing they agree on can come from a shared disk. Whichever
 * instance answers, the customer and the owner see the same shop.
 */
let bucket: TestBucket;
/** Instance A: createTestShop's, with its own database. */
let a: TestShop;
/** Instance B: the same database and bucket, another DATA_DIR. */
let b: Shop;
let appB: ReturnType<typeof createApp>;
let dataDirB: string;
let productId: number;

const BURST = 4;

beforeAll(async () => {
  bucket = await startTestBucket();
  const limits = { ORDER_RATE_LIMIT_BURST: String(BURST), ORDER_RATE_LIMIT_PER_MINUTE: "1" };
  a = await createTestShop({ env: { ...bucket.env, ...limits } });
  dataDirB = fs.mkdtempSync(path.join(os.tmpdir(), "dukan-instance-b-"));
  // As docs/deploy-cluster.md says: every instance holds the same tracking-link key.
  fs.copyFileSync(
    path.join(a.config.dataDir, TRACKING_KEY_FILE),
    path.join(dataDirB, TRACKING_KEY_FILE),
  );
  b = await openShop(instanceConfig(dataDirB, limits), { ensureAdmin: false });
  appB = createApp(b);
  [productId] = (await a.catalogue.addProducts([buildProduct()])) as [number];
});

function instanceConfig(dataDir: string, env: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: "test",
    SEED_DEMO: "false",
    DATA_DIR: dataDir,
    DATABASE_URL: a.testDatabase.databaseUrl!,
    ...bucket.env,
    ...env,
  });
}

afterAll(async () => {
  await b?.close();
  await a?.close();
  await bucket?.close();
  fs.rmSync(dataDirB, { recursive: true, force: true });
});

describe("two instances on one database and one bucket", () => {
  it("serves through instance B a picture uploaded through instance A", async () => {
    const admin = await signInAdmin(a);
    const form = new FormData();
    const bytes = await sharp({
      create: { width: 900, height: 600, channels: 3, background: "#0e7490" },
    })
      .png()
      .toBuffer();
    form.append("file", new File([new Uint8Array(bytes)], "fridge.png", { type: "image/png" }));
    const uploaded = await a.app.request(`${TEST_ORIGIN}/api/admin/uploads`, {
      method: "POST",
      headers: admin.headers,
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const url = ((await uploaded.json()) as { images: { url: string }[] }).images[0]!.url;

    const fromB = await appB.request(url);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get("Content-Type")).toBe("image/webp");
    const fromA = await a.app.request(url);
    expect(Buffer.from(await fromB.arrayBuffer())).toEqual(Buffer.from(await fromA.arrayBuffer()));
    expect(fs.existsSync(path.join(dataDirB, "uploads", "products"))).toBe(false);
  });

  it("holds one client to the order limit however its orders are spread over the instances", async () => {
    const place = (app: typeof appB) =>
      app.request("/api/orders", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(buildOrderRequest([{ productId, quantity: 1 }])),
      });
    const before = await countOrders(a.database.db);
    // All at once, half through each instance: the buckets' row is taken in turn.
    const answers = await Promise.all(
      Array.from({ length: BURST * 3 }, (_, index) => place(index % 2 === 0 ? a.app : appB)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(BURST);
    expect(statuses.filter((status) => status === 429)).toHaveLength(BURST * 2);
    const refused = answers.find((answer) => answer.status === 429)!;
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      ORDER_RATE_LIMITED_MESSAGE,
    );
    expect(await countOrders(a.database.db)).toBe(before + BURST);
  });

  it("gives each of many clients taking at once exactly its own bucket", async () => {
    // Takes asked for together share one statement; a client asking three times at once must
    // still get its burst and no more, and a take of several tokens is charged all of them.
    const limiter = databaseRateLimits(a.database.db).limiter("gathered-test", {
      burst: 2,
      perMinute: 1,
    });
    const clients = Array.from({ length: 60 }, (_, index) => `198.51.100.${index}`);
    const taken = await Promise.all(
      clients.flatMap((client) => [1, 2, 3].map(() => limiter.take(client))),
    );
    for (let index = 0; index < clients.length; index += 1) {
      const own = taken.slice(index * 3, index * 3 + 3);
      expect(own.filter((answer) => answer.ok)).toHaveLength(2);
    }
    expect((await limiter.take("198.51.100.200", 2)).ok).toBe(true);
    expect((await limiter.take("198.51.100.200", 1)).ok).toBe(false);
  });

  it("runs a timed job once per slot however many instances try it", async () => {
    const ran: string[] = [];
    const job = (instance: string): TimedJob => ({
      name: "test-once",
      everyMs: 60_000,
      run: async () => {
        ran.push(instance);
      },
    });
    const silent = pino({ level: "silent" });
    const onA = new Scheduler(a.database.db, silent);
    const onB = new Scheduler(b.database.db, silent);
    const slots = Array.from({ length: 10 }, (_, index) => 1_000_000 + index);
    // Both instances reach every slot's start together, each over its own connections.
    const claimed = await Promise.all(
      slots.flatMap((slot) => [onA.runSlot(job("A"), slot), onB.runSlot(job("B"), slot)]),
    );
    expect(claimed.filter(Boolean)).toHaveLength(slots.length);
    expect(ran).toHaveLength(slots.length);
    const runs = await listJobRuns(a.database.db, "test-once");
    expect(runs.map((run) => run.slot)).toEqual(
      slots.map((slot) => new Date(slot * 60_000).toISOString()),
    );
    expect(runs.every((run) => run.finished_at !== null && run.failure === null)).toBe(true);
  });

  it("runs a job on its timer once per slot across instances", async () => {
    const ran: string[] = [];
    const silent = pino({ level: "silent" });
    const schedulers = [a, b].map((shop) => new Scheduler(shop.database.db, silent));
    schedulers.forEach((scheduler, index) =>
      scheduler.every({
        name: "test-timer",
        everyMs: 100,
        run: async () => {
          ran.push(String(index));
        },
      }),
    );
    try {
      await expect
        .poll(async () => (await listJobRuns(a.database.db, "test-timer")).length, {
          timeout: 10_000,
        })
        .toBeGreaterThanOrEqual(3);
    } finally {
      schedulers.forEach((scheduler) => scheduler.stop());
    }
    // Every claimed slot ran exactly once, on one instance: one run per claim row (job, slot).
    await expect
      .poll(async () => ({
        runs: ran.length,
        claims: (await listJobRuns(a.database.db, "test-timer")).length,
      }))
      .toEqual({ runs: expect.any(Number), claims: ran.length });
  });

  it("gives an order the same private link whichever instance makes it again", async () => {
    const request = buildOrderRequest([{ productId, quantity: 1 }], {
      customerMobile: "9829091111",
    });
    const first = await a.orders.placeOrder(request);
    // The customer's retry after a lost answer reaches the other instance.
    const retried = await b.orders.placeOrder(request);
    expect(retried.created).toBe(false);
    expect(retried.trackingToken).toBe(first.trackingToken);
  });

  it("refuses to start an instance whose tracking-link key differs, naming the file to copy", async () => {
    const dataDirC = fs.mkdtempSync(path.join(os.tmpdir(), "dukan-instance-c-"));
    try {
      await expect(openShop(instanceConfig(dataDirC), { ensureAdmin: false })).rejects.toThrow(
        `${path.join(dataDirC, TRACKING_KEY_FILE)} is not the tracking-link key the other instances`,
      );
    } finally {
      fs.rmSync(dataDirC, { recursive: true, force: true });
    }
  });
});
