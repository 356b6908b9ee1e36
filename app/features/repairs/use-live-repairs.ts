import { useEffect, useState } from "react";
import { readLiveEvent, type RepairEvent } from "../../../domain/live-events";
import { openLiveStream, useCoalescedRevalidate } from "../../components/live-stream";
import { playArrivalSound, unlockAlertSoundOnInteraction } from "../desk/alert-sound";

/** Served by the admin repairs API (server/api/admin-repairs.ts). */
export const REPAIR_EVENTS_URL = "/api/admin/repairs/events";

/**
 * Keeps a repair page live: any repair change reloads the page's data (and so the open count in
 * the admin menu), and a new request beeps like a new order. `repairId` limits the reloads to one
 * repair's changes (its details page). Returns whether the stream is open.
 */
export function useLiveRepairs(repairId?: number): boolean {
  const refresh = useCoalescedRevalidate();
  const [live, setLive] = useState(false);
  useEffect(() => unlockAlertSoundOnInteraction(), []);
  useEffect(
    () =>
      openLiveStream(REPAIR_EVENTS_URL, {
        events: {
          repairs: (data) => {
            const event = readLiveEvent<RepairEvent>(data);
            if (event?.kind === "created") playArrivalSound();
            if (
              repairId === undefined ||
              event?.repairId === repairId ||
              event?.kind === "created"
            ) {
              void refresh();
            }
          },
        },
        onOpen: (reopened) => {
          setLive(true);
          if (reopened) void refresh();
        },
        onDrop: (gaveUp) => {
          setLive(false);
          if (gaveUp) void refresh();
        },
      }),
    [refresh, repairId],
  );
  return live;
}
