import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiError } from "../../domain/api-error";
import { orderRefusals } from "../../domain/order-refusals";
import type { PlaceOrderRequest } from "../../domain/order-schemas";
import { refusal } from "../../domain/refusals";
import { saleRequestSchema } from "../../domain/sale-schemas";
import { createApp } from "../../server/app";
import { loadConfig } from "../../server/env";
import { OrderRefusedError } from "../../server/modules/orders/order-placement";
import { openShop, type Shop } from "../../server/shop";
import { buildOrderRequest } from "../factories/order";
import { buildProduct } from "../factories/product";
import { createTestShop, type TestShop } from "../setup/test-shop";

/**
 * Two instances of the shop on one PostgreSQL database sell the same counted units (issue 31,
 * decision 32). Each instance's order writer prices its group against the counts it read, so
 * only the database's conditional take stands between them. A third connection holds the
 * product's row while both instances' groups have read the count and reach for it, so every run
 * meets there, as two real buyers' orders can: then it lets go, and the first to have asked
 * takes the units. Without the take's condition the second would take them again (a negative
 * count) or, since the count cannot go below 0, fail instead of being refused.
 */
let a: TestShop;
let b: Shop;
let bApp: ReturnType<typeof createApp>;
const ADMIN = "owner@shop.test";
let keys = 0;

beforeAll(async () => {
  a = await createTestShop();
  b = await openShop(
    loadConfig({
      NODE_ENV: "test",
      SEED_DEMO: "false",
      DATA_DIR: a.testDatabase.dataDir,
      DATABASE_URL: a.testDatabase.databaseUrl!,
      ORDER_RATE_LIMIT_PER_MINUTE: "0",
    }),
    { ensureAdmin: false },
  );
  bApp = createApp(b);
});

afterAll(async () => {
  await b?.close();
  await a?.close();
});

async function countedProduct(stock: number): Promise<{ id: number; name: string }> {
  const product = buildProduct();
  const [id] = (await a.catalogue.addProducts([product])) as [number];
  await a.stock.adjust(id, stock, "new delivery", ADMIN);
  return { id, name: product.name };
}

async function stockOf(productId: number): Promise<number | null> {
  const row = await a.database.db
    .selectFrom("products")
    .select("stock_quantity")
    .where("id", "=", productId)
    .executeTakeFirstOrThrow();
  return row.stock_quantity;
}

async function soldOf(productId: number): Promise<(string | null)[]> {
  const history = await a.stock.history(productId);
  return history.filter(({ kind }) => kind === "sold").map(({ orderNumber }) => orderNumber);
}

function saleOf(productId: number, quantity: number) {
  keys += 1;
  return saleRequestSchema.parse({
    channel: "counter",
    customerName: "Meena Sharma",
    customerMobile: "9829012345",
    products: [{ productId, quantity }],
    extras: [],
    tenders: [],
    idempotencyKey: `two-instance-sale-${String(keys).padStart(4, "0")}`,
  });
}

async function webOrderOn(
  app: ReturnType<typeof createApp>,
  items: PlaceOrderRequest["items"],
): Promise<Response> {
  return app.request("/api/orders", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(buildOrderRequest(items)),
  });
}

/** An order placed, or what it was refused with (anything else fails the test where awaited). */
function settled<T>(placing: Promise<T>): Promise<T | OrderRefusedError> {
  return placing.catch((error: unknown) => {
    if (error instanceof OrderRefusedError) return error;
    throw error;
  });
}

/** The products' rows held by a connection of its own (its server process `pid`), until `release`. */
async function holdRows(productIds: number[]): Promise<{ pid: number; release(): Promise<void> }> {
  const client = new pg.Client({ connectionString: a.testDatabase.databaseUrl });
  await client.connect();
  await client.query("BEGIN");
  await client.query("SELECT id FROM products WHERE id = ANY($1) FOR UPDATE", [productIds]);
  const { rows } = await client.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
  return {
    pid: rows[0]!.pid,
    release: async () => {
      await client.query("COMMIT");
      await client.end();
    },
  };
}

