/**
 * Live updates between the parts of the shop: a service announces a committed change, and whoever
 * keeps a copy of the data (caches, open storefront pages, order dashboards) hears of it. On SQLite
 * one process uses the in-process bus; on PostgreSQL, where several instances may share the
 * database, the PostgresEventBus carries events between them through LISTEN/NOTIFY behind this
 * same interface. So payloads travel as JSON and should stay small (a NOTIFY payload is at most
 * 8000 bytes; the PostgreSQL bus splits a larger event along its longest list), and delivery is
 * asynchronous, to the publishing instance too (decision 13). What each topic's events carry is
 * domain/live-events.ts, which the browser's live pages read too.
 */

import type { EventPayloads, Topic } from "../../domain/live-events";

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
