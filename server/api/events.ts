import { Hono, type Context } from "hono";
import { streamSSE } from "hono/streaming";
import type { EventPayloads, StorefrontStreamEvents, Topic } from "../../domain/live-events";
import type { EventBus } from "../events/event-bus";
import type { Settings } from "../modules/settings/settings.service";

/** Proxies and load balancers drop a connection that stays silent for about a minute. */
const HEARTBEAT_MS = 25_000;

/**
 * Answers with a server-sent event stream of one topic: each event the bus delivers becomes an
 * SSE event named after the topic. The stream ends when the client goes away or the bus closes at
 * shutdown. `reconnectMs` is how long a browser waits before reconnecting (e.g. while the server
 * restarts).
 */
export function streamTopic<T extends Topic>(
  c: Context,
  events: EventBus,
  topic: T,
  options: {
    reconnectMs: number;
    /** The event's data as sent; undefined leaves the event out of this stream. */
    data: (payload: EventPayloads[T]) => unknown;
    /** More events on the same stream: starts sending them, returns how to stop. */
    alsoSend?: (send: (event: string, data: unknown) => void) => () => void;
  },
): Response {
  // nginx would otherwise hold events back until its buffer fills.
  c.header("X-Accel-Buffering", "no");
  return streamSSE(c, async (stream) => {
    // Subscribed before the response goes out, so a change right after the client connects is sent.
    const subscription = events.subscribe(topic, (payload) => {
      const data = options.data(payload);
      if (data !== undefined) void stream.writeSSE({ event: topic, data: JSON.stringify(data) });
    });
    const stopAlso = options.alsoSend?.((event, data) => {
      void stream.writeSSE({ event, data: JSON.stringify(data) });
    });
    stream.onAbort(() => {
      subscription.unsubscribe();
      stopAlso?.();
    });
    const heartbeat = setInterval(() => void stream.write(": ping\n\n"), HEARTBEAT_MS);
    try {
      await stream.write(`retry: ${options.reconnectMs}\n\n`);
      await subscription.ended;
    } finally {
      clearInterval(heartbeat);
      subscription.unsubscribe();
      stopAlso?.();
    }
  });
}

/**
 * Server-sent events that tell open storefront pages to reload their data: `catalogue` after a
 * catalogue change, `settings` after the shop's settings changed.
 */
export function eventsApi(events: EventBus, settings: Pick<Settings, "onChange" | "version">) {
  return new Hono().get("/catalogue", (c) =>
    streamTopic(c, events, "catalogue", {
      reconnectMs: 3_000,
      data: ({ changedAt }): StorefrontStreamEvents["catalogue"] => ({ changedAt }),
      // From the settings service rather than the bus: on PostgreSQL another instance announces a
      // save before this one has reloaded, and a page reloading then would get the old values.
      alsoSend: (send) =>
        settings.onChange(() => {
          const event: StorefrontStreamEvents["settings"] = { version: settings.version };
          send("settings", event);
        }),
    }),
  );
}
