import { randomUUID } from "node:crypto";
import pg from "pg";
import { surviveLostConnections } from "../db/database-unavailable";
import type { EventPayloads, Topic } from "../../domain/live-events";
import type { EventBus, Subscription } from "./event-bus";
import { InProcessEventBus } from "./in-process-event-bus";
import { serviceLog } from "../service-log";

const log = serviceLog("events");

const TOPICS: readonly Topic[] = ["catalogue", "orders", "settings", "repairs"];

/**
 * PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; this leaves room for the sending
 * instance's id in front of the event and for multi-byte text.
 */
const MAX_PAYLOAD_BYTES = 7900;
/** Every notification starts with the sending bus's id (a UUID's 36 characters). */
const SENDER_ID_LENGTH = 36;
/** A dropped LISTEN connection is reopened after this, doubling per failed attempt up to the max. */
const FIRST_RECONNECT_DELAY_MS = 100;
/** Bounds how long after the database returns the live updates resume. */
const MAX_RECONNECT_DELAY_MS = 2000;

/**
 * Splits an event too large for one NOTIFY into several that each carry part of its largest list
 * (e.g. the ids of a bulk status change), so listeners learn about every item.
 */
export function notifyPayloads(payload: object): string[] {
  const text = JSON.stringify(payload);
  if (Buffer.byteLength(text) <= MAX_PAYLOAD_BYTES) return [text];
  const [key, list] =
    Object.entries(payload)
      .filter((entry): entry is [string, unknown[]] => Array.isArray(entry[1]))
      .sort((a, b) => b[1].length - a[1].length)[0] ?? [];
  if (!key || !list || list.length < 2) {
    throw new Error(`An event of ${Buffer.byteLength(text)} bytes is too large to announce`);
  }
  const half = Math.ceil(list.length / 2);
  return [
    ...notifyPayloads({ ...payload, [key]: list.slice(0, half) }),
    ...notifyPayloads({ ...payload, [key]: list.slice(half) }),
  ];
}

/**
 * The bus for shops on PostgreSQL, where several instances may share one database: events travel
 * as NOTIFY on a channel per topic, and one LISTEN connection per instance hands them to the local
 * listeners. The publishing instance's own listeners hear an event at once, before the NOTIFY, as
 * on SQLite: what the owner just changed shows on the next page they open, with no wait for the
 * notification to come back (its echo is recognised by the sender's id and skipped). If the
 * LISTEN connection drops, it is opened again,
 * trying sooner at first and then every couple of seconds while the database stays away; events
 * sent meanwhile are lost, so after a reconnect every catalogue and settings cache is told to reload.
 */
export class PostgresEventBus implements EventBus {
  readonly #local = new InProcessEventBus();
  readonly #id = randomUUID();
  readonly #databaseUrl: string;
  readonly #publisher: pg.Pool;
  #listener: pg.Client | undefined;
  #closed = false;
  #reconnectTimer: NodeJS.Timeout | undefined;
  #failedReconnects = 0;

  private constructor(databaseUrl: string) {
    this.#databaseUrl = databaseUrl;
    this.#publisher = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    surviveLostConnections(this.#publisher, "Live updates");
  }

  static async connect(databaseUrl: string): Promise<PostgresEventBus> {
    const bus = new PostgresEventBus(databaseUrl);
    await bus.#listen();
    return bus;
  }

  async publish<T extends Topic>(topic: T, payload: EventPayloads[T]): Promise<void> {
    const messages = notifyPayloads(payload);
    await this.#local.publish(topic, payload);
    for (const message of messages) {
      await this.#publisher.query("SELECT pg_notify($1, $2)", [topic, this.#id + message]);
    }
  }

  subscribe<T extends Topic>(
    topic: T,
    listener: (payload: EventPayloads[T]) => void,
  ): Subscription {
    return this.#local.subscribe(topic, listener);
  }

  endSubscriptions(): void {
    this.#local.endSubscriptions();
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#reconnectTimer);
    await this.#local.close();
    await Promise.allSettled([this.#listener?.end(), this.#publisher.end()]);
  }

  async #listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.#databaseUrl });
    client.on("notification", (message) => {
      if (!message.payload || !(TOPICS as string[]).includes(message.channel)) return;
      // This instance's own event: its listeners heard it when it was published.
      if (message.payload.startsWith(this.#id)) return;
      try {
        const event = JSON.parse(message.payload.slice(SENDER_ID_LENGTH)) as never;
        void this.#local.publish(message.channel as Topic, event);
      } catch (error) {
        log.error(`An unreadable "${message.channel}" event was ignored`, error);
      }
    });
    client.on("error", (error) => {
      if (!this.#closed) {
        log.error(`Live updates: the LISTEN connection to PostgreSQL was lost (${error.message})`);
      }
    });
    try {
      await client.connect();
      for (const topic of TOPICS) await client.query(`LISTEN ${topic}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    // Attached only now: a connection that never listened is not one to reopen.
    client.on("end", () => this.#reconnectLater());
    this.#listener = client;
    // close() ran while this connection was being opened and found nothing to end.
    if (this.#closed) await client.end();
  }

  #reconnectLater(): void {
    if (this.#closed) return;
    clearTimeout(this.#reconnectTimer);
    const delay = Math.min(
      FIRST_RECONNECT_DELAY_MS * 2 ** this.#failedReconnects,
      MAX_RECONNECT_DELAY_MS,
    );
    this.#reconnectTimer = setTimeout(() => {
      this.#listen().then(
        () => {
          this.#failedReconnects = 0;
          log.info("Live updates: listening to PostgreSQL again.");
          // Whatever changed while no one listened: caches reload rather than serve it stale.
          void this.#local.publish("catalogue", {
            origin: "reconnect",
            changedAt: new Date().toISOString(),
          });
          void this.#local.publish("settings", { origin: "reconnect", version: 0 });
        },
        () => {
          this.#failedReconnects += 1;
          this.#reconnectLater();
        },
      );
    }, delay);
  }
}
