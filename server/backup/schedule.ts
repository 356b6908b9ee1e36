import type { Shop } from "../shop";
import { makeBackup } from "./backup";

const HOUR_MS = 60 * 60 * 1000;

/** `BACKUP_HOURS`: a backup every so many hours while the server runs, as `npm run backup` makes. */
export function scheduleBackups(shop: Shop, hours: number): { stop(): void } {
  const timer = setInterval(() => {
    makeBackup({
      dataDir: shop.config.dataDir,
      dialect: shop.database.dialect,
      keep: shop.settings.current().backupsToKeep,
    }).then(
      (result) => console.log(`Automatic backup made: ${result.folder}`),
      (error: unknown) => console.error(`The automatic backup failed: ${(error as Error).message}`),
    );
  }, hours * HOUR_MS);
  // A backup due later never keeps a stopping server alive.
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
