import fs from "node:fs/promises";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import type { DialectName } from "../db/database";
import { TRACKING_KEY_FILE } from "../modules/orders/tracking-links";
import { holdExclusiveLock, holdSharedLock } from "./data-dir-lock";

/**
 * Backups of a DATA_DIR: `DATA_DIR/backups/<time>/` holds `shop.db` (SQLite only: PostgreSQL is
 * backed up with pg_dump, see the README), `uploads/`, the key of the customers' private tracking
 * links (without it every link sent to a customer would stop working) and `backup.json`. A backup is made in a
 * `.partial` folder and renamed when whole, so an interrupted one is never taken for a backup.
 */
export const BACKUPS_FOLDER = "backups";
const DATABASE_FILE = "shop.db";
const UPLOADS_FOLDER = "uploads";
const MANIFEST = "backup.json";
const PARTIAL = ".partial";
/** Names sort in time order: 2026-11-23T10-15-00-000Z. */
const BACKUP_NAME = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z$/;
/** A `.partial` folder this old is left over from a backup that was cut off. */
const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;
/** Pages per step of SQLite's online backup: all of them, so the copy is one consistent read. */
const ALL_PAGES = 0x7fffffff;

export interface BackupManifest {
  createdAt: string;
  database: DialectName;
  /** Whether `shop.db` is in the backup (SQLite). */
  includesDatabase: boolean;
  uploadFiles: number;
}

export interface BackupResult {
  folder: string;
  manifest: BackupManifest;
  /** Older backups deleted to keep the newest ones. */
  removed: string[];
}

export interface BackupOptions {
  dataDir: string;
  dialect: DialectName;
  /** How many backups to keep, this one included (the shop setting `backupsToKeep`). */
  keep: number;
  now?: Date;
}

export class BackupError extends Error {
  override name = "BackupError";
}

function backupName(now: Date): string {
  return now.toISOString().replace(/[:.]/g, "-");
}

/**
 * Copies the shop's data while it runs. The database is copied with SQLite's online backup API in
 * one step, a single read transaction: every order committed before the backup started is in it,
 * and none half. Uploads are copied after the database, so every image its products name is there
 * (stored images are never changed, only added).
 */
