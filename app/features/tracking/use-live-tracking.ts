import { useEffect, useState } from "react";
import { openLiveStream, useCoalescedRevalidate } from "../../components/live-stream";

/**
 * Keeps an open tracking page live: its order's own stream (no other order's events reach it)
 * reloads the page's data after each change, and after a reconnect, since changes made meanwhile
 * were never heard. Tells whether the page is listening.
 */
export function useLiveTracking(token: string): boolean {
  const refresh = useCoalescedRevalidate();
  const [live, setLive] = useState(false);
  useEffect(() => {
    const close = openLiveStream(`/api/tracking/${encodeURIComponent(token)}/events`, {
      events: { orders: () => void refresh() },
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
  }, [token, refresh]);
  return live;
}
