import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { OrderRateLimit } from "../../env";
import { tokenBuckets, type Taken } from "../../http/token-buckets";
import {
  deleteFullBuckets,
  takeTokens,
  tokensLeft,
  type BucketRule,
  type TokenRequest,
} from "./rate-limits.repository";

/**
 * A token bucket per client address: `burst` at once, then `perMinute` spread over each minute.
 * `take(address, count)` spends `count` tokens, or none when there are fewer.
 */
export interface RateLimiter {
  take(client: string, count?: number): Promise<Taken>;
}

/**
 * Where the buckets are kept (decision 30): in this process on SQLite, where the shop is one
 * process; in the database on PostgreSQL, so instances behind one address share each client's
 * bucket instead of granting it the limit once per instance.
 */
export interface RateLimits {
  /** The limiter named `name` (one bucket per client address in it) with this limit. */
  limiter(name: string, limit: OrderRateLimit): RateLimiter;
  /** Forgets buckets that have refilled; returns how many (memory bounds itself). */
  prune(): Promise<number>;
}

const ALWAYS: RateLimiter = { take: async () => ({ ok: true }) };
const isOff = (limit: OrderRateLimit) => limit.burst === 0 || limit.perMinute === 0;

export function memoryRateLimits(): RateLimits {
  return {
    limiter(_name, limit) {
      if (isOff(limit)) return ALWAYS;
      const take = tokenBuckets(limit);
      return { take: async (client, count) => take(client, count) };
    },
    prune: async () => 0,
  };
}

/** Keeps one statement, and the rows it locks, to a bounded size. */
const MAX_TAKES_PER_STATEMENT = 500;

interface PendingTake extends TokenRequest {
  settle(taken: Promise<boolean>): void;
}

/**
 * The takes asked for while a statement runs wait, and go into the next statement together
 * (the order writer's group commit, decision 11, applied to the buckets): under a rush each take
 * no longer holds a pooled connection of its own in front of the order it guards, so the pool is
 * left to the orders (the cluster bench had stopped on a 503 from a take that waited too long for
 * a connection). A client asking twice at once waits for the next statement with its second take.
 */
function gatheredTakes(
  db: Kysely<Database>,
  name: string,
  rule: BucketRule,
): (client: string, count: number) => Promise<boolean> {
  let queue: PendingTake[] = [];
  let draining: Promise<void> | undefined;

  async function drain(): Promise<void> {
    while (queue.length > 0) {
      await new Promise((resolve) => setImmediate(resolve));
      const batch: PendingTake[] = [];
      const later: PendingTake[] = [];
      const clients = new Set<string>();
      for (const take of queue.splice(0, MAX_TAKES_PER_STATEMENT)) {
        if (clients.has(take.client)) later.push(take);
        else {
          clients.add(take.client);
          batch.push(take);
        }
      }
      queue = [...later, ...queue];
      const taken = takeTokens(db, name, batch, rule);
      // Settled once the statement has: a failure reaches every take of it.
      await taken.then(
        () => undefined,
        () => undefined,
      );
      for (const take of batch)
        take.settle(taken.then((clientsTaken) => clientsTaken.has(take.client)));
    }
    draining = undefined;
  }

  return (client, count) =>
    new Promise<boolean>((resolve, reject) => {
      queue.push({ client, count, settle: (taken) => taken.then(resolve, reject) });
      draining ??= drain();
    });
}

export function databaseRateLimits(db: Kysely<Database>): RateLimits {
  const rules = new Map<string, BucketRule>();
  return {
    limiter(name, limit) {
      if (isOff(limit)) return ALWAYS;
      const rule = { burst: limit.burst, refillPerMs: limit.perMinute / 60_000 };
      rules.set(name, rule);
      const take = gatheredTakes(db, name, rule);
      return {
        async take(client, count = 1) {
          if (count <= limit.burst && (await take(client, count))) return { ok: true };
          const left = await tokensLeft(db, name, client, rule);
          return {
            ok: false,
            retryAfterSeconds: Math.max(1, Math.ceil((count - left) / rule.refillPerMs / 1000)),
          };
        },
      };
    },
    async prune() {
      let pruned = 0;
      for (const [name, rule] of rules) pruned += await deleteFullBuckets(db, name, rule);
      return pruned;
    },
  };
}
