import { VolumeX } from "lucide-react";
import { useSyncExternalStore } from "react";
import { alertTexts } from "../../../domain/push-alerts";
import { isSoundBlocked, subscribeToSoundState, unlockAlertSound } from "../desk/alert-sound";

/** Shown while the browser blocks the new-order beep; a tap anywhere turns it on, this one too. */
export function SoundHint() {
  const blocked = useSyncExternalStore(subscribeToSoundState, isSoundBlocked, () => false);
  if (!blocked) return null;
  return (
    <button
      type="button"
      onClick={unlockAlertSound}
      className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-1.5 text-sm font-medium text-amber-900"
    >
      <VolumeX aria-hidden size={16} />
      {alertTexts.soundHint}
    </button>
  );
}
