import type { Kysely, Transaction } from "kysely";
import {
  lookupLockedUntil,
  TRACKING_FAILURE_LIMIT,
  TRACKING_FAILURE_WINDOW_MS,
  TRACKING_LOCKOUT_MS,
  TRACKING_NUMBER_FAILURE_LIMIT,
} from "../../../domain/order-tracking";
import type { Database } from "../../db/schema";
import { lockLoginAttemptKeys } from "../admin/admin.repository";
import {
  deleteLookupFailuresBefore,
  insertLookupFailure,
  recentLookupFailures,
} from "./lookup-lockout.repository";

export type MissedOrLocked = { kind: "not-found" } | { kind: "locked"; until: Date };

/**
 * The anti-guessing rule of every customer lookup by number and mobile, orders and repairs alike
 * (issues 12, 13 and 34; decisions 16 and 35): each miss counts against the client's address and
 * against the number asked for, and either one with too many is refused for a while. A number's
 * lock stops guessing its mobile from many addresses; the address's far higher limit stops
 * sweeping many numbers, while customers sharing a carrier's address still find their own.
 * Counting, `find` and recording run in one transaction holding the address's and the number's
 * keys, so concurrent guesses on any instance are counted one after another; `find` must run its
 * queries on that transaction (SQLite has one connection).
 */
export function lookupWithLockout<T>(
  db: Kysely<Database>,
  lookup: { address: string; number: string },
  now: Date,
  find: (trx: Transaction<Database>) => Promise<T | undefined>,
): Promise<T | MissedOrLocked> {
  const { address, number } = lookup;
  return db.transaction().execute(async (trx) => {
    await lockLoginAttemptKeys(
      trx,
      [`tracking:${address}`, `tracking-number:${number}`],
      now.toISOString(),
    );
    const since = new Date(
      now.getTime() - TRACKING_FAILURE_WINDOW_MS - TRACKING_LOCKOUT_MS,
    ).toISOString();
    const [byAddress, byNumber] = await Promise.all([
      recentLookupFailures(trx, { address }, since, TRACKING_FAILURE_LIMIT),
      recentLookupFailures(trx, { number }, since, TRACKING_NUMBER_FAILURE_LIMIT),
    ]);
    const until = lookupLockedUntil({ byAddress, byNumber }, now);
    if (until) return { kind: "locked", until } as const;
    const found = await find(trx);
    if (found === undefined) {
      await insertLookupFailure(trx, { address, number, at: now.toISOString() });
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
