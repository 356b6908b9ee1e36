import fs from "node:fs/promises";
import path from "node:path";
import { pino } from "pino";
import { afterEach, describe, expect, it, vi } from "vitest";
import { listBackups, makeBackup, restoreBackup } from "../../server/backup/backup";
import { DataDirInUseError } from "../../server/backup/data-dir-lock";
import { loadConfig } from "../../server/env";
import { listJobRuns } from "../../server/jobs/job-runs.repository";
import { Scheduler } from "../../server/jobs/scheduler";
import { backupJob } from "../../server/backup/schedule";
import { TRACKING_KEY_FILE } from "../../server/modules/orders/tracking-links";
import { openShop } from "../../server/shop";
import {
  createTestDatabase,
  databaseEnvOf,
  testDatabaseKind,
  type TestDatabase,
} from "../setup/test-database";

/** The SQLite database copied under order load: tests/integration-sqlite/backup-under-load.test.ts. */
let testDatabase: TestDatabase | undefined;

afterEach(async () => {
  await testDatabase?.drop();
  testDatabase = undefined;
});

async function databaseEnv(): Promise<Record<string, string>> {
  testDatabase = await createTestDatabase();
  return { ...databaseEnvOf(testDatabase), SEED_DEMO: "false" };
}

describe("backups of DATA_DIR", () => {
  it("copy the uploads and the tracking-link key, keep the newest N, and restore them; never beside an open shop", async () => {
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

    const trackingKey = path.join(dataDir, TRACKING_KEY_FILE);
    const keyAtBackup = await fs.readFile(trackingKey, "utf8");
    await fs.writeFile(image, "changed since the backup");
    await fs.rm(trackingKey);
    const restored = await restoreBackup(dataDir, "2026-11-23T12-00-00-000Z");
    expect(await fs.readFile(image, "utf8")).toBe("image bytes");
    // Without the same key, every private tracking link sent to a customer would stop working.
    expect(await fs.readFile(trackingKey, "utf8")).toBe(keyAtBackup);
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

  it("are made every BACKUP_HOURS while the server runs, at the slot's start, each run claimed once", async () => {
    const env = await databaseEnv();
    const shop = await openShop(loadConfig({ NODE_ENV: "test", ...env }), { ensureAdmin: false });
    const every = 6 * 60 * 60 * 1000;
    const slotStart = (Math.floor(Date.now() / every) + 1) * every;
    // The scheduler's clock stands just before the next 6-hour slot, so its real timer fires at once.
    const scheduler = new Scheduler(
      shop.database.db,
      pino({ level: "silent" }),
      () => slotStart - 5,
    );
    try {
      scheduler.every(backupJob(shop, 6));
      // A backup on a busy machine may take seconds: wait for it rather than for a fixed time.
      await vi.waitFor(
        async () =>
          expect(await listJobRuns(shop.database.db, "backup")).toEqual([
            expect.objectContaining({
              slot: new Date(slotStart).toISOString(),
              finished_at: expect.any(String),
              failure: null,
            }),
          ]),
        { timeout: 20_000, interval: 100 },
      );
      expect(await listBackups(path.join(env.DATA_DIR!, "backups"))).toHaveLength(1);
    } finally {
      scheduler.stop();
      await shop.close();
    }
  });
});
