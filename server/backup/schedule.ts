import type { TimedJob } from "../jobs/scheduler";
import type { Shop } from "../shop";
import { makeBackup } from "./backup";

const HOUR_MS = 60 * 60 * 1000;

/**
 * `BACKUP_HOURS`: a backup every so many hours while the server runs, as `npm run backup` makes,
 * at the same hours whenever the server started, and once however many instances run it.
 */
export function backupJob(shop: Shop, hours: number): TimedJob {
  return {
    name: "backup",
    everyMs: hours * HOUR_MS,
    run: async () => {
      const result = await makeBackup({
        dataDir: shop.config.dataDir,
        dialect: shop.database.dialect,
        keep: shop.settings.current().backupsToKeep,
      });
      return { folder: result.folder, removed: result.removed.length };
    },
  };
}