export async function makeBackup(options: BackupOptions): Promise<BackupResult> {
  const { dataDir, dialect } = options;
  const keep = Math.max(1, Math.floor(options.keep));
  const now = options.now ?? new Date();
  const lock = holdSharedLock(dataDir);
  try {
    const backupsDir = path.join(dataDir, BACKUPS_FOLDER);
    const name = backupName(now);
    const folder = path.join(backupsDir, name);
    const partial = folder + PARTIAL;
    await fs.mkdir(partial, { recursive: true });
    const includesDatabase = dialect === "sqlite";
    if (includesDatabase) {
      const source = new SqliteDatabase(path.join(dataDir, DATABASE_FILE), {
        fileMustExist: true,
      });
      try {
        await source.backup(path.join(partial, DATABASE_FILE), { progress: () => ALL_PAGES });
      } finally {
        source.close();
      }
    }
    const uploadFiles = await copyUploads(
      path.join(dataDir, UPLOADS_FOLDER),
      path.join(partial, UPLOADS_FOLDER),
    );
    if (await exists(path.join(dataDir, TRACKING_KEY_FILE))) {
      await fs.copyFile(
        path.join(dataDir, TRACKING_KEY_FILE),
        path.join(partial, TRACKING_KEY_FILE),
      );
    }
    const manifest: BackupManifest = {
      createdAt: now.toISOString(),
      database: dialect,
      includesDatabase,
      uploadFiles,
    };
    await fs.writeFile(path.join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    await fs.rename(partial, folder);
    const removed = await pruneBackups(backupsDir, keep);
    return { folder, manifest, removed };
  } finally {
    lock.release();
  }
}

/** Copies the uploads folder, leaving out files still being written (`*.partial`). */
async function copyUploads(from: string, to: string): Promise<number> {
  let count = 0;
  try {
    await fs.cp(from, to, {
      recursive: true,
      filter: async (source) => {
        if (source.endsWith(PARTIAL)) return false;
        if ((await fs.stat(source)).isFile()) count += 1;
        return true;
      },
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  return count;
}

/** The finished backups in a backups folder, oldest first. */
export async function listBackups(backupsDir: string): Promise<string[]> {
  const entries = await fs.readdir(backupsDir).catch(() => [] as string[]);
  return entries.filter((entry) => BACKUP_NAME.test(entry)).sort();
}

async function pruneBackups(backupsDir: string, keep: number): Promise<string[]> {
  const backups = await listBackups(backupsDir);
  const removed = backups.slice(0, Math.max(0, backups.length - keep));
  for (const name of removed) {
    await fs.rm(path.join(backupsDir, name), { recursive: true, force: true });
  }
  for (const entry of await fs.readdir(backupsDir)) {
    if (!entry.endsWith(PARTIAL)) continue;
    const stat = await fs.stat(path.join(backupsDir, entry));
    if (Date.now() - stat.mtimeMs > ABANDONED_AFTER_MS) {
      await fs.rm(path.join(backupsDir, entry), { recursive: true, force: true });
    }
  }
  return removed.map((name) => path.join(backupsDir, name));
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Where the data the restore replaced was moved, so a wrong restore can be undone. */
  previousDataFolder: string | undefined;
}

/**
 * Puts a backup back into DATA_DIR. Refused while any shop has DATA_DIR open; a shop cannot start
 * until it has finished. What it replaces is moved to `DATA_DIR/before-restore-<time>/`, not deleted.
 * `backup` is a backup folder, or the name of one in `DATA_DIR/backups/`.
 */
export async function restoreBackup(
  dataDir: string,
  backup: string,
  now: Date = new Date(),
): Promise<RestoreResult> {
  const folder = await findBackup(dataDir, backup);
  const manifest = JSON.parse(
    await fs.readFile(path.join(folder, MANIFEST), "utf8"),
  ) as BackupManifest;
  if (manifest.includesDatabase) checkDatabaseCopy(path.join(folder, DATABASE_FILE));
  await fs.mkdir(dataDir, { recursive: true });
  const lock = holdExclusiveLock(dataDir);
  try {
    const replaced = [
      ...(manifest.includesDatabase
        ? [DATABASE_FILE, `${DATABASE_FILE}-wal`, `${DATABASE_FILE}-shm`]
        : []),
      UPLOADS_FOLDER,
      ...((await exists(path.join(folder, TRACKING_KEY_FILE))) ? [TRACKING_KEY_FILE] : []),
    ];
    const previous = path.join(dataDir, `before-restore-${backupName(now)}`);
    let moved = false;
    for (const entry of replaced) {
      const from = path.join(dataDir, entry);
      if (!(await exists(from))) continue;
      await fs.mkdir(previous, { recursive: true });
      await fs.rename(from, path.join(previous, entry));
      moved = true;
    }
    if (manifest.includesDatabase) {
      await fs.copyFile(path.join(folder, DATABASE_FILE), path.join(dataDir, DATABASE_FILE));
    }
    if (await exists(path.join(folder, UPLOADS_FOLDER))) {
      await fs.cp(path.join(folder, UPLOADS_FOLDER), path.join(dataDir, UPLOADS_FOLDER), {
        recursive: true,
      });
    }
    if (await exists(path.join(folder, TRACKING_KEY_FILE))) {
      await fs.copyFile(
        path.join(folder, TRACKING_KEY_FILE),
        path.join(dataDir, TRACKING_KEY_FILE),
      );
    }
    return { manifest, previousDataFolder: moved ? previous : undefined };
  } finally {
    lock.release();
  }
}

async function findBackup(dataDir: string, backup: string): Promise<string> {
  const candidates = [path.resolve(backup), path.join(dataDir, BACKUPS_FOLDER, backup)];
  for (const candidate of candidates) {
    if (await exists(path.join(candidate, MANIFEST))) return candidate;
  }
  const available = await listBackups(path.join(dataDir, BACKUPS_FOLDER));
  throw new BackupError(
    `${backup} is not a backup folder (it has no ${MANIFEST}).` +
      (available.length > 0
        ? ` Backups in ${path.join(dataDir, BACKUPS_FOLDER)}: ${available.join(", ")}`
        : ""),
  );
}

/** A damaged copy is refused before anything in DATA_DIR is touched. */
function checkDatabaseCopy(file: string): void {
  let result: unknown;
  try {
    const copy = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
    try {
      result = copy.pragma("quick_check", { simple: true });
    } finally {
      copy.close();
    }
  } catch (error) {
    throw new BackupError(`${file} cannot be read: ${(error as Error).message}`);
  }
  if (result !== "ok") throw new BackupError(`${file} is damaged: ${String(result)}`);
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}
