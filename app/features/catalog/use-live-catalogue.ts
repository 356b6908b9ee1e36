import { useEffect } from "react";
import { useRevalidator } from "react-router";

/** Served by server/api/events.ts. */
const CATALOGUE_EVENTS_URL = "/api/events/catalogue";

/**
 * Keeps the open page's data in step with the catalogue: when the server announces a change, the
 * page's loaders run again and the page re-renders in place, without a reload.
 */
export function useLiveCatalogue(enabled: boolean): void {
  const { revalidate } = useRevalidator();

  useEffect(() => {
    if (!enabled) return;
    let running = false;
    let again = false;
    const refresh = async () => {
      // A second revalidate() would cancel the one in flight; a burst of changes needs one more run.
      if (running) {
        again = true;
        return;
      }
      running = true;
      try {
        do {
          again = false;
          await revalidate();
        } while (again);
      } finally {
        running = false;
      }
    };

    const source = new EventSource(CATALOGUE_EVENTS_URL);
    let connectedBefore = false;
    source.addEventListener("open", () => {
      // Changes made while the connection was down (e.g. a server restart) were not announced.
      if (connectedBefore) void refresh();
      connectedBefore = true;
    });
    source.addEventListener("catalogue", () => void refresh());
    return () => source.close();
  }, [enabled, revalidate]);
}
