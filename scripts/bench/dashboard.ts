/**
 * The order dashboard with 100,000 orders on SQLite, through the real server process and HTTP:
 * the first page plus the summary (what opening /admind costs the server), some other views, and
 * the full CSV export. Figures are set against baselines measured in the same run: a bare round
 * trip to the same server (GET /healthz) for the page, reading the same rows straight from
 * better-sqlite3 for the export, and the 100 ms target.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { loadConfig } from "../../server/env";
import { SESSION_COOKIE } from "../../server/auth/guard";
import { openShop } from "../../server/shop";
import { generateStoredOrders, insertStoredOrders } from "../../tests/factories/order-rows";
import { generateProducts } from "../../tests/factories/product";
import { startBenchServer } from "./measurement";

const ORDER_COUNT = Number(process.env.BENCH_ORDERS ?? 100_000);
const PAGE_ROUNDS = 200;
const VIEW_ROUNDS = 50;
const WARM_UP = 20;
const TARGET_P95_MS = 100;
const ADMIN = { email: "bench@shop.test", password: "bench password 1" };

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]!;
}

interface Timing {
  p50: number;
  p95: number;
}

/** Runs `once` sequentially, after a warm-up, and answers the median and 95th percentile in ms. */
async function time(rounds: number, once: () => Promise<void>): Promise<Timing> {
  for (let round = 0; round < WARM_UP; round += 1) await once();
  const durations: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now();
    await once();
    durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  return { p50: percentile(durations, 0.5), p95: percentile(durations, 0.95) };
}

export function residentMegabytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}

export async function fetchOk(url: string, headers: Record<string, string>): Promise<Response> {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response;
}

/** The export's rows read the plainest way: one ordered query with the item counts, no formatting. */
function readRowsRaw(dataDir: string): { ms: number; rows: number } {
  const sqlite = new SqliteDatabase(path.join(dataDir, "shop.db"), { readonly: true });
  const started = performance.now();
  const iterator = sqlite
    .prepare(
      `SELECT o.order_number, o.customer_name, o.customer_mobile, o.status, o.total_paise,
         o.created_at, (SELECT sum(quantity) FROM order_items i WHERE i.order_id = o.id) AS items
       FROM orders o ORDER BY o.created_at DESC, o.id DESC`,
    )
    .iterate();
  let rows = 0;
  while (!iterator.next().done) rows += 1;
  const ms = performance.now() - started;
  sqlite.close();
  return { ms, rows };
}

export async function benchDashboard(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dukan-bench-dashboard-"));
  try {
    const shop = await openShop(
      loadConfig({
        NODE_ENV: "production",
        DATA_DIR: dataDir,
        SEED_DEMO: "false",
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
      }),
    );
    await shop.catalogue.addProducts(generateProducts(30));
    const products = (await shop.catalogue.list()).map((product) => ({
      productId: product.id,
      name: product.name,
      unitPricePaise: product.pricePaise,
      oldPricePaise: product.oldPricePaise,
      image: product.images[0] ?? "",
    }));
    const generating = performance.now();
    await insertStoredOrders(
      shop.database.db,
      generateStoredOrders(ORDER_COUNT, products, { days: 365 }),
    );
    const signedIn = await shop.auth.signIn({ ...ADMIN, address: "bench" });
    if (!signedIn.ok) throw new Error(`Could not sign in the benchmark admin: ${signedIn.reason}`);
    console.log(
      `Order dashboard: ${ORDER_COUNT.toLocaleString("en-IN")} orders over a year on SQLite ` +
        `(stored in ${((performance.now() - generating) / 1000).toFixed(1)} s); ` +
        `${PAGE_ROUNDS} sequential requests after ${WARM_UP} to warm up`,
    );
    await shop.database.close();

    const server = await startBenchServer({
      DATA_DIR: dataDir,
      SEED_DEMO: "false",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    const headers = { Cookie: `${SESSION_COOKIE}=${signedIn.token}` };
    try {
      const api = `${server.url}/api/admin/orders`;
      const baseline = await time(PAGE_ROUNDS, async () => {
        await (await fetchOk(`${server.url}/healthz`, headers)).arrayBuffer();
      });
      const firstPage = await time(PAGE_ROUNDS, async () => {
        await Promise.all([
          fetchOk(`${api}`, headers).then((response) => response.arrayBuffer()),
          fetchOk(`${api}/summary`, headers).then((response) => response.arrayBuffer()),
        ]);
      });
      const row = (label: string, t: Timing) =>
        `${label.padEnd(34)} p50 ${t.p50.toFixed(1).padStart(6)} ms   p95 ${t.p95.toFixed(1).padStart(6)} ms`;
      console.log(row("bare round trip (GET /healthz)", baseline));
      console.log(
        `${row("first page + summary", firstPage)}   ratio p95 page/bare ${(firstPage.p95 / baseline.p95).toFixed(1)}, ` +
          `p95/target ${(firstPage.p95 / TARGET_P95_MS).toFixed(2)} (target <= 1.00, i.e. <= ${TARGET_P95_MS} ms)`,
      );
      for (const [label, query] of [
        ["pending, newest first", "?status=pending"],
        ["price high to low", "?sort=price-high"],
        ["by customer name, page 40", "?sort=name&page=40"],
        ["urgent only", "?urgent=1"],
        ["last 7 days", "?days=7"],
        ["search 'sharma'", "?q=sharma"],
        ["search mobile digits '98765'", "?q=98765"],
      ] as const) {
        const view = await time(VIEW_ROUNDS, async () => {
          await (await fetchOk(`${api}${query}`, headers)).arrayBuffer();
        });
        console.log(row(`  ${label}`, view));
      }

      const rssBefore = residentMegabytes(server.child.pid!);
      let rssPeak = rssBefore;
      const sampler = setInterval(() => {
        rssPeak = Math.max(rssPeak, residentMegabytes(server.child.pid!));
      }, 10);
      const exportStarted = performance.now();
      const response = await fetchOk(`${api}/export.csv`, headers);
      let bytes = 0;
      let lines = 0;
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        bytes += chunk.length;
        for (const byte of chunk) if (byte === 0x0a) lines += 1;
      }
      const exportMs = performance.now() - exportStarted;
      clearInterval(sampler);
      const raw = readRowsRaw(dataDir);
      console.log(
        `CSV export of every order: ${(lines - 1).toLocaleString("en-IN")} rows, ` +
          `${(bytes / 1024 / 1024).toFixed(1)} MiB in ${(exportMs / 1000).toFixed(2)} s; ` +
          `server RSS ${rssBefore.toFixed(0)} MB before, peak ${rssPeak.toFixed(0)} MB ` +
          `(+${(rssPeak - rssBefore).toFixed(0)} MB)`,
      );
      console.log(
        `raw better-sqlite3 read of the same ${raw.rows.toLocaleString("en-IN")} rows: ` +
          `${(raw.ms / 1000).toFixed(2)} s; ratio export/raw ${(exportMs / raw.ms).toFixed(1)}`,
      );
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
