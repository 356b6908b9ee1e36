import { useEffect, useRef, useState } from "react";
import { openLiveStream, useCoalescedRevalidate } from "../../components/live-stream";
import { ORDER_EVENTS_URL, readOrderEvent } from "./order-events";
import { playNewOrderSound, unlockAlertSoundOnInteraction } from "./order-alert-sound";

function announceNewOrder(orderNumber: string | undefined): void {
  playNewOrderSound();
  if (typeof Notification === "undefined" || Notification.permission !== "granted") return;
  // The tag folds a burst of orders into one notification instead of a pile of them.
  new Notification(orderNumber ? `New order ${orderNumber}` : "New order", {
    tag: "dukan-new-order",
  });
}

export type LiveState = "connecting" | "live" | "reconnecting";

/**
 * Keeps the dashboard live: every order change made anywhere (another admin, another tab, a
 * customer's checkout) reloads the page's data in place, and a new order beeps and, when the admin
 * allowed it, shows a browser notification. EventSource reconnects by itself after a server
 * restart; the data is reloaded then too, since changes made meanwhile were never announced.
 * Returns the state of the connection, for the admin to see whether the page is live.
 */
export function useLiveOrders(
  /** Told when a customer cancels an order on its tracking page (issue 12). */
  onCancelledByCustomer?: (orderNumber: string) => void,
): LiveState {
  const refresh = useCoalescedRevalidate();
  const [state, setState] = useState<LiveState>("connecting");
  // Read when an event arrives, so a new callback each render does not reopen the stream.
  const onCancelledRef = useRef(onCancelledByCustomer);
  useEffect(() => {
    onCancelledRef.current = onCancelledByCustomer;
  });

  useEffect(() => unlockAlertSoundOnInteraction(), []);

  useEffect(() => {
    let openedBefore = false;
    return openLiveStream(ORDER_EVENTS_URL, {
      events: {
        orders: (data) => {
          const event = readOrderEvent(data);
          if (event?.kind === "created") {
            announceNewOrder(typeof event.orderNumber === "string" ? event.orderNumber : undefined);
          }
          if (event?.kind === "customer-cancelled" && typeof event.orderNumber === "string") {
            onCancelledRef.current?.(event.orderNumber);
          }
          void refresh();
        },
      },
      onOpen: (reopened) => {
        openedBefore = true;
        setState("live");
        if (reopened) void refresh();
      },
      onDrop: (gaveUp) => {
        setState(openedBefore ? "reconnecting" : "connecting");
        // An ended session answers the stream with an error: reloading the data sends the admin
        // to the login page.
        if (gaveUp) void refresh();
      },
    });
  }, [refresh]);

  return state;
}
