import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import type { EventBus } from "../events/event-bus";

/** Proxies and load balancers drop a connection that stays silent for about a minute. */
const HEARTBEAT_MS = 25_000;
/** How long a browser waits before reconnecting, e.g. while the server restarts. */
const RECONNECT_MS = 3_000;

/** Server-sent events that tell open storefront pages to reload their data. */
export function eventsApi(events: EventBus) {
  return new Hono().get("/catalogue", (c) => {
    // nginx would otherwise hold events back until its buffer fills.
    c.header("X-Accel-Buffering", "no");
    return streamSSE(c, async (stream) => {
      // Subscribed before the response goes out, so a change right after the client connects is sent.
      const subscription = events.subscribe("catalogue", ({ changedAt }) => {
        void stream.writeSSE({ event: "catalogue", data: JSON.stringify({ changedAt }) });
      });
      stream.onAbort(() => subscription.unsubscribe());
      const heartbeat = setInterval(() => void stream.write(": ping\n\n"), HEARTBEAT_MS);
      try {
        await stream.write(`retry: ${RECONNECT_MS}\n\n`);
        // Ends when the client goes away or the bus closes at shutdown, which ends the response.
        await subscription.ended;
      } finally {
        clearInterval(heartbeat);
        subscription.unsubscribe();
      }
    });
  });
}
