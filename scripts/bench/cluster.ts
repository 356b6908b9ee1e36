/**
 * `npm run bench -- --only=cluster` (issue 35): one, two and three instances of the compiled
 * shop on one PostgreSQL database, behind a round-robin proxy of their own
 * (`round-robin-proxy.ts`), every count measured through the same proxy in the same run: orders
 * per second (each from a client address of its own, so the per-address limit, kept in the
 * database, is taken on every order) and cached storefront pages per second, each as a ratio to
 * one instance; every non-2xx answer or socket error stops the bench, and after each count the
 * orders answered 201 are checked against the orders stored. Everything runs on this machine,
 * PostgreSQL and the load client included, so the gain is bounded by its cores: the line about
 * the machine says how many there are.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase } from "../../server/db/database";
import { loadConfig } from "../../server/env";
import { TRACKING_KEY_FILE } from "../../server/modules/orders/tracking-links";
import { countOrders } from "../../server/modules/orders/order.repository";
import { openShop } from "../../server/shop";
import { buildOrderRequest } from "../../tests/factories/order";
import {
  best,
  DURATION_SECONDS,
  LOAD_CLIENT,
  measure,
  measurePosts,
  ROUNDS,
  startBenchServer,
  type Measurement,
} from "./measurement";
import type { ServerProcess } from "../../tests/setup/server-process";

const INSTANCE_COUNTS = [1, 2, 3];
/** Shared by one, two and three instances alike (16 each with three). */
const CONNECTIONS = 48;
const BROWSER_HEADERS = { "Accept-Encoding": "gzip, deflate, br, zstd" };
const NUMBER = "NUMBER";

const serverUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  "postgres://postgres@127.0.0.1:5432/test";

async function onServer(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

async function startProxy(upstreams: string[]): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/bench/round-robin-proxy.ts"], {
    env: { ...process.env, BENCH_UPSTREAMS: upstreams.join(",") },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const [chunk] = (await once(child.stdout!, "data")) as [Buffer];
  const port = /listening on (\d+)/.exec(chunk.toString())![1];
  return { url: `http://127.0.0.1:${port}`, child };
}

interface CountResult {
  instances: number;
  orders: Measurement;
  pages: Measurement;
  answered: number;
  stored: number;
}

function machineLine(): string {
  const cpus = os.cpus();
  return (
    `machine: ${os.availableParallelism()} cores (${cpus[0]?.model.trim() ?? "unknown"}), ` +
    `shared by the instances, the proxy, PostgreSQL and the load client (${LOAD_CLIENT})`
  );
}

export async function benchCluster(): Promise<void> {
  const name = `dukan_bench_${randomBytes(4).toString("hex")}`;
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "dukan-bench-cluster-"));
  await onServer(`CREATE DATABASE ${name}`);
  const instances: ServerProcess[] = [];
  try {
    const seedDir = path.join(root, "seed");
    const shop = await openShop(
      loadConfig({
        NODE_ENV: "production",
        DATA_DIR: seedDir,
        DATABASE_URL: databaseUrl.toString(),
        SEED_DEMO: "true",
      }),
      { ensureAdmin: false },
    );
    const inStock = (await shop.catalogue.list()).filter((product) => product.inStock);
    const order = buildOrderRequest(
      inStock.slice(0, 3).map((product, index) => ({ productId: product.id, quantity: index + 1 })),
    );
    const productPath = `/product/${inStock[0]!.id}`;
    await shop.close();

    console.log(
      `Cluster: 1, 2 and 3 instances on one PostgreSQL behind a round-robin proxy; ` +
        `POST /api/orders (${order.items.length} items, a client address each) and GET ${productPath} ` +
        `(cached, Accept-Encoding br); ${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION_SECONDS} s each, best round kept`,
    );
    console.log(machineLine());
    const results: CountResult[] = [];
    let round = 0;
    for (const count of INSTANCE_COUNTS) {
      while (instances.length < count) {
        // A machine of its own: its own DATA_DIR, holding the same tracking-link key as the others.
        const dataDir = path.join(root, `instance-${instances.length + 1}`);
        fs.mkdirSync(dataDir, { recursive: true });
        fs.copyFileSync(
          path.join(seedDir, TRACKING_KEY_FILE),
          path.join(dataDir, TRACKING_KEY_FILE),
        );
        instances.push(
          await startBenchServer({
            DATA_DIR: dataDir,
            DATABASE_URL: databaseUrl.toString(),
            SEED_DEMO: "false",
            TRUST_PROXY: "127.0.0.1",
          }),
        );
      }
      const proxy = await startProxy(instances.map((instance) => instance.url));
      try {
        // Each instance keeps its own page cache: one visit each fills them.
        for (let visit = 0; visit < instances.length; visit += 1) {
          await (await fetch(`${proxy.url}${productPath}`)).text();
        }
        const database = await openDatabase({ dataDir: root, databaseUrl: databaseUrl.toString() });
        const before = await countOrders(database.db);
        const orderRuns: Measurement[] = [];
        const pageRuns: Measurement[] = [];
        let answered = 0;
        for (let index = 0; index < ROUNDS; index += 1) {
          round += 1;
          const run = await measurePosts(`${proxy.url}/api/orders`, {
            connections: CONNECTIONS,
            bodyTemplate: JSON.stringify({
              ...order,
              idempotencyKey: `cluster-${round}-${NUMBER}`,
            }),
            numberMarker: NUMBER,
            expected: "2xx",
            addressPerRequest: true,
          });
          answered += run.answered;
          orderRuns.push(run);
          pageRuns.push(await measure(`${proxy.url}${productPath}`, BROWSER_HEADERS));
        }
        const stored = (await countOrders(database.db)) - before;
        await database.close();
        results.push({
          instances: count,
          orders: best(orderRuns),
          pages: best(pageRuns),
          answered,
          stored,
        });
      } finally {
        proxy.child.kill("SIGTERM");
        await once(proxy.child, "exit");
      }
    }
    report(results);
  } finally {
    for (const instance of instances) instance.child.kill("SIGTERM");
    await Promise.all(instances.map((instance) => instance.exited));
    await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    fs.rmSync(root, { recursive: true, force: true });
  }
}

function report(results: CountResult[]): void {
  const one = results[0]!;
  let lost = 0;
  for (const result of results) {
    const ordersRatio = result.orders.requestsPerSecond / one.orders.requestsPerSecond;
    const pagesRatio = result.pages.requestsPerSecond / one.pages.requestsPerSecond;
    console.log(
      `${String(result.instances)} instance${result.instances === 1 ? " " : "s"}  ` +
        `orders ${result.orders.requestsPerSecond.toFixed(0).padStart(6)}/s (p99 ${result.orders.p99Ms.toFixed(1)} ms, ratio ${ordersRatio.toFixed(2)})   ` +
        `cached pages ${result.pages.requestsPerSecond.toFixed(0).padStart(6)}/s (p99 ${result.pages.p99Ms.toFixed(1)} ms, ratio ${pagesRatio.toFixed(2)})   ` +
        `errors 0   orders answered 201: ${result.answered}, stored: ${result.stored}`,
    );
    if (result.stored < result.answered) lost += result.answered - result.stored;
  }
  console.log(
    `errors: 0 (a non-2xx answer or a socket error would have stopped the bench); lost orders: ${lost} ` +
      `(stored may exceed answered by requests still in flight when a run stopped, at most ${CONNECTIONS} a run)`,
  );
  if (lost > 0) throw new Error(`${lost} orders answered 201 are not stored`);
}
