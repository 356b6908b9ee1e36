/**
 * Issue 31: sales the owner enters go through the same order writer as web orders. This measures
 * web order placement (POST /api/orders) alone and again while two admins save counter sales of
 * counted products (each issuing its bill), a second apart and without pause, on the same SQLite
 * server: sales at any pace a shop makes them must not slow the web.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "../../server/db/database";
import { SESSION_COOKIE } from "../../server/auth/guard";
import { loadConfig } from "../../server/env";
import { openShop } from "../../server/shop";
import { SALE_INTENTS } from "../../app/features/sales/sale-intents";
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

const ADMIN = { email: "sales-bench@shop.test", password: "sales bench password 1" };
/** Admins saving sales at once. */
const SELLERS = 2;
/**
 * Each admin's pause between sales in the paced rows: a sale a second each is still far more
 * than a counter makes (a sale a minute), and the row without pause is the writer's limit.
 */
const PACES_MS = [1000, 0];
const NUMBER = "NUMBER";

function measureWebOrders(url: string, label: string, order: object): Promise<Measurement> {
  return measurePosts(`${url}/api/orders`, {
    connections: CONNECTIONS,
    bodyTemplate: JSON.stringify({ ...order, idempotencyKey: `bench-${label}-${NUMBER}` }),
    numberMarker: NUMBER,
    expected: "2xx",
  });
}

/**
 * Saves counter sales until `stop` resolves, each `pauseMs` after the last one's answer (0: one
 * after another); answers how many were saved.
 */
async function sellUntil(
  url: string,
  cookie: string,
  seller: number,
  productId: number,
  stop: Promise<unknown>,
  pauseMs: number,
): Promise<number> {
  let stopped = false;
  void stop.then(() => (stopped = true));
  let saved = 0;
  for (let n = 0; !stopped; n += 1) {
    if (n > 0 && pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    // The action's own answer (React Router's .data request), as the form's fetcher asks for it,
    // rather than the whole page rendered again.
    const response = await fetch(`${url}/admin/sales/new.data`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: cookie, Origin: url },
      body: JSON.stringify({
        intent: SALE_INTENTS.sale,
        sale: {
          channel: "counter",
          customerName: "Bench Customer",
          customerMobile: "9829012345",
          products: [{ productId, quantity: 1 }],
          extras: [{ kind: "service", name: "Installation", quantity: 1, unitPricePaise: 500_00 }],
          tenders: [{ method: "cash", amountPaise: 10_00_000_00 }],
          idempotencyKey: `bench-sale-${seller}-${n}-${Date.now()}`,
        },
      }),
    });
    await response.arrayBuffer();
    if (response.ok) saved += 1;
  }
  return saved;
}

export async function benchSales(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dukan-bench-sales-"));
  const env = {
    DATA_DIR: dataDir,
    SEED_DEMO: "false",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ORDER_RATE_LIMIT_PER_MINUTE: "0",
  };
  try {
    const shop = await openShop(loadConfig({ NODE_ENV: "production", ...env }));
    await shop.catalogue.addProducts(generateProducts(20));
    const inStock = (await shop.catalogue.list()).filter((product) => product.inStock);
    const order = buildOrderRequest(
      inStock.slice(0, 3).map((product, index) => ({ productId: product.id, quantity: index + 1 })),
    );
    // The counter sells a counted product, so each sale also takes stock and writes its history.
    const counted = inStock[5]!;
    await shop.stock.adjust(counted.id, 1_000_000, "bench delivery", ADMIN.email);
    const signedIn = await shop.auth.signIn({ ...ADMIN, address: "bench" });
    if (!signedIn.ok) throw new Error(`Could not sign in the benchmark admin: ${signedIn.reason}`);
    await shop.close();

    const server = await startBenchServer(env);
    const cookie = `${SESSION_COOKIE}=${signedIn.token}`;
    console.log(
      `POST /api/orders alone and while ${SELLERS} admins save counter sales, a second apart and ` +
        `without pause; ${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION_SECONDS} s each, best round kept; ${LOAD_CLIENT}`,
    );
    const alone: Measurement[] = [];
    const withSales = PACES_MS.map(() => [] as Measurement[]);
    const salesAt = PACES_MS.map(() => 0);
    try {
      for (let round = 0; round < ROUNDS; round += 1) {
        alone.push(await measureWebOrders(server.url, `alone-${round}`, order));
        for (const [pace, pauseMs] of PACES_MS.entries()) {
          const measuring = measureWebOrders(server.url, `sales-${pauseMs}-${round}`, order);
          const sellers = Array.from({ length: SELLERS }, (_, seller) =>
            sellUntil(server.url, cookie, seller, counted.id, measuring, pauseMs),
          );
          withSales[pace]!.push(await measuring);
          salesAt[pace]! += (await Promise.all(sellers)).reduce((sum, saved) => sum + saved, 0);
        }
      }
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
    }
    const row = (label: string, m: Measurement) =>
      `${label.padEnd(52)} ${m.requestsPerSecond.toFixed(0).padStart(8)} orders/s   p99 ${m.p99Ms.toFixed(2).padStart(7)} ms`;
    const bestAlone = best(alone);
    console.log(row("web orders alone", bestAlone));
    for (const [pace, pauseMs] of PACES_MS.entries()) {
      const bestWithSales = best(withSales[pace]!);
      const perSecond = (salesAt[pace]! / (ROUNDS * DURATION_SECONDS)).toFixed(1);
      const label = pauseMs > 0 ? "a second apart" : "without pause";
      console.log(row(`web orders while sales are saved ${label}`, bestWithSales));
      console.log(
        `  ratio to alone: ${(bestWithSales.requestsPerSecond / bestAlone.requestsPerSecond).toFixed(2)}; ` +
          `sales saved meanwhile: ${salesAt[pace]} (${perSecond}/s)`,
      );
    }
    const sales = salesAt.reduce((sum, saved) => sum + saved, 0);
    const stored = await openDatabase({ dataDir });
    const counter = await stored.db
      .selectFrom("orders")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("channel", "=", "counter")
      .executeTakeFirstOrThrow();
    console.log(`counter sales stored: ${Number(counter.count)}`);
    await stored.close();
    // A refused post still answers quickly: without sales stored, the second row measured web
    // orders beside failing posts, not beside sales.
    if (sales === 0 || Number(counter.count) < sales) {
      throw new Error(`Only ${Number(counter.count)} of ${sales} counter sales were stored`);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
