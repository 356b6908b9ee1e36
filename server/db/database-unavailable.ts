import type pg from "pg";
import { serviceLog } from "../service-log";

const log = serviceLog("database");

/** How long a client should wait before trying again while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Socket failures between the shop and its database server. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * PostgreSQL SQLSTATEs that mean "the server is not there for you right now", whatever the query:
 * admin shutdown (pg_terminate_backend, a restart), crash shutdown, starting up, too many
 * connections. Class 08 (connection exceptions) is matched by its prefix.
 */
const POSTGRES_CODES = new Set(["57P01", "57P02", "57P03", "53300"]);

/** node-postgres reports a lost or never-made connection as a plain Error with one of these. */
const PG_CLIENT_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error and is not queryable",
  "Cannot use a pool after calling end on the pool",
];

/**
 * True when a query failed because the database cannot be reached (or is busy past its timeout),
 * not because of what the query asked: the caller may answer 503 and the client may try again.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  if (typeof code === "string") {
    if (NETWORK_CODES.has(code) || POSTGRES_CODES.has(code) || code.startsWith("08")) return true;
    // Another process holds the SQLite file past busy_timeout, or the disk under it failed.
    if (code === "SQLITE_BUSY" || code.startsWith("SQLITE_IOERR")) return true;
  }
  // A FATAL report ends the session (e.g. "database is not currently accepting connections").
  if (severity === "FATAL" || severity === "PANIC") return true;
  if (PG_CLIENT_MESSAGES.some((message) => error.message.startsWith(message))) return true;
  // Connecting to a host name with several addresses fails with one error per address.
  if (error instanceof AggregateError) return error.errors.some(isDatabaseUnavailable);
  return error.cause !== undefined && isDatabaseUnavailable(error.cause);
}

/**
 * node-postgres emits 'error' on a pool's idle connection, and on a connection in use, when the
 * server drops it; unhandled, that event ends the process. The pool removes the broken connection
 * itself and opens a new one when next asked, so a line in the log is all that is needed.
 */
export function surviveLostConnections(pool: pg.Pool, what: string): void {
  pool.on("error", (error) => {
    log.error(`${what}: a PostgreSQL connection was lost (${error.message})`);
  });
  // The query running on a connection in use fails with the same error and is answered from there.
  pool.on("connect", (client) => client.on("error", () => {}));
}
