/**
 * A short two-tone beep for a new order or repair request, made with the Web Audio API so no sound
 * file travels over a slow connection. Browsers only let a page play sound after the user has
 * interacted with it. The audio context is made on the admin's first tap or key press (where it
 * may start at once), or when the first arrival beeps, not when the dashboard opens: making one
 * took the page's thread 170-500 ms in Lighthouse's phone runs, the largest task of /admind's
 * load (issue 30). Until the sound runs the dashboard says to tap.
 */
let context: AudioContext | undefined;
const stateListeners = new Set<() => void>();

function audioContext(): AudioContext | undefined {
  if (typeof AudioContext === "undefined") return undefined;
  if (!context) {
    context = new AudioContext();
    context.addEventListener("statechange", () => afterTheTap(tellListeners));
    afterTheTap(tellListeners);
  }
  return context;
}

function tellListeners(): void {
  for (const listener of stateListeners) listener();
}

/** Longer than a tap lasts: a change not caused by a tap is told after this at the latest. */
const TAP_MS = 1000;

/**
 * Runs `then` once the tap going on (if any) has clicked. The first tap resumes the sound, and the
 * hint it hides sits above the orders: hidden between the finger's down and up, it moved what was
 * tapped from under the finger, and the tap landed on the page instead (the Filters button, an
 * order's menu).
 */
function afterTheTap(then: () => void): void {
  let told = false;
  const tell = () => {
    if (told) return;
    told = true;
    removeEventListener("click", tell, true);
    clearTimeout(timer);
    setTimeout(then);
  };
  addEventListener("click", tell, true);
  const timer = setTimeout(tell, TAP_MS);
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

/** For useSyncExternalStore: reports the sound's state changes. */
export function subscribeToSoundState(listener: () => void): () => void {
  stateListeners.add(listener);
  return () => stateListeners.delete(listener);
}

/**
 * True while the alert sound cannot play: before the first tap or arrival has made the audio
 * context (a phone keeps sound off until a tap), and while the browser keeps it suspended.
 */
export function isSoundBlocked(): boolean {
  if (context) return context.state !== "running";
  return typeof AudioContext !== "undefined";
}

/** Beeps for a new order or repair request, when the browser lets the page play sound. */
export function playArrivalSound(): void {
  const made = context !== undefined;
  const current = audioContext();
  if (!current) return;
  if (current.state === "running") beep(current);
  // Made just now: where the browser allows sound, the context starts running a moment later.
  else if (!made) {
    current.addEventListener("statechange", () => current.state === "running" && beep(current), {
      once: true,
    });
  }
}

function beep(context: AudioContext): void {
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
