import { useEffect, useState } from "react";
import { openLiveStream, useCoalescedRevalidate } from "../../components/live-stream";
import { readLiveEvent, type OrderEvent } from "../../../domain/live-events";
import { concernsOrder, ORDER_EVENTS_URL } from "./order-events";

/**
 * Keeps one order's page live: a status change, note or call made anywhere (another admin, another
 * tab) reloads its data in place; a deletion is reported instead, since there is nothing to reload.
 * Tells whether the page is listening and whether the order was deleted while it was open.
 */
export function useLiveOrder(orderId: number): { live: boolean; deleted: boolean } {
  const refresh = useCoalescedRevalidate();
  const [deleted, setDeleted] = useState<{ orderId: number }>();
  const [live, setLive] = useState(false);

  useEffect(() => {
    const close = openLiveStream(ORDER_EVENTS_URL, {
      events: {
        orders: (data) => {
          const event = readLiveEvent<OrderEvent>(data);
          if (!event) return;
          if (
            event.kind === "cleared" ||
            (event.kind === "deleted" && concernsOrder(event, orderId))
          ) {
            setDeleted({ orderId });
          } else if (concernsOrder(event, orderId)) {
            void refresh();
          }
        },
      },
      onOpen: (reopened) => {
        setLive(true);
        if (reopened) void refresh();
      },
      onDrop: () => setLive(false),
    });
    return () => {
      close();
      setLive(false);
    };
  }, [orderId, refresh]);

  return { live, deleted: deleted?.orderId === orderId };
}
