import { backupJob } from "../backup/schedule";
import type { Logger } from "../log";
import type { Shop } from "../shop";
import { Scheduler } from "./scheduler";

const MINUTE_MS = 60 * 1000;

/**
 * The server's timed work, each run once across instances: automatic backups (BACKUP_HOURS), the
 * hourly catch-up of bills not issued by themselves and, on PostgreSQL, forgetting the rate
 * limits' refilled buckets. A new timed job (a reminder) is one
 * more `scheduler.every(...)` here.
 */
export function startTimedJobs(shop: Shop, log: Logger): Scheduler {
  const scheduler = new Scheduler(shop.database.db, log);
  if (shop.config.backupHours > 0) scheduler.every(backupJob(shop, shop.config.backupHours));
  // A bill a crashed instance left unissued, while the others run on (decision 33).
  scheduler.every({
    name: "bill-catch-up",
    everyMs: 60 * MINUTE_MS,
    run: () => shop.automaticBills.catchUp(),
  });
  if (shop.database.dialect === "postgres") {
    scheduler.every({
      name: "prune-rate-limits",
      everyMs: 10 * MINUTE_MS,
      run: async () => ({ forgotten: await shop.rateLimits.prune() }),
    });
  }
  return scheduler;
}
