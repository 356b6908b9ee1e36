/**
 * Issue 31: sales the owner enters go through the same order writer as web orders. This measures
 * web order placement (POST /api/orders) alone and again while two admins save counter sales of
 * counted products without pause, on the same SQLite server: the sales must not slow the web.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "../../server/db/database";
import { SESSION_COOKIE } from "../../server/auth/guard";
import { loadConfig } from "../../server/env";
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

const ADMIN = { email: "sales-bench@shop.test", password: "sales bench password 1" };
/** Admins saving sales at once, each one after the other without pause. */
const SELLERS = 2;
const NUMBER = "NUMBER";

function measureWebOrders(url: string, label: string, order: object): Promise<Measurement> {
  return measurePosts(`${url}/api/orders`, {
    connections: CONNECTIONS,
    bodyTemplate: JSON.stringify({ ...order, idempotencyKey: `bench-${label}-${NUMBER}` }),
    numberMarker: NUMBER,
    expected: "2xx",
  });
}

/** Saves counter sales one after another until `stop` resolves; answers how many were saved. */
async function sellUntil(
  url: string,
  cookie: string,
  seller: number,
  productId: number,
  stop: Promise<unknown>,
): Promise<number> {
  let stopped = false;
  void stop.then(() => (stopped = true));
  let saved = 0;
  for (let n = 0; !stopped; n += 1) {
    // The action's own answer (React Router's .data request), as the form's fetcher asks for it,
    // rather than the whole page rendered again.
    const response = await fetch(`${url}/admin/sales/new.data`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: cookie, Origin: url },
      body: JSON.stringify({
        mode: "sale",
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
      `POST /api/orders alone and while ${SELLERS} admins save counter sales without pause; ` +
        `${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION_SECONDS} s each, best round kept; ${LOAD_CLIENT}`,
    );
    const alone: Measurement[] = [];
    const withSales: Measurement[] = [];
    let sales = 0;
    try {
      for (let round = 0; round < ROUNDS; round += 1) {
        alone.push(await measureWebOrders(server.url, `alone-${round}`, order));
        const measuring = measureWebOrders(server.url, `sales-${round}`, order);
        const sellers = Array.from({ length: SELLERS }, (_, seller) =>
          sellUntil(server.url, cookie, seller, counted.id, measuring),
        );
        withSales.push(await measuring);
        sales += (await Promise.all(sellers)).reduce((sum, saved) => sum + saved, 0);
      }
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
    }
    const row = (label: string, m: Measurement) =>
      `${label.padEnd(40)} ${m.requestsPerSecond.toFixed(0).padStart(8)} orders/s   p99 ${m.p99Ms.toFixed(2).padStart(7)} ms`;
    const bestAlone = best(alone);
    const bestWithSales = best(withSales);
    console.log(row("web orders alone", bestAlone));
    console.log(row("web orders while sales are saved", bestWithSales));
    console.log(
      `ratio with/without sales: ${(bestWithSales.requestsPerSecond / bestAlone.requestsPerSecond).toFixed(2)}; ` +
        `sales saved meanwhile: ${sales} (${(sales / (ROUNDS * DURATION_SECONDS)).toFixed(1)}/s)`,
    );
    const stored = await openDatabase({ dataDir });
    const counter = await stored.db
      .selectFrom("orders")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("channel", "=", "counter")
      .executeTakeFirstOrThrow();
    console.log(`counter sales stored: ${Number(counter.count)}`);
    await stored.close();
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
