import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/env";
import { openShop } from "../../server/shop";
import { buildOrderRequest } from "../factories/order";
import { buildProduct } from "../factories/product";
import { killServerProcess, startServerProcess, type ServerProcess } from "../setup/server-process";
import { createTestDatabase, databaseEnvOf, type TestDatabase } from "../setup/test-database";
import { createTestShop } from "../setup/test-shop";

let testDatabase: TestDatabase | undefined;
let server: ServerProcess | undefined;

afterEach(async () => {
  await killServerProcess(server);
  await testDatabase?.drop();
  [server, testDatabase] = [undefined, undefined];
});

const NAME = "Zoravar Khanduja";
const MOBILE = "9414056789";

interface RequestLine {
  level: string;
  msg: string;
  requestId: string;
  method: string;
  path: string;
  status: number;
  durationMs: number;
}

function requestLines(output: string): RequestLine[] {
  return output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as RequestLine)
    .filter((line) => line.msg === "request");
}

describe("the request log", () => {
  it("has one line per request, and never a customer's name or mobile", async () => {
    testDatabase = await createTestDatabase();
    const env = { ...databaseEnvOf(testDatabase), SEED_DEMO: "false", LOG_LEVEL: "debug" };
    const shop = await openShop(loadConfig({ NODE_ENV: "test", ...env }), { ensureAdmin: false });
    const [productId] = await shop.catalogue.addProducts([buildProduct({ inStock: true })]);
    await shop.close();
    server = await startServerProcess(env);
    const { url } = server;

    const order = buildOrderRequest([{ productId: productId!, quantity: 1 }], {
      customerName: NAME,
      customerMobile: `+91 ${MOBILE}`,
    });
    const placed = await fetch(`${url}/api/orders`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(order),
    });
    expect(placed.status).toBe(201);
    const refused = await fetch(`${url}/api/orders`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...order, idempotencyKey: "x", customerMobile: `${MOBILE}0` }),
    });
    expect(refused.status).toBe(400);
    // Searches and paths may carry them too: the query is never logged, a mobile in a path is masked.
    const manual = { redirect: "manual" } as const;
    await fetch(`${url}/admind?q=${encodeURIComponent(NAME)}&mobile=${MOBILE}`, manual);
    await fetch(`${url}/api/admin/orders?search=${MOBILE}`, manual);
    await fetch(`${url}/orders/${MOBILE}`, manual);

    // The lines come through the server's stdout pipe, maybe after the answers did.
    while (requestLines(server.output()).length < 5) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const output = server.output();
    const lines = requestLines(output);
    const orderLine = lines.find((line) => line.method === "POST" && line.status === 201);
    expect(orderLine).toMatchObject({
      level: "info",
      path: "/api/orders",
      requestId: placed.headers.get("X-Request-Id"),
    });
    expect(orderLine!.durationMs).toBeGreaterThan(0);
    expect(lines.map((line) => `${line.method} ${line.path} ${line.status}`)).toEqual([
      "POST /api/orders 201",
      "POST /api/orders 400",
      "GET /admind 302",
      "GET /api/admin/orders 401",
      "GET /orders/[mobile] 302",
    ]);
    for (const text of [NAME, "Zoravar", "Khanduja", MOBILE, MOBILE.slice(0, 5)]) {
      expect(output).not.toContain(text);
    }
  });

  it("gives every answer a request id, and a server failure's body names it", async () => {
    const broken = await createTestShop();
    try {
      const missing = await broken.app.request("/api/no-such-thing");
      expect(missing.headers.get("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/);
      await broken.database.close();
      const unavailable = await broken.app.request("/readyz");
      expect(unavailable.status).toBe(503);
      expect((await unavailable.json()).error.requestId).toBe(
        unavailable.headers.get("X-Request-Id"),
      );
      expect(new Set([missing, unavailable].map((r) => r.headers.get("X-Request-Id"))).size).toBe(
        2,
      );
    } finally {
      await broken.events.close();
      await broken.testDatabase.drop();
    }
  });
});
