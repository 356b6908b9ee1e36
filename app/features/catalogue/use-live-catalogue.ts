import { useEffect } from "react";
import { openLiveStream, useCoalescedRevalidate } from "../../components/live-stream";

/** Served by server/api/events.ts. */
const CATALOGUE_EVENTS_URL = "/api/events/catalogue";

/**
 * Keeps the open page's data in step with the catalogue and the shop's settings (hours, charges,
 * contact details): when the server announces a change, the page's loaders run again and the page
 * re-renders in place, without a reload.
 */
export function useLiveCatalogue(enabled: boolean): void {
  const refresh = useCoalescedRevalidate();

  useEffect(() => {
    if (!enabled) return;
    return openLiveStream(CATALOGUE_EVENTS_URL, {
      events: { catalogue: () => void refresh(), settings: () => void refresh() },
      onOpen: (reopened) => {
        if (reopened) void refresh();
      },
    });
  }, [enabled, refresh]);
}
