import type { EventPayloads, Topic } from "../../domain/live-events";
import type { EventBus, Subscription } from "./event-bus";
import { serviceLog } from "../service-log";

const log = serviceLog("events");

interface Subscriber {
  listener: (payload: never) => void;
  end(): void;
}

/** The bus of a single process (the SQLite setup): events go from publisher to listeners in memory. */
export class InProcessEventBus implements EventBus {
  readonly #subscribers = new Map<Topic, Set<Subscriber>>();
  #closed = false;

  async publish<T extends Topic>(topic: T, payload: EventPayloads[T]): Promise<void> {
    // Listeners get their own JSON copy, as from a database notification, so code that relied on
    // sharing the publisher's object breaks here first rather than once instances share a database.
    const message = JSON.stringify(payload);
    for (const subscriber of [...(this.#subscribers.get(topic) ?? [])]) {
      try {
        subscriber.listener(JSON.parse(message) as never);
      } catch (error) {
        // The change is already committed: one broken listener must not fail it or starve the rest.
        log.error(`A listener for "${topic}" events failed`, error);
      }
    }
  }

  subscribe<T extends Topic>(
    topic: T,
    listener: (payload: EventPayloads[T]) => void,
  ): Subscription {
    let end = () => {};
    const ended = new Promise<void>((resolve) => (end = resolve));
    const subscriber: Subscriber = { listener, end };
    if (this.#closed) end();
    else {
      const subscribers = this.#subscribers.get(topic) ?? new Set();
      subscribers.add(subscriber);
      this.#subscribers.set(topic, subscribers);
    }
    return {
      unsubscribe: () => {
        this.#subscribers.get(topic)?.delete(subscriber);
        end();
      },
      ended,
    };
  }

  endSubscriptions(): void {
    this.#closed = true;
    for (const subscribers of this.#subscribers.values()) {
      for (const subscriber of subscribers) subscriber.end();
    }
    this.#subscribers.clear();
  }

  async close(): Promise<void> {
    this.endSubscriptions();
  }
}
