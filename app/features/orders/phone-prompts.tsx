import { X } from "lucide-react";
import { useCallback, useSyncExternalStore } from "react";
import { alertTexts } from "../../../domain/push-alerts";
import { isSoundBlocked, subscribeToSoundState } from "../desk/alert-sound";
import { TurnOnAlertsButton, type AlertControls } from "./phone-alerts";
import { SoundHint } from "./sound-hint";

/** Where the dashboard remembers that the owner put the prompts away on this device. */
export const PROMPTS_DISMISSED_KEY = "dukan.phonePrompts.dismissed";

const dismissedListeners = new Set<() => void>();
/** Closed during this visit, for a browser that keeps no storage (private mode). */
let dismissedHere = false;
const readDismissed = () => {
  try {
    return dismissedHere || localStorage.getItem(PROMPTS_DISMISSED_KEY) === "1";
  } catch {
    return dismissedHere;
  }
};

/**
 * 'Turn on alerts on this phone' and 'Tap to turn on order sound', in the dashboard's flow above
 * the orders, never over them (issue 30: fixed to the foot, they covered the newest order's
 * buttons on a phone). One row, one prompt at a time (alerts first: that tap turns the sound on
 * too), so the newest order stays on a phone's first screen. The row is in the server's page
 * already, so the orders do not move when the phone answers a moment later whether alerts and
 * sound are on; it goes once neither is needed, or when the owner closes it, which this device
 * remembers.
 */
export function PhonePrompts({ alerts }: { alerts: AlertControls }) {
  const soundBlocked = useSyncExternalStore(subscribeToSoundState, isSoundBlocked, () => false);
  const dismissed = useSyncExternalStore(
    useCallback((listener: () => void) => {
      dismissedListeners.add(listener);
      return () => dismissedListeners.delete(listener);
    }, []),
    readDismissed,
    () => false,
  );
  const needed = alerts.state === "off" || soundBlocked;
  if (dismissed || (alerts.state !== "checking" && !needed)) return null;
  const dismiss = () => {
    dismissedHere = true;
    try {
      localStorage.setItem(PROMPTS_DISMISSED_KEY, "1");
    } catch {
      // Private mode without storage: the prompts go for this visit only.
    }
    for (const listener of dismissedListeners) listener();
  };
  return (
    <div className="flex min-h-11 items-center gap-2" data-testid="phone-prompts">
      {alerts.state === "off" ? <TurnOnAlertsButton alerts={alerts} /> : <SoundHint />}
      {needed && (
        <button
          type="button"
          onClick={dismiss}
          aria-label={alertTexts.hidePrompts}
          title={alertTexts.hidePrompts}
          className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
        >
          <X aria-hidden size={18} />
        </button>
      )}
    </div>
  );
}
