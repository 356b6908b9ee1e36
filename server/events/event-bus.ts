/**
 * Live updates between the parts of the shop: a service announces a committed change, and whoever
 * keeps a copy of the data (caches, open storefront pages, order dashboards) hears of it. On SQLite
 * one process uses the in-process bus; on PostgreSQL, where several instances may share the
 * database, the PostgresEventBus carries events between them through LISTEN/NOTIFY behind this
 * same interface. So payloads travel as JSON and should stay small (a NOTIFY payload is at most
 * 8000 bytes; the PostgreSQL bus splits a larger event along its longest list), and delivery is
 * asynchronous, to the publishing instance too (decision 13).
 */

import type { OrderStatus } from "../../domain/shop-constants";

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

export interface Subscription {
  /** Stops the listener; calling it again does nothing. */
  unsubscribe(): void;
  /** Resolves when the subscription ends: unsubscribed, or the bus closed (e.g. at shutdown). */
  readonly ended: Promise<void>;
}

export interface EventBus {
  /**
   * Announces an event to the subscribers of its topic in every instance, this one included.
   * Call it after the change has been committed, so that listeners who reload see it.
   */
  publish<T extends Topic>(topic: T, payload: EventPayloads[T]): Promise<void>;
  /** Calls the listener with each event published on the topic from now on. */
  subscribe<T extends Topic>(topic: T, listener: (payload: EventPayloads[T]) => void): Subscription;
  /**
   * Ends every subscription (and so every open page's event stream) at once, while publishing
   * still works: the first step of a shutdown, so that streams do not hold the server open while
   * orders in progress still announce themselves.
   */
  endSubscriptions(): void;
  /** Ends every subscription and stops delivering events to this instance. */
  close(): Promise<void>;
}
