import { Hono, type Context } from "hono";
import { streamSSE } from "hono/streaming";
import type { EventBus, EventPayloads, Topic } from "../events/event-bus";

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
    data: (payload: EventPayloads[T]) => unknown;
    /** Sends only the events this accepts (say, those of one customer's repair). */
    only?: (payload: EventPayloads[T]) => boolean;
  },
): Response {
  // nginx would otherwise hold events back until its buffer fills.
  c.header("X-Accel-Buffering", "no");
  return streamSSE(c, async (stream) => {
    // Subscribed before the response goes out, so a change right after the client connects is sent.
    const subscription = events.subscribe(topic, (payload) => {
      if (options.only && !options.only(payload)) return;
      void stream.writeSSE({ event: topic, data: JSON.stringify(options.data(payload)) });
    });
    stream.onAbort(() => subscription.unsubscribe());
    const heartbeat = setInterval(() => void stream.write(": ping\n\n"), HEARTBEAT_MS);
    try {
      await stream.write(`retry: ${options.reconnectMs}\n\n`);
      await subscription.ended;
    } finally {
      clearInterval(heartbeat);
      subscription.unsubscribe();
    }
  });
}

/** Server-sent events that tell open storefront pages to reload their data. */
export function eventsApi(events: EventBus) {
  return new Hono().get("/catalogue", (c) =>
    streamTopic(c, events, "catalogue", {
      reconnectMs: 3_000,
      data: ({ changedAt }) => ({ changedAt }),
    }),
  );
}
