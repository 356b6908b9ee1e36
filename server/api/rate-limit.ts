import type { MiddlewareHandler } from "hono";
import { clientAddress } from "../http/client-address";
import type { RateLimiter } from "../modules/rate-limits/rate-limits";
import { apiError } from "./errors";

/** A `RateLimiter` as middleware: a request past the limit is answered 429 with Retry-After. */
export function rateLimitPerClient(limiter: RateLimiter, message: string): MiddlewareHandler {
  return async (c, next) => {
    const taken = await limiter.take(clientAddress(c));
    if (!taken.ok) {
      c.header("Retry-After", String(taken.retryAfterSeconds));
      return apiError(c, 429, "too_many_requests", message);
    }
    await next();
  };
}
