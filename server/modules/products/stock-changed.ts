import type { EventBus } from "../../events/event-bus";
import { serviceLog } from "../../service-log";

const log = serviceLog("products");

/**
 * A change of counted stock, made outside the Catalogue (an order, a cancellation, an adjustment),
 * announced as a catalogue change: every instance's Catalogue reloads (the origin is none of
 * theirs) and open storefront pages refresh their 'Only N left' and Out of Stock.
 */
export async function announceStockChanged(events: EventBus): Promise<void> {
  try {
    await events.publish("catalogue", { origin: "stock", changedAt: new Date().toISOString() });
  } catch (error) {
    // Committed already; the storefront shows the old count until the next announced change.
    log.error("Could not announce a stock change", error);
  }
}
