/**
 * Order placement: POST /api/orders on SQLite through the real server process, against raw
 * better-sqlite3 single-row inserts into the same orders table on the same disk.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { openDatabase } from "../../server/db/database";
import { migrateToLatest } from "../../server/db/migrate";
import { loadConfig } from "../../server/env";
import { countOrders } from "../../server/modules/orders/order.repository";
import { openShop } from "../../server/shop";
import { buildOrderRequest } from "../../tests/factories/order";
import { generateProducts } from "../../tests/factories/product";
import {
  best,
  CONNECTIONS,
  DURATION_SECONDS,
  LOAD_CLIENT,
  measurePosts,
  ROUNDS,
  startBenchServer,
  type Measurement,
} from "./measurement";

/**
 * Orders are measured at the API part's concurrency and at many customers checking out at once:
 * group commit writes the orders that arrive during one commit in the next, so it pays off with
 * the number of placements in flight. The target ratio to raw commits at each (issue 17).
 */
const ORDER_TARGETS = new Map([
  [CONNECTIONS, 0.6],
  [50, 0.8],
]);
const ORDER_CONNECTIONS = [...ORDER_TARGETS.keys()];

/** Where each placement's number goes in its idempotency key. */
const NUMBER = "NUMBER";

/** Each placement has its own idempotency key, or the shop would answer repeats with the first order. */
function measureOrders(
  url: string,
  connections: number,
  round: number,
  order: object,
): Promise<Measurement & { answered: number }> {
  return measurePosts(`${url}/api/orders`, {
    connections,
    bodyTemplate: JSON.stringify({
      ...order,
      idempotencyKey: `bench-${connections}-${round}-${NUMBER}`,
    }),
    numberMarker: NUMBER,
    expected: "2xx",
  });
}

/**
 * The same request with a key the schema refuses (400, before any query): the HTTP, parsing and
 * validation every placement pays, with nothing written. No order path on this server can answer
 * faster, so it shows how much of the raw figure the HTTP side alone leaves reachable.
 */
function measureRefusedOrders(url: string, order: object): Promise<Measurement> {
  return measurePosts(`${url}/api/orders`, {
    connections: CONNECTIONS,
    bodyTemplate: JSON.stringify({ ...order, idempotencyKey: `no spaces ${NUMBER}` }),
    numberMarker: NUMBER,
    expected: "4xx",
  });
}

/**
 * The floor under any order placement on this disk: one row a transaction into an orders table
 * made by the shop's own migrations, with the shop's WAL and synchronous=FULL, straight through
 * better-sqlite3 with no HTTP, validation or query builder in between.
 */
async function measureRawInserts(dataDir: string): Promise<Measurement> {
  const database = await openDatabase({ dataDir });
  await migrateToLatest(database.db);
  await database.close();
  const sqlite = new SqliteDatabase(path.join(dataDir, "shop.db"));
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  const insert = sqlite.prepare(
    `INSERT INTO orders (order_number, customer_name, customer_mobile, total_paise, status,
       idempotency_key, created_at, updated_at) VALUES (?, ?, ?, ?, 'pending', ?, ?, ?)`,
  );
  const latencies: number[] = [];
  const started = performance.now();
  while (performance.now() - started < DURATION_SECONDS * 1000) {
    const before = performance.now();
    const now = new Date().toISOString();
    const n = latencies.length;
    insert.run(
      `ORD${String(n).padStart(12, "0")}`,
      "Asha Verma",
      "9829012345",
      5_799_000,
      `raw-${n}`,
      now,
      now,
    );
    latencies.push(performance.now() - before);
  }
  const seconds = (performance.now() - started) / 1000;
  sqlite.close();
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: latencies.length / seconds,
    p99Ms: latencies[Math.floor(latencies.length * 0.99)]!,
  };
}

export async function benchOrders(): Promise<void> {
  // Both databases live under os.tmpdir(), so both pay for the same disk's flushes.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dukan-bench-orders-"));
  const rawDir = fs.mkdtempSync(path.join(os.tmpdir(), "dukan-bench-raw-"));
  try {
    const shop = await openShop(
      loadConfig({ NODE_ENV: "production", DATA_DIR: dataDir, SEED_DEMO: "false" }),
    );
    await shop.catalogue.addProducts(generateProducts(20));
    const inStock = (await shop.catalogue.list()).filter((product) => product.inStock);
    const order = buildOrderRequest(
      inStock.slice(0, 3).map((product, index) => ({ productId: product.id, quantity: index + 1 })),
    );
    await shop.database.close();

    const server = await startBenchServer({
      DATA_DIR: dataDir,
      SEED_DEMO: "false",
      ORDER_RATE_LIMIT_PER_MINUTE: "0",
    });
    console.log(
      `POST /api/orders: ${order.items.length} items an order on SQLite (WAL, synchronous=FULL); ` +
        `${ORDER_CONNECTIONS.join(" and ")} connections, ${ROUNDS} rounds of ${DURATION_SECONDS} s each, best round kept; ${LOAD_CLIENT}`,
    );
    const shopRuns = new Map<number, Measurement[]>(ORDER_CONNECTIONS.map((c) => [c, []]));
    const rawRuns: Measurement[] = [];
    const refusedRuns: Measurement[] = [];
    let answered = 0;
    try {
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const connections of ORDER_CONNECTIONS) {
          const run = await measureOrders(server.url, connections, round, order);
          answered += run.answered;
          shopRuns.get(connections)!.push(run);
        }
        refusedRuns.push(await measureRefusedOrders(server.url, order));
        rawRuns.push(await measureRawInserts(fs.mkdtempSync(path.join(rawDir, "round-"))));
      }
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
    }
    const rawResult = best(rawRuns);
    const row = (label: string, m: Measurement) =>
      `${label.padEnd(38)} ${m.requestsPerSecond.toFixed(0).padStart(8)} orders/s   p99 ${m.p99Ms.toFixed(2).padStart(7)} ms`;
    console.log(row("raw better-sqlite3, 1 row a commit", rawResult));
    for (const [connections, runs] of shopRuns) {
      const shopResult = best(runs);
      const ratio = shopResult.requestsPerSecond / rawResult.requestsPerSecond;
      console.log(
        `${row(`shop, ${connections} connections`, shopResult)}   ratio shop/raw ${ratio.toFixed(2)} ` +
          `(target >= ${ORDER_TARGETS.get(connections)!.toFixed(2)})`,
      );
    }

    const refused = best(refusedRuns);
    console.log(
      `${row(`refused by the schema, ${CONNECTIONS} connections`, refused)}   ` +
        `ratio to raw ${(refused.requestsPerSecond / rawResult.requestsPerSecond).toFixed(2)}: ` +
        `the HTTP side alone, no query, nothing written`,
    );

    const stored = await openDatabase({ dataDir });
    // Every order answered 201 must be stored; a few more may be, from requests still in flight
    // when the load stopped (at most one per connection and run).
    const inFlight = ROUNDS * ORDER_CONNECTIONS.reduce((sum, connections) => sum + connections, 0);
    console.log(
      `orders answered 201: ${answered}; stored: ${await countOrders(stored.db)} ` +
        `(up to ${inFlight} more may have been in flight when a run stopped)`,
    );
    await stored.close();
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(rawDir, { recursive: true, force: true });
  }
}
