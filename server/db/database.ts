import fs from "node:fs";
import path from "node:path";
import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { surviveLostConnections } from "./database-unavailable";
import type { Database } from "./schema";
import { connectToSqliteFile, sqliteKysely } from "./sqlite";
import { WriteLock } from "./write-lock";

export type DialectName = "sqlite" | "postgres";

export interface ShopDatabase {
  db: Kysely<Database>;
  dialect: DialectName;
  /** A short human description for logs, never including a password. */
  description: string;
  /**
   * SQLite only: the file, for the order writer's own connection on its worker thread, and the
   * turns at writing that the writer and `db` take (decision 23).
   */
  sqlite?: { file: string; writes: WriteLock };
  close(): Promise<void>;
}

export class DatabaseStartupError extends Error {
  override name = "DatabaseStartupError";
}

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
}

export async function openDatabase(options: DatabaseOptions): Promise<ShopDatabase> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openSqlite(options.dataDir);
}

/** Makes sure DATA_DIR is a writable folder (creating it when missing), or stops with a clear error. */
export function prepareDataDir(dataDir: string): void {
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.accessSync(dataDir, fs.constants.W_OK);
  } catch (error) {
    throw new DatabaseStartupError(
      `DATA_DIR ${dataDir} cannot be used as the shop's data folder: ${(error as Error).message}`,
    );
  }
  if (!fs.statSync(dataDir).isDirectory()) {
    throw new DatabaseStartupError(`DATA_DIR ${dataDir} is not a folder`);
  }
}

function openSqlite(dataDir: string): ShopDatabase {
  prepareDataDir(dataDir);
  const file = path.join(dataDir, "shop.db");
  let sqlite: ReturnType<typeof connectToSqliteFile>;
  try {
    sqlite = connectToSqliteFile(file);
  } catch (error) {
    throw new DatabaseStartupError(
      `The shop database ${file} cannot be opened (${(error as Error).message}). ` +
        "If the file is damaged, restore it from a backup or move it away to start empty.",
    );
  }
  const writes = new WriteLock();
  const db = sqliteKysely(sqlite, writes);
  return {
    db,
    dialect: "sqlite",
    description: `SQLite ${file}`,
    sqlite: { file, writes },
    close: () => db.destroy(),
  };
}

const INT8_OID = 20;

async function openPostgres(databaseUrl: string): Promise<ShopDatabase> {
  const url = new URL(databaseUrl);
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    connectionTimeoutMillis: 5000,
    // Counts and sums come back as int8; paise totals stay far below 2^53, so numbers are exact.
    types: {
      getTypeParser: ((oid: number, format?: "text" | "binary") =>
        oid === INT8_OID
          ? Number
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  surviveLostConnections(pool, "Database");
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  try {
    await sql`SELECT 1`.execute(db);
  } catch (error) {
    await db.destroy();
    throw new DatabaseStartupError(
      `PostgreSQL at ${url.host}${url.pathname} cannot be reached: ${(error as Error).message}`,
    );
  }
  return {
    db,
    dialect: "postgres",
    description: `PostgreSQL ${url.host}${url.pathname}`,
    close: () => db.destroy(),
  };
}

export async function isDatabaseReachable(db: Kysely<Database>): Promise<boolean> {
  try {
    await sql`SELECT 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
