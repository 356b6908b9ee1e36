import { useEffect, useRef, useState } from "react";
import { openLiveStream, useCoalescedRevalidate } from "../../components/live-stream";
import { orderAlertTag, orderDetailsPath } from "../../../domain/push-alerts";
import { showAdminNotification } from "../admin/admin-app";
import { readLiveEvent, type OrderCreated, type OrderEvent } from "../../../domain/live-events";
import { ORDER_EVENTS_URL } from "./order-events";
import { playArrivalSound, unlockAlertSoundOnInteraction } from "../desk/alert-sound";

/**
 * Beeps and, when the admin allowed it, shows a notification. Never throws: the list is reloaded
 * whatever happens here (Android Chrome, for one, throws on `new Notification`).
 */
function announceNewOrder(event: OrderCreated): void {
  try {
    playArrivalSound();
  } catch (error) {
    console.warn("Could not play the new-order sound", error);
  }
  // One tag per order: the push of the same order replaces this notification, not doubles it.
  void showAdminNotification(`New order ${event.orderNumber}`, {
    tag: orderAlertTag(event.orderId),
    url: orderDetailsPath(event.orderId),
  });
}

export type LiveState = "connecting" | "live" | "reconnecting";

/**
 * Keeps the dashboard live: every order change made anywhere (another admin, another tab, a
 * customer's checkout) reloads the page's data in place, and a new order beeps and, when the admin
 * allowed it, shows a notification. EventSource reconnects by itself after a server restart; the
 * data is reloaded then too, since changes made meanwhile were never announced. Returns the state
 * of the connection, for the admin to see whether the page is live, and how many orders came in
 * since the admin last looked (touched the page or came back to it).
 */
export function useLiveOrders(
  /** Told when a customer cancels an order on its tracking page (issue 12). */
  onCancelledByCustomer?: (orderNumber: string) => void,
): { state: LiveState; unseenOrders: number } {
  const refresh = useCoalescedRevalidate();
  const [state, setState] = useState<LiveState>("connecting");
  const [unseenOrders, setUnseenOrders] = useState(0);
  // Read when an event arrives, so a new callback each render does not reopen the stream.
  const onCancelledRef = useRef(onCancelledByCustomer);
  useEffect(() => {
    onCancelledRef.current = onCancelledByCustomer;
  });

  useEffect(() => unlockAlertSoundOnInteraction(), []);

  useEffect(() => {
    const seen = () => {
      if (document.visibilityState === "visible") setUnseenOrders(0);
    };
    const events = ["pointerdown", "keydown", "focus"] as const;
    for (const name of events) window.addEventListener(name, seen, { passive: true });
    document.addEventListener("visibilitychange", seen);
    return () => {
      for (const name of events) window.removeEventListener(name, seen);
      document.removeEventListener("visibilitychange", seen);
    };
  }, []);

  useEffect(() => {
    let openedBefore = false;
    return openLiveStream(ORDER_EVENTS_URL, {
      events: {
        orders: (data) => {
          void refresh();
          const event = readLiveEvent<OrderEvent>(data);
          if (event?.kind === "customer-cancelled") {
            onCancelledRef.current?.(event.orderNumber);
          }
          if (event?.kind !== "created") return;
          setUnseenOrders((count) => count + 1);
          announceNewOrder(event);
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

  return { state, unseenOrders };
}

/** '(2) Order Dashboard': the tab says how many orders wait to be seen. */
export function useUnseenOrdersInTitle(unseenOrders: number): void {
  useEffect(() => {
    const title = document.title.replace(/^\(\d+\) /, "");
    document.title = unseenOrders > 0 ? `(${unseenOrders}) ${title}` : title;
  }, [unseenOrders]);
}
