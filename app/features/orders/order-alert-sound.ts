/**
 * A short two-tone beep for a new order, made with the Web Audio API so no sound file travels over
 * a slow connection. Browsers only let a page play sound after the user has interacted with it, so
 * the audio context is created (or resumed) on the admin's first tap or key press.
 */
let context: AudioContext | undefined;

function unlock(): void {
  if (typeof AudioContext === "undefined") return;
  context ??= new AudioContext();
  if (context.state === "suspended") void context.resume();
}

/** Starts listening for the first interaction; returns the function that stops listening. */
export function unlockAlertSoundOnInteraction(): () => void {
  const events = ["pointerdown", "keydown"] as const;
  for (const name of events) window.addEventListener(name, unlock, { passive: true });
  return () => {
    for (const name of events) window.removeEventListener(name, unlock);
  };
}

export function playNewOrderSound(): void {
  if (!context || context.state !== "running") return;
  const start = context.currentTime;
  const gain = context.createGain();
  gain.connect(context.destination);
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(0.25, start + 0.02);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.45);
  for (const [offset, frequency] of [
    [0, 880],
    [0.18, 1320],
  ] as const) {
    const tone = context.createOscillator();
    tone.type = "sine";
    tone.frequency.setValueAtTime(frequency, start + offset);
    tone.connect(gain);
    tone.start(start + offset);
    tone.stop(start + offset + 0.2);
  }
}
