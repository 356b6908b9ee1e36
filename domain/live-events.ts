/**
 * The live events: what the event bus carries between the shop's parts and instances
 * (server/events/event-bus.ts), and what the server-sent event streams send the browser, which
 * reads them with these same types (and `readLiveEvent`), so a payload is declared once.
 */

import type { OrderStatus } from "./shop-constants";

/** The catalogue changed: cached products and open storefront pages are out of date. */
export interface CatalogueChanged {
  /** The instance that made the change, so it can skip work it already did. */
  origin: string;
  /** When the change was committed (ISO 8601, UTC). */
  changedAt: string;
}

/** A customer placed an order (committed); the order dashboard shows it without a reload. */
export interface OrderCreated {
  kind: "created";
  orderId: number;
  orderNumber: string;
  /** The instance that took the order. */
  origin: string;
}

/** An admin set the status of these orders (one order, or a bulk action). */
export interface OrdersUpdated {
  kind: "updated";
  /** A bulk action over many orders is announced in several events, to stay under 8000 bytes. */
  orderIds: number[];
  status: OrderStatus;
  origin: string;
}

/** An admin deleted these orders. */
export interface OrdersDeleted {
  kind: "deleted";
  orderIds: number[];
  origin: string;
}

/** An admin cleared every order. */
export interface OrdersCleared {
  kind: "cleared";
  origin: string;
}

/** An admin wrote a note, logged a call or sent the customer an update on the order. */
export interface OrderActivityAdded {
  kind: "activity";
  orderId: number;
  origin: string;
}

/** A customer cancelled their order on its tracking page (issue 12). */
export interface OrderCancelledByCustomer {
  kind: "customer-cancelled";
  orderId: number;
  orderNumber: string;
  origin: string;
}

/** The owner saved shop settings; every instance reloads them and open pages refresh. */
export interface SettingsChanged {
  origin: string;
  /** A counter per instance; listeners only use it to tell a change happened. */
  version: number;
}

/** What happened to an order. */
export type OrderEvent =
  | OrderCreated
  | OrdersUpdated
  | OrdersDeleted
  | OrdersCleared
  | OrderActivityAdded
  | OrderCancelledByCustomer;

/**
 * A customer booked a repair (committed): the repair queue shows it and beeps. One event per
 * request, so whatever else should hear of a new request (a push message) can hook it here.
 */
export interface RepairCreated {
  kind: "created";
  repairId: number;
  ticketNumber: string;
  origin: string;
}

/** A repair changed (status, visit, estimate, its answer, payment, note or call). */
export interface RepairUpdated {
  kind: "updated";
  repairId: number;
  origin: string;
}

export type RepairEvent = RepairCreated | RepairUpdated;

/** Every topic and what its events carry; a topic name doubles as the NOTIFY channel name. */
export interface EventPayloads {
  catalogue: CatalogueChanged;
  orders: OrderEvent;
  settings: SettingsChanged;
  repairs: RepairEvent;
}

export type Topic = keyof EventPayloads;

/** A change to one order as its customer's tracking page hears it (`/api/tracking/{token}/events`). */
export type TrackedOrderChange =
  { orderNumber: string; status: OrderStatus } | { orderNumber: string; deleted: true };

/** A change to one repair as its customer's tracking page hears it. */
export interface TrackedRepairChange {
  kind: "updated";
}

/** The storefront's stream (`/api/events/catalogue`): what changed, for open pages to reload. */
export interface StorefrontStreamEvents {
  catalogue: Pick<CatalogueChanged, "changedAt">;
  settings: Pick<SettingsChanged, "version">;
}

/**
 * An event's data as the browser receives it: JSON of one of the types above, written by the
 * shop's own server (same origin), so it is read as that type; a garbled one is undefined.
 */
export function readLiveEvent<T extends object>(data: string): T | undefined {
  try {
    const parsed: unknown = JSON.parse(data);
    return typeof parsed === "object" && parsed !== null ? (parsed as T) : undefined;
  } catch {
    return undefined;
  }
}
