import type { MiddlewareHandler } from "hono";
import type { OrderRateLimit } from "../env";
import { clientAddress } from "../http/client-address";
import { apiError } from "./errors";

interface Bucket {
  tokens: number;
  updatedAt: number;
}

/** Past this many tracked addresses, those whose bucket has refilled are forgotten. */
const TRACKED_ADDRESSES = 10_000;

/**
 * A token bucket per client address, in memory: `burst` requests at once, then `perMinute`
 * spread over each minute. Each instance counts on its own; that is enough to stop one phone or
 * script from flooding the shop with orders.
 */
export function rateLimitPerClient(limit: OrderRateLimit, message: string): MiddlewareHandler {
  if (limit.burst === 0 || limit.perMinute === 0) return (_c, next) => next();
  const buckets = new Map<string, Bucket>();
  const refillPerMs = limit.perMinute / 60_000;
  const tokensAt = (bucket: Bucket, now: number) =>
    Math.min(limit.burst, bucket.tokens + (now - bucket.updatedAt) * refillPerMs);

  return async (c, next) => {
    const now = Date.now();
    const address = clientAddress(c);
    let bucket = buckets.get(address);
    if (!bucket) {
      if (buckets.size >= TRACKED_ADDRESSES) {
        for (const [key, tracked] of buckets) {
          if (tokensAt(tracked, now) >= limit.burst) buckets.delete(key);
        }
      }
      bucket = { tokens: limit.burst, updatedAt: now };
      buckets.set(address, bucket);
    }
    bucket.tokens = tokensAt(bucket, now);
    bucket.updatedAt = now;
    if (bucket.tokens < 1) {
      c.header("Retry-After", String(Math.ceil((1 - bucket.tokens) / refillPerMs / 1000)));
      return apiError(c, 429, "too_many_requests", message);
    }
    bucket.tokens -= 1;
    await next();
  };
}
