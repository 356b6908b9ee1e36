import type { Kysely, Transaction } from "kysely";
import {
  TRACKING_FAILURE_LIMIT,
  TRACKING_FAILURE_WINDOW_MS,
  TRACKING_LOCKOUT_MS,
} from "../../../domain/order-tracking";
import type { Database } from "../../db/schema";
import { lockLoginAttemptKeys } from "../admin/admin.repository";
import {
  deleteLookupFailuresBefore,
  insertLookupFailure,
  recentLookupFailures,
} from "./lookup-lockout.repository";

export type MissedOrLocked = { kind: "not-found" } | { kind: "locked" };

/**
 * The anti-guessing rule of every customer lookup by number and mobile, orders and repairs alike
 * (issues 12 and 13, decision 16): each miss counts against the address, and an address with too
 * many is refused for a while. Counting, `find` and recording run in one transaction holding the
 * address's `tracking:<address>` key, so concurrent guesses on any instance are counted one after
 * another; `find` must run its queries on that transaction (SQLite has one connection).
 */
export function lookupWithLockout<T>(
  db: Kysely<Database>,
  address: string,
  now: Date,
  find: (trx: Transaction<Database>) => Promise<T | undefined>,
): Promise<T | MissedOrLocked> {
  return db.transaction().execute(async (trx) => {
    await lockLoginAttemptKeys(trx, [`tracking:${address}`], now.toISOString());
    if (await lockedOut(trx, address, now)) return { kind: "locked" } as const;
    const found = await find(trx);
    if (found === undefined) {
      await insertLookupFailure(trx, address, now.toISOString());
      return { kind: "not-found" } as const;
    }
    return found;
  });
}

/** Forgets failed lookups too old to count; run now and then. */
export async function pruneLookupFailures(db: Kysely<Database>, now = new Date()): Promise<void> {
  const before = new Date(now.getTime() - TRACKING_FAILURE_WINDOW_MS - TRACKING_LOCKOUT_MS);
  await deleteLookupFailuresBefore(db, before.toISOString());
}

/**
 * Locked for 15 minutes after the 10th failure that fell within 15 minutes of the first of
 * them; lookups refused while locked are not counted, so the lock does not extend itself.
 */
async function lockedOut(trx: Transaction<Database>, address: string, now: Date) {
  const since = new Date(now.getTime() - TRACKING_FAILURE_WINDOW_MS - TRACKING_LOCKOUT_MS);
  const failures = await recentLookupFailures(
    trx,
    address,
    since.toISOString(),
    TRACKING_FAILURE_LIMIT,
  );
  if (failures.length < TRACKING_FAILURE_LIMIT) return false;
  const newest = Date.parse(failures[0]!);
  const oldest = Date.parse(failures[failures.length - 1]!);
  return (
    newest - oldest <= TRACKING_FAILURE_WINDOW_MS && now.getTime() < newest + TRACKING_LOCKOUT_MS
  );
}
