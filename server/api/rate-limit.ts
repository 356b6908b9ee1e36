import type { MiddlewareHandler } from "hono";
import type { OrderRateLimit } from "../env";
import { clientAddress } from "../http/client-address";
import { tokenBuckets } from "../http/token-buckets";
import { apiError } from "./errors";

/** `tokenBuckets` as middleware: a request past the limit is answered 429 with Retry-After. */
export function rateLimitPerClient(limit: OrderRateLimit, message: string): MiddlewareHandler {
  const take = tokenBuckets(limit);
  return async (c, next) => {
    const taken = take(clientAddress(c));
    if (!taken.ok) {
      c.header("Retry-After", String(taken.retryAfterSeconds));
      return apiError(c, 429, "too_many_requests", message);
    }
    await next();
  };
}
