import type { LiveState } from "./use-live-orders";

const LOOKS: Record<LiveState, { text: string; dot: string }> = {
  connecting: { text: "Connecting…", dot: "bg-slate-400" },
  live: { text: "Live", dot: "bg-green-600" },
  reconnecting: { text: "Reconnecting…", dot: "bg-amber-500" },
};

/** Whether new orders show up by themselves right now, or the page is catching up. */
export function LiveIndicator({ state }: { state: LiveState }) {
  const look = LOOKS[state];
  return (
    <span
      data-live-state={state}
      className="inline-flex items-center gap-1.5 rounded-full bg-white px-2 py-0.5 text-xs font-medium text-slate-700 ring-1 ring-slate-200"
    >
      <span aria-hidden className={`size-2 rounded-full ${look.dot}`} />
      {look.text}
    </span>
  );
}
