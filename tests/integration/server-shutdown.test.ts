import http from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/database";
import { loadConfig } from "../../server/env";
import { openShop } from "../../server/shop";
import { buildOrderRequest } from "../factories/order";
import { buildProduct } from "../factories/product";
import { readEvents } from "../setup/event-stream";
import {
  startAsNpmStartDoes,
  startServerProcess,
  type ServerProcess,
} from "../setup/server-process";
import { createTestDatabase, type TestDatabase } from "../setup/test-database";

/**
 * Stopping the real server process (a deploy, a restart by systemd or Docker) while customers are
 * ordering and storefront pages hold their event streams open.
 */
let testDatabase: TestDatabase | undefined;
let server: ServerProcess | undefined;

afterEach(async () => {
  if (server?.child.exitCode === null) {
    try {
      // A server started as `npm start` leads its own process group: end all of it.
      process.kill(-server.child.pid!, "SIGKILL");
    } catch {
      server.child.kill("SIGKILL");
    }
    await server.exited;
  }
  server = undefined;
  await testDatabase?.drop();
  testDatabase = undefined;
});

/** Long before the 4.5 s deadline: a stop that waited for the deadline cannot pass. */
const PROMPT_STOP_MS = 3000;

async function databaseEnv(): Promise<Record<string, string>> {
  testDatabase = await createTestDatabase();
  return {
    DATA_DIR: testDatabase.dataDir,
    ...(testDatabase.databaseUrl ? { DATABASE_URL: testDatabase.databaseUrl } : {}),
    ORDER_RATE_LIMIT_BURST: "0",
    // Seeding the demo catalogue processes images: slow, and not what these tests are about.
    SEED_DEMO: "false",
  };
}

/** Puts one orderable product in the database before the server starts. */
async function addProduct(env: Record<string, string>): Promise<number> {
  const shop = await openShop(loadConfig({ NODE_ENV: "test", ...env }), { ensureAdmin: false });
  try {
    const [id] = await shop.catalogue.addProducts([
      buildProduct({ inStock: true, maxQuantity: 5 }),
    ]);
    return id!;
  } finally {
    await shop.close();
  }
}

interface OrderOutcome {
  idempotencyKey: string;
  /** The status of a response that arrived whole. */
  status?: number;
  /** Why no whole response arrived: the connection was refused, reset, or cut mid-answer. */
  failure?: string;
}

/** One order on its own connection, so a refused connection is never mistaken for a cut one. */
function postOrder(url: string, productId: number): Promise<OrderOutcome> {
  const body = buildOrderRequest([{ productId, quantity: 1 }]);
  const payload = JSON.stringify(body);
  const outcome: OrderOutcome = { idempotencyKey: body.idempotencyKey };
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
        response.resume();
        response.on("end", () => resolve({ ...outcome, status: response.statusCode! }));
        response.on("aborted", () => resolve({ ...outcome, failure: "cut off mid-answer" }));
      },
    );
    request.on("error", (error: NodeJS.ErrnoException) =>
      resolve({ ...outcome, failure: error.code ?? error.message }),
    );
    request.end(payload);
  });
}

async function committedOrderKeys(env: Record<string, string>): Promise<Set<string>> {
  const database = await openDatabase({ dataDir: env.DATA_DIR!, databaseUrl: env.DATABASE_URL });
  try {
    const rows = await database.db.selectFrom("orders").select("idempotency_key").execute();
    return new Set(rows.map((row) => row.idempotency_key!));
  } finally {
    await database.close();
  }
}

async function openEventStream(url: string) {
  const stream = readEvents(await fetch(`${url}/api/events/catalogue`));
  expect(await stream.next()).toMatch(/^retry: /);
  return stream;
}

