import { spawn } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/database";
import { loadConfig } from "../../server/env";
import { openShop } from "../../server/shop";
import { buildOrderRequest } from "../factories/order";
import { buildProduct } from "../factories/product";
import {
  compiledCommand,
  killServerProcess,
  startServerProcess,
  type ServerProcess,
} from "../setup/server-process";
import { createTestDatabase, databaseEnvOf, type TestDatabase } from "../setup/test-database";

/**
 * `npm run backup` beside a server taking orders, then `npm run restore` into a fresh DATA_DIR.
 * SQLite only: on PostgreSQL the database is backed up with pg_dump (see the README).
 */
let testDatabase: TestDatabase | undefined;
let server: ServerProcess | undefined;
let restoredDir: string | undefined;

afterEach(async () => {
  await killServerProcess(server);
  await testDatabase?.drop();
  if (restoredDir) await fs.rm(restoredDir, { recursive: true, force: true });
  [server, testDatabase, restoredDir] = [undefined, undefined, undefined];
});

/** `npm run backup` / `npm run restore`, compiled, as their own processes. */
async function backupCli(
  env: Record<string, string>,
  ...args: string[]
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, compiledCommand("backup", ...args), {
    env: { ...process.env, NODE_ENV: "production", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const [code] = await once(child, "exit");
  return { code: code as number | null, output };
}

async function orderKeys(dataDir: string): Promise<Set<string>> {
  const database = await openDatabase({ dataDir });
  try {
    const rows = await database.db.selectFrom("orders").select("idempotency_key").execute();
    return new Set(rows.map((row) => row.idempotency_key!));
  } finally {
    await database.close();
  }
}

describe("a backup while customers order", () => {
  it("holds every order answered before it started, restored into a fresh DATA_DIR; a restore beside the running shop is refused", async () => {
    testDatabase = await createTestDatabase("sqlite");
    const env: Record<string, string> = {
      ...databaseEnvOf(testDatabase),
      ORDER_RATE_LIMIT_BURST: "0",
      SEED_DEMO: "false",
    };
    const shop = await openShop(loadConfig({ NODE_ENV: "test", ...env }), { ensureAdmin: false });
    const [productId] = await shop.catalogue.addProducts([
      buildProduct({ inStock: true, maxQuantity: 5 }),
    ]);
    await shop.close();
    server = await startServerProcess(env);
    const { url } = server;

    const answered: { key: string; at: number }[] = [];
    let ordering = true;
    const customers = Array.from({ length: 6 }, async () => {
      while (ordering) {
        const body = buildOrderRequest([{ productId: productId!, quantity: 1 }]);
        const response = await fetch(`${url}/api/orders`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(body),
        });
        await response.body?.cancel();
        if (response.status === 201)
          answered.push({ key: body.idempotencyKey, at: performance.now() });
      }
    });
    while (answered.length < 30) await new Promise((resolve) => setTimeout(resolve, 10));

    const backupStartedAt = performance.now();
    const answeredBefore = answered.filter((order) => order.at < backupStartedAt);
    const backup = await backupCli(env, "backup");
    const answeredDuring = answered.filter((order) => order.at >= backupStartedAt).length;
    expect(backup.output).toMatch(/Backup made: .* \(database and 0 uploaded files\)/);
    expect(backup.code).toBe(0);
    const folder = /Backup made: (.*) \(/.exec(backup.output)![1]!;

    const refused = await backupCli(env, "restore", folder);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(`A shop is running on DATA_DIR ${testDatabase.dataDir}`);

    ordering = false;
    await Promise.all(customers);
    restoredDir = await fs.mkdtemp(path.join(os.tmpdir(), "dukan-restore-"));
    const restored = await backupCli({ ...env, DATA_DIR: restoredDir }, "restore", folder);
    expect(restored.output).toContain("Restored the backup of");
    expect(restored.code).toBe(0);

    const keys = await orderKeys(restoredDir);
    const missing = answeredBefore.filter((order) => !keys.has(order.key));
    const live = await orderKeys(testDatabase.dataDir);
    console.log(
      `Backup under load: ${answeredBefore.length} orders answered before it started, ` +
        `${answeredDuring} while it ran; the restored copy holds ${keys.size}, ${missing.length} missing`,
    );
    expect(missing).toEqual([]);
    // A consistent copy: nothing in it that the shop itself does not have.
    expect([...keys].filter((key) => !live.has(key))).toEqual([]);
  });
});
