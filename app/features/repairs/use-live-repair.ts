import { useEffect, useState } from "react";
import { openLiveStream, useCoalescedRevalidate } from "../../components/live-stream";

/** The customer's tracking page follows its own repair's stream and reloads on each change. */
export function useLiveRepair(token: string): boolean {
  const refresh = useCoalescedRevalidate();
  const [live, setLive] = useState(false);
  useEffect(
    () =>
      openLiveStream(`/api/repairs/track/${encodeURIComponent(token)}/events`, {
        events: { repairs: () => void refresh() },
        onOpen: (reopened) => {
          setLive(true);
          if (reopened) void refresh();
        },
        onDrop: () => setLive(false),
      }),
    [refresh, token],
  );
  return live;
}
