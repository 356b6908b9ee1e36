import type { OrderRateLimit } from "../env";

interface Bucket {
  tokens: number;
  updatedAt: number;
}

/**
 * Past this many tracked addresses, those whose bucket has refilled are forgotten, and if none
 * has, the one seen longest ago.
 */
export const TRACKED_ADDRESSES = 10_000;

/** What taking from a bucket came to: allowed, or how long until there is enough again. */
export type Taken = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * A token bucket per client address, in memory: `burst` at once, then `perMinute` spread over
 * each minute. Each instance counts on its own; that is enough to stop one phone or script from
 * flooding the shop. `take(address, count)` spends `count` tokens, or none when there are fewer.
 */
export function tokenBuckets(limit: OrderRateLimit): (address: string, count?: number) => Taken {
  if (limit.burst === 0 || limit.perMinute === 0) return () => ({ ok: true });
  const buckets = new Map<string, Bucket>();
  const refillPerMs = limit.perMinute / 60_000;
  const tokensAt = (bucket: Bucket, now: number) =>
    Math.min(limit.burst, bucket.tokens + (now - bucket.updatedAt) * refillPerMs);

  return (address, count = 1) => {
    const now = Date.now();
    let bucket = buckets.get(address);
    if (!bucket) {
      if (buckets.size >= TRACKED_ADDRESSES) {
        for (const [key, tracked] of buckets) {
          if (tokensAt(tracked, now) >= limit.burst) buckets.delete(key);
        }
        // Still full (a flood from more addresses than that within one refill): the address seen
        // longest ago is forgotten, so memory stays bounded; it merely gets a fresh burst.
        if (buckets.size >= TRACKED_ADDRESSES) buckets.delete(buckets.keys().next().value!);
      }
      bucket = { tokens: limit.burst, updatedAt: now };
      buckets.set(address, bucket);
    }
    bucket.tokens = tokensAt(bucket, now);
    bucket.updatedAt = now;
    // Most recently seen last, so the first key is the address seen longest ago.
    buckets.delete(address);
    buckets.set(address, bucket);
    if (bucket.tokens < count) {
      return {
        ok: false,
        retryAfterSeconds: Math.ceil((count - bucket.tokens) / refillPerMs / 1000),
      };
    }
    bucket.tokens -= count;
    return { ok: true };
  };
}
