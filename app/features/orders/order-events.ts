import type { OrderEvent } from "../../../domain/live-events";

/** Served by the admin order API (server/api/admin-orders.ts). */
export const ORDER_EVENTS_URL = "/api/admin/orders/events";

/** Whether the event is about this order. */
export function concernsOrder(event: OrderEvent, orderId: number): boolean {
  if ("orderId" in event) return event.orderId === orderId;
  return "orderIds" in event && event.orderIds.includes(orderId);
}
