import { useSyncExternalStore } from "react";
import { formatShopClock } from "../../../domain/shop-time";

function ago(seconds: number): string {
  if (seconds < 60) return `${seconds} s ago`;
  const minutes = Math.floor(seconds / 60);
  return minutes < 60 ? `${minutes} min ago` : `${Math.floor(minutes / 60)} h ago`;
}

function everySecond(tick: () => void): () => void {
  const timer = setInterval(tick, 1000);
  return () => clearInterval(timer);
}

/** Whole seconds, so the snapshot stays the same between ticks as React requires. */
const currentSecond = () => Math.floor(Date.now() / 1000) * 1000;

/** The server cannot know when the page will be looked at; the browser fills this in. */
const unknownOnServer = () => undefined;

/**
 * When the data on screen was loaded, and how long ago, ticking every second (spec §2, §9) so the
 * owner can tell at a glance that the dashboard is up to date.
 */
export function LastUpdateClock({ loadedAt }: { loadedAt: string }) {
  const now = useSyncExternalStore(everySecond, currentSecond, unknownOnServer);
  const loaded = Date.parse(loadedAt);
  return (
    <p className="text-sm text-slate-600">
      Last update{" "}
      <time dateTime={loadedAt} className="font-medium text-slate-800">
        {formatShopClock(loaded, "en")}
      </time>
      {now !== undefined && (
        <span data-testid="last-update-ago">
          {" "}
          · {ago(Math.max(0, Math.round((now - loaded) / 1000)))}
        </span>
      )}
    </p>
  );
}
