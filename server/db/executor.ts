import { PostgresAdapter, type Kysely, type Transaction } from "kysely";
import type { Database } from "./schema";

/**
 * What every repository function takes first: the database or a transaction on it, so a service
 * can run several repository calls in one transaction.
 */
export type Executor = Kysely<Database> | Transaction<Database>;

/** For the few queries the two databases spell differently (date arithmetic, case in LIKE). */
export function isPostgres(db: Executor): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** For repository functions that rely on running inside a transaction (e.g. to hold row locks). */
export type TransactionExecutor = Transaction<Database>;
