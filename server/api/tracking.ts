import { Hono } from "hono";
import type { TrackedOrderChange } from "../../domain/live-events";
import { minutesUntil, trackingMessages } from "../../domain/order-tracking";
import { trackingLookupSchema, trackingStatusesSchema } from "../../domain/order-tracking-schemas";
import type { EventBus } from "../events/event-bus";
import { clientAddress } from "../http/client-address";
import type { OrderTracking } from "../modules/orders/order-tracking.service";
import { apiError } from "./errors";
import { streamTopic } from "./events";
import { valid } from "./validate";

/** An open tracking page reconnects this soon after losing its stream. */
const RECONNECT_MS = 3_000;

/**
 * `/api/tracking`: customers following their orders without an account (issue 12); the lookup
 * also finds repairs by their REP number (issue 13). A private link's token stands for the order; an unknown or malformed one is a plain 404, the same answer
 * as a lookup that finds nothing.
 */
export function trackingApi(tracking: OrderTracking, events: EventBus) {
  return new Hono()
    .post("/lookup", valid("json", trackingLookupSchema, { bare: true }), async (c) => {
      const result = await tracking.lookup(c.req.valid("json"), clientAddress(c));
      if (result.kind === "locked") {
        const minutes = minutesUntil(result.until, new Date());
        c.header("Retry-After", String(minutes * 60));
        return apiError(c, 429, "too_many_requests", trackingMessages.lockedOut(minutes));
      }
      if (result.kind === "not-found")
        return apiError(c, 404, "not_found", trackingMessages.notFound);
      if (result.kind === "repair") return c.json({ trackingPath: result.path });
      return c.json({ trackingToken: result.token });
    })
    .post("/statuses", valid("json", trackingStatusesSchema), async (c) => {
      const { tokens, repairTokens, locale } = c.req.valid("json");
      return c.json(await tracking.onPhone(tokens, repairTokens, locale));
    })
    .get("/:token", async (c) => {
      const order = await tracking.byToken(c.req.param("token"));
      return order ? c.json(order) : apiError(c, 404, "not_found", trackingMessages.notFound);
    })
    .post("/:token/cancel", async (c) => {
      const result = await tracking.cancel(c.req.param("token"));
      switch (result.kind) {
        case "not-found":
          return apiError(c, 404, "not_found", trackingMessages.notFound);
        case "refused":
          return apiError(c, 409, "conflict", trackingMessages.cancelRefused(result.status));
        case "cancelled":
          return c.json(await tracking.byToken(c.req.param("token")));
      }
    })
    .get("/:token/events", async (c) => {
      const order = await tracking.orderIdOf(c.req.param("token"));
      if (!order) return apiError(c, 404, "not_found", trackingMessages.notFound);
      // Only this order's changes, and only what the customer may know of them.
      return streamTopic(c, events, "orders", {
        reconnectMs: RECONNECT_MS,
        data: (event): TrackedOrderChange | undefined => {
          switch (event.kind) {
            case "updated":
              return event.orderIds.includes(order.id)
                ? { orderNumber: order.orderNumber, status: event.status }
                : undefined;
            case "customer-cancelled":
              return event.orderId === order.id
                ? { orderNumber: order.orderNumber, status: "cancelled" }
                : undefined;
            case "deleted":
              return event.orderIds.includes(order.id)
                ? { orderNumber: order.orderNumber, deleted: true }
                : undefined;
            case "cleared":
              return { orderNumber: order.orderNumber, deleted: true };
            default:
              return undefined;
          }
        },
      });
    });
}
