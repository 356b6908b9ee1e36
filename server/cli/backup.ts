/**
 * `npm run backup`: a consistent copy of the shop's data into DATA_DIR/backups/<time>/, while the
 * shop runs; keeps the newest `backupsToKeep` (a shop setting).
 * `npm run restore -- <folder>`: puts a backup back; refused while a shop runs on DATA_DIR.
 */
import { BackupError, makeBackup, restoreBackup } from "../backup/backup";
import { DataDirInUseError } from "../backup/data-dir-lock";
import { loadConfig } from "../env";
import { openShop } from "../shop";

const USAGE = `Usage:
  npm run backup
  npm run restore -- <backup folder, or its name in DATA_DIR/backups>`;

class UsageError extends Error {}

const PG_DUMP_HINT =
  "The database is PostgreSQL: back it up with pg_dump (see the README); this backup holds the uploads.";

async function backup(): Promise<void> {
  const shop = await openShop(
    { ...loadConfig(), seedDemo: false },
    { log: (message) => console.log(message), ensureAdmin: false },
  );
  try {
    const result = await makeBackup({
      dataDir: shop.config.dataDir,
      dialect: shop.database.dialect,
      keep: shop.settings.current().backupsToKeep,
    });
    console.log(
      `Backup made: ${result.folder} (${result.manifest.includesDatabase ? "database and " : ""}${result.manifest.uploadFiles} uploaded files).`,
    );
    for (const folder of result.removed) console.log(`Removed the older backup ${folder}.`);
    if (!result.manifest.includesDatabase) console.log(PG_DUMP_HINT);
    if (shop.config.storage.kind === "bucket") {
      console.log(
        `The pictures are in ${shop.storageDescription}, not in this backup: back the bucket up with its versioning or a copy (docs/deploy-cluster.md).`,
      );
    }
  } finally {
    await shop.close();
  }
}

async function restore(folder: string | undefined): Promise<void> {
  if (!folder) throw new UsageError(`restore needs the backup folder\n${USAGE}`);
  const config = loadConfig();
  const result = await restoreBackup(config.dataDir, folder);
  console.log(
    `Restored the backup of ${result.manifest.createdAt} into ${config.dataDir}` +
      (result.manifest.includesDatabase ? " (database and uploads)." : " (uploads)."),
  );
  if (result.previousDataFolder) {
    console.log(`What it replaced was moved to ${result.previousDataFolder}.`);
  }
  if (!result.manifest.includesDatabase) {
    console.log(
      "The backup holds no database (PostgreSQL): restore it with pg_restore (see the README).",
    );
  }
}

async function main([command, ...rest]: string[]): Promise<void> {
  if (command === "backup") return backup();
  if (command === "restore") return restore(rest[0]);
  throw new UsageError(USAGE);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const known =
    error instanceof UsageError ||
    error instanceof BackupError ||
    error instanceof DataDirInUseError;
  console.error(known ? (error as Error).message : error);
  process.exit(1);
});
