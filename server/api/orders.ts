import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import {
  ORDER_RATE_LIMITED_MESSAGE,
  placeOrderRequestSchema,
  toOrderJson,
} from "../../domain/order-schemas";
import type { OrderRateLimit } from "../env";
import { OrderRefusedError, type Orders } from "../modules/orders/order.service";
import { apiError, describeIssues } from "./errors";
import { rateLimitPerClient } from "./rate-limit";

/** Fifty lines of a real basket fit in a few kilobytes; anything far larger is not an order. */
export const MAX_ORDER_BODY_BYTES = 32 * 1024;

export function ordersApi(orders: Orders, rateLimit: OrderRateLimit) {
  return new Hono().post(
    "/",
    rateLimitPerClient(rateLimit, ORDER_RATE_LIMITED_MESSAGE),
    bodyLimit({
      maxSize: MAX_ORDER_BODY_BYTES,
      onError: (c) =>
        apiError(c, 413, "payload_too_large", "The order is too large: at most 32 KB is accepted"),
    }),
    async (c) => {
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        return apiError(c, 400, "invalid_request", "The request body must be JSON");
      }
      const request = placeOrderRequestSchema.safeParse(body);
      if (!request.success) {
        return apiError(c, 400, "invalid_request", describeIssues(request.error));
      }
      try {
        const { order, created } = await orders.placeOrder(request.data);
        return c.json(toOrderJson(order), created ? 201 : 200);
      } catch (error) {
        if (error instanceof OrderRefusedError) return apiError(c, 409, "conflict", error.message);
        throw error;
      }
    },
  );
}
