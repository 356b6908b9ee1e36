/**
 * A short two-tone beep for a new order, made with the Web Audio API so no sound file travels over
 * a slow connection. Browsers only let a page play sound after the user has interacted with it:
 * the audio context is made when the dashboard opens, starts suspended where the browser blocks
 * sound, and is resumed on the admin's first tap or key press. Until then the dashboard says so.
 */
let context: AudioContext | undefined;
const stateListeners = new Set<() => void>();

function audioContext(): AudioContext | undefined {
  if (typeof AudioContext === "undefined") return undefined;
  if (!context) {
    context = new AudioContext();
    context.addEventListener("statechange", () => {
      for (const listener of stateListeners) listener();
    });
  }
  return context;
}

/** Resumes the sound; works only during a tap or key press, as browsers allow. */
export function unlockAlertSound(): void {
  const current = audioContext();
  if (current?.state === "suspended") void current.resume();
}

/** Starts listening for the first interaction; returns the function that stops listening. */
export function unlockAlertSoundOnInteraction(): () => void {
  const events = ["pointerdown", "keydown"] as const;
  for (const name of events) window.addEventListener(name, unlockAlertSound, { passive: true });
  return () => {
    for (const name of events) window.removeEventListener(name, unlockAlertSound);
  };
}

/** For useSyncExternalStore: makes the audio context and reports its state changes. */
export function subscribeToSoundState(listener: () => void): () => void {
  stateListeners.add(listener);
  if (audioContext()) queueMicrotask(listener);
  return () => stateListeners.delete(listener);
}

/** True while the browser keeps the order sound from playing. */
export function isSoundBlocked(): boolean {
  return context !== undefined && context.state !== "running";
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
