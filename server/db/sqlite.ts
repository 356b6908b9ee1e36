import SqliteDatabase from "better-sqlite3";
import {
  CompiledQuery,
  Kysely,
  SelectQueryNode,
  SqliteAdapter,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type DialectAdapter,
  type Driver,
  type SqliteDialectConfig,
} from "kysely";
import type { Database } from "./schema";
import type { WriteLock } from "./write-lock";

/**
 * A connection to the shop's SQLite file, set up as every connection to it must be: WAL, and
 * synchronous=FULL so an order the customer was told about survives a crash (decision 11).
 */
export function connectToSqliteFile(file: string): SqliteDatabase.Database {
  const sqlite = new SqliteDatabase(file);
  try {
    sqlite.pragma("journal_mode = WAL");
    sqlite.pragma("synchronous = FULL");
    sqlite.pragma("foreign_keys = ON");
    sqlite.pragma("busy_timeout = 5000");
    sqlite.prepare("SELECT count(*) FROM sqlite_master").get();
  } catch (error) {
    sqlite.close();
    throw error;
  }
  return sqlite;
}

/**
 * SQLite does run DDL inside transactions, but Kysely's adapter says it cannot, which would let a
 * failed migration leave the shop's file half-migrated. Claiming the capability makes the migrator
 * wrap every pending migration in one transaction.
 */
class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

/**
 * Transactions begin IMMEDIATE: a transaction that read first and then wants to write, after
 * another connection committed, would fail at once with SQLITE_BUSY_SNAPSHOT instead of waiting.
 * With a write lock (the main thread's connection) every transaction, and every statement outside
 * one that is not a SELECT, first waits for its turn, so the order writer's connection and this
 * one never wait for each other inside SQLite, where waiting blocks the thread.
 */
class ShopSqliteDriver extends SqliteDriver {
  #endTurn: (() => void) | undefined;

  constructor(
    config: SqliteDialectConfig,
    private readonly writes: WriteLock | undefined,
  ) {
    super(config);
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await super.acquireConnection();
    const writes = this.writes;
    if (!writes) return connection;
    return {
      executeQuery: (query) =>
        this.#endTurn || SelectQueryNode.is(query.query)
          ? connection.executeQuery(query)
          : writes.hold(() => connection.executeQuery(query)),
      streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
    };
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    this.#endTurn = this.writes ? await this.writes.acquire() : () => {};
    try {
      await connection.executeQuery(CompiledQuery.raw("begin immediate"));
    } catch (error) {
      this.#finishTurn();
      throw error;
    }
  }

  override async commitTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await super.commitTransaction(connection);
    } finally {
      this.#finishTurn();
    }
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await super.rollbackTransaction(connection);
    } finally {
      this.#finishTurn();
    }
  }

  #finishTurn(): void {
    this.#endTurn?.();
    this.#endTurn = undefined;
  }
}

class ShopSqliteDialect extends SqliteDialect {
  constructor(
    private readonly config: SqliteDialectConfig,
    private readonly writes: WriteLock | undefined,
  ) {
    super(config);
  }

  override createDriver(): Driver {
    return new ShopSqliteDriver(this.config, this.writes);
  }

  override createAdapter(): DialectAdapter {
    return new TransactionalDdlSqliteAdapter();
  }
}

/** Statements kept compiled per connection: the shop runs a few hundred different ones. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * better-sqlite3 compiles a statement at each `prepare`, and Kysely prepares every query it runs:
 * a tenth of the order writer's time went to compiling the same few statements again. Each is
 * compiled once and reused, except while a streaming read still holds it.
 */
function withStatementCache(sqlite: SqliteDatabase.Database): SqliteDialectConfig["database"] {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      const kept = statements.get(sql);
      if (kept && !kept.busy) {
        // Most recently used last, so the first is the one to forget.
        statements.delete(sql);
        statements.set(sql, kept);
        return kept;
      }
      const statement = sqlite.prepare(sql);
      if (!kept) {
        statements.set(sql, statement);
        if (statements.size > STATEMENT_CACHE_SIZE) {
          statements.delete(statements.keys().next().value!);
        }
      }
      return statement;
    },
  };
}

/**
 * Kysely on a connection to the shop's file. The main thread's connection passes the lock it
 * shares with the order writer; the order writer's own connection, whose caller holds a turn for
 * each transaction it asks for, passes none.
 */
export function sqliteKysely(
  sqlite: SqliteDatabase.Database,
  writes: WriteLock | undefined,
): Kysely<Database> {
  return new Kysely<Database>({
    dialect: new ShopSqliteDialect({ database: withStatementCache(sqlite) }, writes),
  });
}