describe("stopping the server", { timeout: 60_000 }, () => {
  it("answers every order it committed when stopped under load with an event stream open", async () => {
    const env = await databaseEnv();
    const productId = await addProduct(env);
    server = await startServerProcess(env);
    const { url } = server;
    const stream = await openEventStream(url);

    const outcomes: OrderOutcome[] = [];
    let answeredBeforeSignal = 0;
    let signalled = false;
    // Each customer keeps ordering until the server no longer takes connections.
    const customers = Array.from({ length: 8 }, async () => {
      for (;;) {
        const outcome = await postOrder(url, productId);
        outcomes.push(outcome);
        if (!signalled && outcome.status === 201) answeredBeforeSignal += 1;
        if (outcome.failure) return;
      }
    });
    while (answeredBeforeSignal < 40) await new Promise((resolve) => setTimeout(resolve, 10));
    signalled = true;
    server.child.kill("SIGTERM");
    const code = await server.exited;
    await Promise.all(customers);
    await stream.end();

    const committed = await committedOrderKeys(env);
    const answered = outcomes.filter((outcome) => outcome.status === 201);
    const lost = answered.filter((outcome) => !committed.has(outcome.idempotencyKey));
    const unanswered = outcomes.filter(
      (outcome) => committed.has(outcome.idempotencyKey) && outcome.status !== 201,
    );
    const failures = outcomes.filter((outcome) => outcome.failure);
    console.log(
      `Stopped under load (${testDatabase!.kind}): ${answered.length} orders answered 201 ` +
        `(${answered.length - answeredBeforeSignal} after SIGTERM), ${lost.length} lost, ` +
        `${unanswered.length} committed but not answered; ` +
        `connections not taken: ${failures.map((outcome) => outcome.failure).join(", ")}`,
    );
    expect(code).toBe(0);
    expect(lost).toEqual([]);
    expect(unanswered).toEqual([]);
    expect(
      outcomes.filter((outcome) => outcome.status !== undefined && outcome.status !== 201),
    ).toEqual([]);
    expect(failures.filter((outcome) => outcome.failure === "cut off mid-answer")).toEqual([]);
    // Each order answered was also announced to the order dashboard before the bus closed.
    expect(server.output()).not.toContain("Could not announce order");
    expect(server.output()).toContain("Closed.");
  });

  it("stops at once with only idle storefront pages open, ending their event streams", async () => {
    server = await startServerProcess({
      ...(await databaseEnv()),
      PUBLIC_URL: "https://shop.example.in",
    });
    const streams = await Promise.all([1, 2, 3].map(() => openEventStream(server!.url)));
    const signalledAt = performance.now();
    server.child.kill("SIGTERM");
    const code = await server.exited;
    const stopMs = performance.now() - signalledAt;
    console.log(`Stopped with 3 idle event streams open in ${Math.round(stopMs)} ms`);
    await Promise.all(streams.map((stream) => stream.end()));
    expect(code).toBe(0);
    expect(stopMs).toBeLessThan(PROMPT_STOP_MS);
    expect(server.output()).toContain("Closed.");
    expect(server.output()).not.toContain("PUBLIC_URL is not set");
  });
});

describe("the server as `npm start` starts it", { timeout: 60_000 }, () => {
  it("is the process that receives the signal, and runs its own shutdown", async () => {
    server = await startAsNpmStartDoes(await databaseEnv());
    expect(server.output()).toContain(`(process ${server.child.pid})`);
    process.kill(server.child.pid!, "SIGTERM");
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain("SIGTERM: finishing requests in progress");
    expect(server.output()).toContain("Closed.");
  });

  it("shuts down cleanly when its whole process group is signalled, warning of a missing PUBLIC_URL", async () => {
    server = await startAsNpmStartDoes(await databaseEnv());
    expect(server.output()).toContain(
      "PUBLIC_URL is not set, so canonical links and the sitemap take the host name from each request's Host header",
    );
    // Pages in flight, as when systemd or Docker stops a busy shop.
    const pages = Array.from({ length: 20 }, () =>
      fetch(`${server!.url}/`).then(
        (response) => response.text(),
        () => undefined,
      ),
    );
    process.kill(-server.child.pid!, "SIGTERM");
    expect(await server.exited).toBe(0);
    await Promise.allSettled(pages);
    expect(server.output()).toContain("Closed.");
  });
});
