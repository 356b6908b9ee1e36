import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EventPayloads, Topic } from "../../domain/live-events";
import { buildOrderRequest } from "../factories/order";
import { buildProduct } from "../factories/product";
import { takeLoggedErrors } from "../setup/fail-on-console-error";
import { createTestShop, type TestShop } from "../setup/test-shop";

/**
 * The database server drops the shop's connections (a restart, a failover, pg_terminate_backend)
 * and, for a while, refuses new ones. The shop must stay up, say so honestly, and come back by
 * itself. Only this file's own database is made unreachable.
 */
let shop: TestShop;
let productId: number;
let databaseName: string;

/** Long enough for a real outage to be told from a slow answer; the bus retries every 2 s at most. */
const RECOVERY_LIMIT_MS = 5000;

async function onServer(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

const dropConnections = () =>
  onServer(
    `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
     WHERE datname = '${databaseName}' AND pid <> pg_backend_pid()`,
  );

async function startOutage(): Promise<void> {
  await onServer(`ALTER DATABASE ${databaseName} ALLOW_CONNECTIONS false`);
  await dropConnections();
}

const endOutage = () => onServer(`ALTER DATABASE ${databaseName} ALLOW_CONNECTIONS true`);

function placeOrder() {
  return shop.app.request("/api/orders", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(buildOrderRequest([{ productId, quantity: 1 }])),
  });
}

function nextEvent<T extends Topic>(
  topic: T,
  wanted: (payload: EventPayloads[T]) => boolean,
): Promise<EventPayloads[T]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      subscription.unsubscribe();
      reject(new Error(`no matching "${topic}" event within ${RECOVERY_LIMIT_MS} ms`));
    }, RECOVERY_LIMIT_MS);
    const subscription = shop.events.subscribe(topic, (payload) => {
      if (!wanted(payload)) return;
      clearTimeout(timer);
      subscription.unsubscribe();
      resolve(payload);
    });
  });
}

/** Polls until the condition holds; fails if that takes longer than the recovery limit. */
async function waitFor(condition: () => Promise<boolean> | boolean, what: string): Promise<number> {
  const since = performance.now();
  while (!(await condition())) {
    if (performance.now() - since > RECOVERY_LIMIT_MS) {
      throw new Error(`${what} not within ${RECOVERY_LIMIT_MS} ms after the database came back`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return performance.now() - since;
}

beforeAll(async () => {
  shop = await createTestShop();
  databaseName = new URL(shop.testDatabase.databaseUrl!).pathname.slice(1);
  [productId] = (await shop.catalogue.addProducts([buildProduct({ name: "Outage Fridge" })])) as [
    number,
  ];
});

afterAll(async () => {
  await endOutage();
  await shop.close();
});

describe("when PostgreSQL drops the shop's connections", () => {
  it("stays up, answers 503 with Retry-After during the outage and recovers by itself", async () => {
    expect((await placeOrder()).status).toBe(201);
    expect((await shop.app.request("/readyz")).status).toBe(200);
    expect((await shop.app.request("/api/products")).status).toBe(200);

    let reconnects = 0;
    const subscription = shop.events.subscribe("catalogue", ({ origin }) => {
      if (origin === "reconnect") reconnects += 1;
    });
    await startOutage();
    try {
      const refused = await placeOrder();
      expect(refused.status).toBe(503);
      expect(refused.headers.get("Retry-After")).toBe("5");
      expect((await refused.json()).error.code).toBe("database_unavailable");

      const notReady = await shop.app.request("/readyz");
      expect(notReady.status).toBe(503);
      expect((await notReady.json()).error.code).toBe("database_unavailable");

      // A change heard just before the outage: the reload fails, the shop window stays.
      shop.catalogue.invalidate();
      const products = await shop.app.request("/api/products");
      expect(products.status).toBe(200);
      expect((await products.json()).products.map((p: { name: string }) => p.name)).toEqual([
        "Outage Fridge",
      ]);
      // Long enough for the LISTEN connection's retries to back off to their longest delay.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      expect((await placeOrder()).status).toBe(503);
    } finally {
      await endOutage();
    }

    const ready = waitFor(async () => (await shop.app.request("/readyz")).status === 200, "ready");
    const listening = waitFor(() => reconnects > 0, "live updates");
    console.log(
      `After the database came back: ready in ${Math.round(await ready)} ms, ` +
        `live updates listening in ${Math.round(await listening)} ms`,
    );
    subscription.unsubscribe();
    expect((await placeOrder()).status).toBe(201);
    const logged = takeLoggedErrors().map((args) => String(args[0]));
    expect(logged.some((line) => line.includes("the database is unavailable"))).toBe(true);
  });

  it("hears events again once its LISTEN connection was cut", async () => {
    const reconnected = nextEvent("catalogue", ({ origin }) => origin === "reconnect");
    await dropConnections();
    const since = performance.now();
    await reconnected;
    console.log(`Live updates listening again after ${Math.round(performance.now() - since)} ms`);

    const heard = nextEvent("orders", (event) => event.kind === "created");
    const placed = await placeOrder();
    expect(placed.status).toBe(201);
    expect(await heard).toMatchObject({ kind: "created", orderId: (await placed.json()).id });
    takeLoggedErrors();
  });
});
