import path from "node:path";
import SqliteDatabase from "better-sqlite3";

/**
 * Who is using a DATA_DIR, told by an operating-system lock on `DATA_DIR/shop.lock` (SQLite's own
 * file locking): every open shop (the server, a CLI, a running backup) holds a shared lock, a
 * restore needs the exclusive one. The system drops a lock when its process ends, however it ends,
 * so a crashed shop never leaves a stale lock behind (a pid file would). Several shops may share a
 * DATA_DIR (instances on one PostgreSQL database); none can start while a restore runs.
 */
export interface DataDirLock {
  release(): void;
}

export class DataDirInUseError extends Error {
  override name = "DataDirInUseError";
}

const LOCK_FILE = "shop.lock";
/** A shop starting while another one creates the lock file waits this long for it. */
const SHARED_WAIT_MS = 2000;

function isBusy(error: unknown): boolean {
  const code = (error as { code?: string }).code ?? "";
  return code.startsWith("SQLITE_BUSY") || code.startsWith("SQLITE_LOCKED");
}

/** Held while a shop uses DATA_DIR: any number at once, but never beside a restore. */
export function holdSharedLock(dataDir: string): DataDirLock {
  const file = path.join(dataDir, LOCK_FILE);
  const lock = new SqliteDatabase(file, { timeout: SHARED_WAIT_MS });
  try {
    lock.exec("CREATE TABLE IF NOT EXISTS holder (note TEXT)");
    // A read transaction left open keeps SQLite's shared lock on the file until the connection closes.
    lock.exec("BEGIN");
    lock.prepare("SELECT count(*) FROM holder").get();
  } catch (error) {
    lock.close();
    if (isBusy(error)) {
      throw new DataDirInUseError(
        `DATA_DIR ${dataDir} is being restored from a backup; start the shop once the restore has finished.`,
      );
    }
    throw error;
  }
  return { release: () => lock.close() };
}

/** Held by a restore: refused at once while any shop has DATA_DIR open. */
export function holdExclusiveLock(dataDir: string): DataDirLock {
  const lock = new SqliteDatabase(path.join(dataDir, LOCK_FILE), { timeout: 0 });
  try {
    lock.exec("BEGIN EXCLUSIVE");
  } catch (error) {
    lock.close();
    if (isBusy(error)) {
      throw new DataDirInUseError(
        `A shop is running on DATA_DIR ${dataDir} (the server, or a backup or admin command). Stop it, then restore.`,
      );
    }
    throw error;
  }
  return {
    release: () => {
      lock.exec("ROLLBACK");
      lock.close();
    },
  };
}