/** Waits until this database has `count` connections that `waiting` (SQL) finds. */
async function waitingFor(count: number, waiting: string, params: unknown[] = []): Promise<void> {
  const client = new pg.Client({ connectionString: a.testDatabase.databaseUrl });
  await client.connect();
  try {
    for (;;) {
      const { rows } = await client.query<{ waiting: number }>(
        `SELECT count(*)::int AS waiting FROM pg_stat_activity
         WHERE datname = current_database() AND ${waiting}`,
        params,
      );
      if (rows[0]!.waiting >= count) return;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  } finally {
    await client.end();
  }
}

/** Until `count` of the shop's connections wait for a lock (the held rows). */
const waitingForRows = (count: number) => waitingFor(count, "wait_event_type = 'Lock'");

/** Until one of the shop's connections waits for another of its own, not for the held rows. */
const waitingForEachOther = (holders: number[]) =>
  waitingFor(
    1,
    `EXISTS (SELECT 1 FROM unnest(pg_blocking_pids(pid)) AS blocker WHERE blocker <> ALL($1))`,
    [holders],
  );

describe("two instances selling the same counted units", () => {
  it("sell the last unit once when a sale on one and a web order on the other meet, round after round", async () => {
    for (let round = 0; round < 10; round += 1) {
      const last = await countedProduct(1);
      const rows = await holdRows([last.id]);
      const saleFirst = round % 2 === 0;
      let sale: Promise<Awaited<ReturnType<Shop["sales"]["placeSale"]>> | OrderRefusedError>;
      let web: Promise<Response>;
      if (saleFirst) {
        sale = settled(a.sales.placeSale(saleOf(last.id, 1), ADMIN));
        await waitingForRows(1);
        web = webOrderOn(bApp, [{ productId: last.id, quantity: 1 }]);
      } else {
        web = webOrderOn(bApp, [{ productId: last.id, quantity: 1 }]);
        await waitingForRows(1);
        sale = settled(a.sales.placeSale(saleOf(last.id, 1), ADMIN));
      }
      await waitingForRows(2);
      await rows.release();
      const [saleOutcome, response] = await Promise.all([sale, web]);
      let winner: string;
      if (saleFirst) {
        if (saleOutcome instanceof Error) throw saleOutcome;
        winner = saleOutcome.order.orderNumber;
        expect(response.status).toBe(409);
        expect(((await response.json()) as ApiError).error.refusal).toEqual(
          refusal("order.only-left", { name: last.name, left: 0 }),
        );
      } else {
        expect(response.status).toBe(201);
        winner = ((await response.json()) as { orderNumber: string }).orderNumber;
        expect(saleOutcome).toBeInstanceOf(OrderRefusedError);
        expect((saleOutcome as Error).message).toBe(orderRefusals.onlyLeft(last.name, 0));
      }
      expect(await stockOf(last.id)).toBe(0);
      expect(await soldOf(last.id)).toEqual([winner]);
    }
  });

  it("place 3 orders of 20 when 10 buyers on each instance want the last 3 units", async () => {
    const tv = await countedProduct(3);
    const rows = await holdRows([tv.id]);
    const buyers = (shop: Shop) =>
      Array.from({ length: 10 }, () =>
        settled(shop.orders.placeOrder(buildOrderRequest([{ productId: tv.id, quantity: 1 }]))),
      );
    const onA = buyers(a);
    await waitingForRows(1);
    const onB = buyers(b);
    await waitingForRows(2);
    await rows.release();
    const outcomes = await Promise.all([...onA, ...onB]);
    const placed = outcomes.flatMap((outcome) => (outcome instanceof Error ? [] : [outcome]));
    const refused = outcomes.filter((outcome) => outcome instanceof OrderRefusedError);
    expect(placed).toHaveLength(3);
    expect(refused).toHaveLength(17);
    for (const refusedOrder of refused) {
      expect(refusedOrder.refusal).toEqual(refusal("order.only-left", { name: tv.name, left: 0 }));
    }
    expect(await stockOf(tv.id)).toBe(0);
    expect((await soldOf(tv.id)).sort()).toEqual(
      placed.map(({ order }) => order.orderNumber).sort(),
    );
  });

  it("take nothing of an order whose second line's last unit the other instance sold first", async () => {
    const [washer, stand] = [await countedProduct(2), await countedProduct(1)];
    const rows = await holdRows([stand.id]);
    const first = settled(
      a.orders.placeOrder(buildOrderRequest([{ productId: stand.id, quantity: 1 }])),
    );
    await waitingForRows(1);
    // Its washer is taken before it waits for the stand; losing the stand gives the washer back.
    const second = webOrderOn(bApp, [
      { productId: washer.id, quantity: 1 },
      { productId: stand.id, quantity: 1 },
    ]);
    await waitingForRows(2);
    await rows.release();
    const [placed, response] = await Promise.all([first, second]);
    if (placed instanceof Error) throw placed;
    expect(response.status).toBe(409);
    expect(((await response.json()) as ApiError).error.refusal).toEqual(
      refusal("order.only-left", { name: stand.name, left: 0 }),
    );
    expect(await stockOf(stand.id)).toBe(0);
    expect(await soldOf(stand.id)).toEqual([placed.order.orderNumber]);
    expect(await stockOf(washer.id)).toBe(2);
    expect(await soldOf(washer.id)).toEqual([]);
  });

  it("place both orders when each instance's order lists the same two counted products the other way round", async () => {
    const [washer, stand] = [await countedProduct(5), await countedProduct(5)];
    const [washerRow, standRow] = [await holdRows([washer.id]), await holdRows([stand.id])];
    const first = webOrderOn(bApp, [
      { productId: washer.id, quantity: 1 },
      { productId: stand.id, quantity: 1 },
    ]);
    await waitingForRows(1);
    const second = settled(
      a.orders.placeOrder(
        buildOrderRequest([
          { productId: stand.id, quantity: 1 },
          { productId: washer.id, quantity: 1 },
        ]),
      ),
    );
    await waitingForRows(2);
    // The washer first: whoever takes it then waits for the other order, as the other for it
    // when the stand comes free, had each kept to its own lines' order (PostgreSQL then ends one
    // of them as a deadlock, failing that customer's order).
    await washerRow.release();
    await waitingForEachOther([washerRow.pid, standRow.pid]);
    await standRow.release();
    const [response, placed] = await Promise.all([first, second]);
    expect(response.status).toBe(201);
    expect(placed).not.toBeInstanceOf(Error);
    expect([await stockOf(washer.id), await stockOf(stand.id)]).toEqual([3, 3]);
  });
});
