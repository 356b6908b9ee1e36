import http from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { placedOrderJsonSchema, type PlaceOrderRequestJson } from "../../domain/order-schemas";
import { openDatabase } from "../../server/db/database";
import { loadConfig } from "../../server/env";
import { openShop } from "../../server/shop";
import { buildOrderRequest } from "../factories/order";
import { buildProduct } from "../factories/product";
import { startAsNpmStartDoes, type ServerProcess } from "../setup/server-process";
import { createTestDatabase, type TestDatabase } from "../setup/test-database";

/**
 * The compiled server (as `npm start` runs it, so on SQLite its order writer's thread comes from
 * the build) killed with SIGKILL, as a crash or the out-of-memory killer would end it, again and
 * again while customers order, and started again on the same data each time. SQLite's writer is
 * what decision 23 moved onto a thread; PostgreSQL's order path is the one decision 11 tested.
 */
let testDatabase: TestDatabase | undefined;
let server: ServerProcess | undefined;

afterEach(async () => {
  await crash(server);
  server = undefined;
  await testDatabase?.drop();
  testDatabase = undefined;
});

const CRASHES = 20;
const CUSTOMERS = 8;

async function crash(target: ServerProcess | undefined): Promise<void> {
  if (!target || target.child.exitCode !== null || target.child.signalCode !== null) return;
  // Started as `npm start` starts it, the server leads its own process group.
  process.kill(-target.child.pid!, "SIGKILL");
  await target.exited;
}

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

interface Answer {
  status?: number;
  orderNumber?: string;
}

/** One order on its own connection; a connection the crash cut gives no status. */
function postOrder(url: string, body: PlaceOrderRequestJson): Promise<Answer> {
  const payload = JSON.stringify(body);
  return new Promise((resolve) => {
    const request = http.request(
      `${url}/api/orders`,
      {
        method: "POST",
        agent: false,
        headers: {
          "Content-Type": "application/json",
          "Content-Length": Buffer.byteLength(payload),
        },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => {
          const placed = placedOrderJsonSchema.safeParse(parsedJson(text));
          resolve({
            status: response.statusCode!,
            ...(placed.success ? { orderNumber: placed.data.orderNumber } : {}),
          });
        });
        response.on("aborted", () => resolve({}));
      },
    );
    request.on("error", () => resolve({}));
    request.end(payload);
  });
}

describe("a crash under order load", { timeout: 600_000 }, () => {
  it(`loses no order it answered, over ${CRASHES} crashes`, async () => {
    testDatabase = await createTestDatabase();
    const env = {
      DATA_DIR: testDatabase.dataDir,
      ...(testDatabase.databaseUrl ? { DATABASE_URL: testDatabase.databaseUrl } : {}),
      ORDER_RATE_LIMIT_BURST: "0",
      SEED_DEMO: "false",
    };
    const shop = await openShop(loadConfig({ NODE_ENV: "test", ...env }), { ensureAdmin: false });
    const [productId] = await shop.catalogue.addProducts([
      buildProduct({ inStock: true, maxQuantity: 5 }),
    ]);
    await shop.close();

    /** Each order answered with its number, by idempotency key. */
    const answered = new Map<string, string>();
    /** Orders sent whose answer the crash cut off: committed or not, nobody knows yet. */
    let unanswered: PlaceOrderRequestJson[] = [];
    const refusals: number[] = [];
    const record = (body: PlaceOrderRequestJson, answer: Answer) => {
      if (answer.orderNumber) answered.set(body.idempotencyKey, answer.orderNumber);
      else if (answer.status === undefined) unanswered.push(body);
      else refusals.push(answer.status);
    };

    for (let round = 0; round < CRASHES; round += 1) {
      server = await startAsNpmStartDoes(env);
      const { url } = server;
      // Customers whose answer was cut off send the same order again, as the checkout does.
      const retries = unanswered;
      unanswered = [];
      for (const body of retries) record(body, await postOrder(url, body));
      // A different moment in the writing each time: after 5 to 43 orders of this round.
      const crashAfter = 5 + ((round * 7) % 39);
      let answeredThisRound = 0;
      let crashed = false;
      const customers = Array.from({ length: CUSTOMERS }, async () => {
        while (!crashed) {
          const body = buildOrderRequest([{ productId: productId!, quantity: 1 }]);
          const answer = await postOrder(url, body);
          record(body, answer);
          if (answer.orderNumber) answeredThisRound += 1;
          if (answer.status === undefined) return;
        }
      });
      while (answeredThisRound < crashAfter && server.child.exitCode === null) {
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      crashed = true;
      await crash(server);
      await Promise.all(customers);
      // Ended by the test's SIGKILL, not by anything of its own.
      expect(server.child.signalCode).toBe("SIGKILL");
    }

    const database = await openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
    try {
      const rows = await database.db
        .selectFrom("orders")
        .select(["idempotency_key", "order_number"])
        .execute();
      const stored = new Map(rows.map((row) => [row.idempotency_key!, row.order_number]));
      const lost = [...answered].filter(([key, number]) => stored.get(key) !== number);
      console.log(
        `${CRASHES} crashes (${testDatabase.kind}): ${answered.size} orders answered, ` +
          `${rows.length} stored, ${lost.length} lost; ${unanswered.length} cut off by the last crash`,
      );
      expect(lost).toEqual([]);
      expect(refusals).toEqual([]);
      // Nothing is stored that was not asked for, and no order twice.
      const asked = new Set([...answered.keys(), ...unanswered.map((body) => body.idempotencyKey)]);
      expect(rows.every((row) => asked.has(row.idempotency_key!))).toBe(true);
      expect(stored.size).toBe(rows.length);
    } finally {
      await database.close();
    }
  });
});
