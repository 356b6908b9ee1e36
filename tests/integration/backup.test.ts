import { spawn } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { listBackups, makeBackup, restoreBackup } from "../../server/backup/backup";
import { DataDirInUseError } from "../../server/backup/data-dir-lock";
import { scheduleBackups } from "../../server/backup/schedule";
import { openDatabase } from "../../server/db/database";
import { loadConfig } from "../../server/env";
import { openShop } from "../../server/shop";
import { buildOrderRequest } from "../factories/order";
import { buildProduct } from "../factories/product";
import { killServerProcess, startServerProcess, type ServerProcess } from "../setup/server-process";
import {
  createTestDatabase,
  databaseEnvOf,
  testDatabaseKind,
  type TestDatabase,
} from "../setup/test-database";

let testDatabase: TestDatabase | undefined;
let server: ServerProcess | undefined;
const folders: string[] = [];

afterEach(async () => {
  await killServerProcess(server);
  await testDatabase?.drop();
  [server, testDatabase] = [undefined, undefined];
  await Promise.all(folders.splice(0).map((folder) => fs.rm(folder, { recursive: true })));
});

async function databaseEnv(): Promise<Record<string, string>> {
  testDatabase = await createTestDatabase();
  return { ...databaseEnvOf(testDatabase), ORDER_RATE_LIMIT_BURST: "0", SEED_DEMO: "false" };
}

async function freshFolder(): Promise<string> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), "dukan-restore-"));
  folders.push(folder);
  return folder;
}

/** `npm run backup` / `npm run restore`, from the sources, as their own processes. */
async function backupCli(
  env: Record<string, string>,
  ...args: string[]
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/cli/backup.ts", ...args], {
    env: { ...process.env, NODE_ENV: "production", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const [code] = await once(child, "exit");
  return { code: code as number | null, output };
}

async function orderKeys(dataDir: string, databaseUrl?: string): Promise<Set<string>> {
  const database = await openDatabase({ dataDir, databaseUrl });
  try {
    const rows = await database.db.selectFrom("orders").select("idempotency_key").execute();
    return new Set(rows.map((row) => row.idempotency_key!));
  } finally {
    await database.close();
  }
}

describe.runIf(testDatabaseKind() === "sqlite")("a backup while customers order", () => {
  it("holds every order answered before it started, restored into a fresh DATA_DIR; a restore beside the running shop is refused", async () => {
    const env = await databaseEnv();
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
    expect(refused.output).toContain(`A shop is running on DATA_DIR ${env.DATA_DIR}`);

    ordering = false;
    await Promise.all(customers);
    const restoredDir = await freshFolder();
    const restored = await backupCli({ ...env, DATA_DIR: restoredDir }, "restore", folder);
    expect(restored.output).toContain("Restored the backup of");
    expect(restored.code).toBe(0);

    const keys = await orderKeys(restoredDir);
    const missing = answeredBefore.filter((order) => !keys.has(order.key));
    const live = await orderKeys(env.DATA_DIR!);
    console.log(
      `Backup under load: ${answeredBefore.length} orders answered before it started, ` +
        `${answeredDuring} while it ran; the restored copy holds ${keys.size}, ${missing.length} missing`,
    );
    expect(missing).toEqual([]);
    // A consistent copy: nothing in it that the shop itself does not have.
    expect([...keys].filter((key) => !live.has(key))).toEqual([]);
  });
});

describe("backups of DATA_DIR", () => {
  it("copy the uploads, keep the newest N, and restore them; never beside an open shop", async () => {
    const env = await databaseEnv();
    const dataDir = env.DATA_DIR!;
    const dialect = testDatabaseKind();
    const shop = await openShop(loadConfig({ NODE_ENV: "test", ...env }), { ensureAdmin: false });
    const image = path.join(dataDir, "uploads", "products", "abc-480.webp");
    await fs.mkdir(path.dirname(image), { recursive: true });
    await fs.writeFile(image, "image bytes");
    await fs.writeFile(`${image}.1234.partial`, "half an image");

    const made = [];
    for (const hour of [10, 11, 12]) {
      const now = new Date(`2026-11-23T${hour}:00:00.000Z`);
      made.push(await makeBackup({ dataDir, dialect, keep: 2, now }));
    }
    const backupsDir = path.join(dataDir, "backups");
    expect(await listBackups(backupsDir)).toEqual([
      "2026-11-23T11-00-00-000Z",
      "2026-11-23T12-00-00-000Z",
    ]);
    expect(made[2]!.removed).toEqual([path.join(backupsDir, "2026-11-23T10-00-00-000Z")]);
    expect(made[2]!.manifest).toMatchObject({
      database: dialect,
      includesDatabase: dialect === "sqlite",
      uploadFiles: 1,
    });

    await expect(restoreBackup(dataDir, "2026-11-23T12-00-00-000Z")).rejects.toThrow(
      DataDirInUseError,
    );
    await shop.close();

    await fs.writeFile(image, "changed since the backup");
    const restored = await restoreBackup(dataDir, "2026-11-23T12-00-00-000Z");
    expect(await fs.readFile(image, "utf8")).toBe("image bytes");
    await expect(fs.access(`${image}.1234.partial`)).rejects.toThrow();
    expect(
      await fs.readFile(
        path.join(restored.previousDataFolder!, "uploads", "products", "abc-480.webp"),
        "utf8",
      ),
    ).toBe("changed since the backup");
    await expect(restoreBackup(dataDir, "no-such-backup")).rejects.toThrow(
      /no-such-backup is not a backup folder .* 2026-11-23T11-00-00-000Z, 2026-11-23T12-00-00-000Z/,
    );
  });

  it("are made every BACKUP_HOURS while the server runs", async () => {
    const env = await databaseEnv();
    const shop = await openShop(loadConfig({ NODE_ENV: "test", ...env }), { ensureAdmin: false });
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const logged = vi.spyOn(console, "log").mockImplementation(() => {});
    try {
      const schedule = scheduleBackups(shop, 6);
      vi.advanceTimersByTime(6 * 60 * 60 * 1000);
      schedule.stop();
      await vi.waitFor(() =>
        expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^Automatic backup made: /)),
      );
      expect(await listBackups(path.join(env.DATA_DIR!, "backups"))).toHaveLength(1);
    } finally {
      logged.mockRestore();
      vi.useRealTimers();
      await shop.close();
    }
  });
});
