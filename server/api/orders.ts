import { Hono } from "hono";
import { bodyLimit } from "./body-limit";
import {
  ORDER_RATE_LIMITED_MESSAGE,
  placeOrderRequestSchema,
  toOrderJson,
} from "../../domain/order-schemas";
import { IdempotencyKeyReusedError, OrderRefusedError } from "../modules/orders/order-placement";
import type { Orders } from "../modules/orders/order.service";
import type { RateLimiter } from "../modules/rate-limits/rate-limits";
import { apiError } from "./errors";
import { rateLimitPerClient } from "./rate-limit";
import { valid } from "./validate";

/** Fifty lines of a real basket fit in a few kilobytes; anything far larger is not an order. */
export const MAX_ORDER_BODY_BYTES = 32 * 1024;

export function ordersApi(orders: Orders, limiter: RateLimiter) {
  return new Hono().post(
    "/",
    rateLimitPerClient(limiter, ORDER_RATE_LIMITED_MESSAGE),
    bodyLimit(MAX_ORDER_BODY_BYTES, (c) =>
      apiError(c, 413, "payload_too_large", "The order is too large: at most 32 KB is accepted"),
    ),
    valid("json", placeOrderRequestSchema),
    async (c) => {
      try {
        const { order, created, trackingToken } = await orders.placeOrder(c.req.valid("json"));
        return c.json({ ...toOrderJson(order), trackingToken }, created ? 201 : 200);
      } catch (error) {
        if (error instanceof OrderRefusedError)
          return apiError(c, 409, "conflict", error.message, error.refusal);
        if (error instanceof IdempotencyKeyReusedError) {
          return apiError(c, 422, "idempotency_key_reused", error.message);
        }
        throw error;
      }
    },
  );
}
