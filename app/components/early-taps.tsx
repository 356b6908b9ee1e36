import { useEffect } from "react";
import { flushSync } from "react-dom";

/**
 * Taps made before the page has hydrated (issue 15: on a slow phone the buy buttons show about a
 * second before their script runs). A tiny inline script in the head catches clicks on marked
 * buttons, swallows them, and marks each button busy (the spinner of `app.css`); once hydrated,
 * the page replays each caught tap once, in order, through React's own handler. Swallowing is
 * what keeps a tap from counting twice: React never sees the original click, even when it arrives
 * while React is already listening but the replay has not yet taken over.
 */

/** The name of the global through which the inline script hands its taps to the page. */
export const EARLY_TAPS_GLOBAL = "__earlyTaps";

interface EarlyTaps {
  /**
   * The buttons tapped, in order. A buy button is there once: a second tap on it while busy is the
   * same wish. A stepper's button is there once per tap: two taps on plus mean two more.
   */
  q: HTMLButtonElement[];
  /** The capturing click listener, so the page can remove it. */
  h: (event: MouseEvent) => void;
}

declare global {
  interface Window {
    [EARLY_TAPS_GLOBAL]?: EarlyTaps;
  }
}

/**
 * Spread on a button whose tap must count before hydration. The inline script sets `aria-busy`
 * on it, which React did not render: the warning for that attribute is expected, so it is off.
 * Only for `type="button"` buttons, whose click does nothing without script.
 */
export const earlyTap = { "data-early-tap": "", suppressHydrationWarning: true } as const;

/** Like `earlyTap`, for a button each of whose taps counts (a quantity stepper's minus and plus). */
export const earlyTapEach = { "data-early-tap": "each", suppressHydrationWarning: true } as const;

// Kept to a few hundred bytes: it is sent inline in every page.
const captureScript =
  `(()=>{var q=[],h=e=>{var b=e.target.closest?.("[data-early-tap]");` +
  `if(b&&!b.disabled){e.preventDefault();e.stopImmediatePropagation();` +
  `(b.dataset.earlyTap||!q.includes(b))&&(q.push(b),b.setAttribute("aria-busy","true"))}};` +
  `addEventListener("click",h,!0);self.${EARLY_TAPS_GLOBAL}={q,h}})()`;

/** The inline script, first in the head so it listens before any button is painted. */
export function EarlyTapCapture({ nonce }: { nonce: string | undefined }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: captureScript }} />;
}

/** Hands the buttons back to React and replays the taps caught before hydration; once per page load. */
export function useReplayEarlyTaps(): void {
  useEffect(() => {
    const taps = window[EARLY_TAPS_GLOBAL];
    if (!taps) return;
    delete window[EARLY_TAPS_GLOBAL];
    // Out of React's commit, so each replayed tap is applied before the next one reads the state
    // (plus, then Add to Cart). Taps keep being caught until this task, so none is lost or reordered.
    setTimeout(() => {
      removeEventListener("click", taps.h, true);
      for (const button of taps.q) {
        button.removeAttribute("aria-busy");
        if (button.isConnected) flushSync(() => button.click());
      }
    });
  }, []);
}
