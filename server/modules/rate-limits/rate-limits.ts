import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { OrderRateLimit } from "../../env";
import { tokenBuckets, type Taken } from "../../http/token-buckets";
import {
  deleteFullBuckets,
  takeTokens,
  tokensLeft,
  type BucketRule,
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

export function databaseRateLimits(db: Kysely<Database>): RateLimits {
  const rules = new Map<string, BucketRule>();
  return {
    limiter(name, limit) {
      if (isOff(limit)) return ALWAYS;
      const rule = { burst: limit.burst, refillPerMs: limit.perMinute / 60_000 };
      rules.set(name, rule);
      return {
        async take(client, count = 1) {
          if (count <= limit.burst && (await takeTokens(db, name, client, count, rule))) {
            return { ok: true };
          }
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
