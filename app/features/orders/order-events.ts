/** Served by the admin order API (server/api/admin-orders.ts). */
export const ORDER_EVENTS_URL = "/api/admin/orders/events";

/** The parts of an `orders` event the pages act on (server/events/event-bus.ts has the whole). */
export interface OrderEventData {
  kind?: unknown;
  orderId?: unknown;
  orderIds?: unknown;
  orderNumber?: unknown;
}

export function readOrderEvent(data: string): OrderEventData | undefined {
  try {
    const parsed: unknown = JSON.parse(data);
    return typeof parsed === "object" && parsed !== null ? (parsed as OrderEventData) : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the event is about this order. */
export function concernsOrder(event: OrderEventData, orderId: number): boolean {
  return (
    event.orderId === orderId || (Array.isArray(event.orderIds) && event.orderIds.includes(orderId))
  );
}
