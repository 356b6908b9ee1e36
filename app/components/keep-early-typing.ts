import { useEffect } from "react";

/**
 * Keeps what was typed into a box before the page hydrated, in two steps of one mechanism.
 * First the box: keeps what was typed into a textarea. React 19 hydrates an input
 * keeping the value in the box, but a textarea it sets back to its server-rendered text
 * (`initTextarea` writes `defaultValue`, then `value`): words typed on a slow phone before the
 * script ran were lost, and a selection made just before (select all, then type) collapsed, so
 * the new words landed in front of the old ones. While the page hydrates, writes to the
 * `value` and `defaultValue` of a textarea the visitor has touched (focused, or changed) are
 * skipped; nothing else writes to a textarea then. Runs when the root route's module is
 * evaluated, which is before hydration (route modules load before the entry's `hydrateRoot`);
 * `useEndEarlyTyping` in the root layout ends it once the page has hydrated. A write of the
 * text a textarea already holds as its default is skipped at any time (see the setter).
 * Then the state: a controlled field's React state never saw that typing, so the page acted on
 * its server-rendered value (a total of ₹0, a disabled Login) and its next render wrote that value
 * back over the box. `takeEarlyTyping` hands the box's text to the state as the field hydrates.
 * Both steps are needed: the first acts before React has the element (it writes a textarea's
 * value during hydration itself), the second once it has, when its state can be set.
 */

let hydrating = typeof window !== "undefined";

function touched(box: HTMLTextAreaElement): boolean {
  return box === document.activeElement || box.value !== box.defaultValue;
}

function guardWrites(key: "value" | "defaultValue"): void {
  const own = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, key);
  if (!own?.get || !own.set) return;
  const { get, set } = own;
  Object.defineProperty(HTMLTextAreaElement.prototype, key, {
    ...own,
    get,
    set(this: HTMLTextAreaElement, text: string) {
      if (hydrating && touched(this)) return;
      // React writes a textarea's defaultValue on every render of it, and Chrome redraws its
      // text for a write of the same text, collapsing the visitor's selection to the start.
      if (key === "defaultValue" && get.call(this) === text) return;
      set.call(this, text);
    },
  });
}

if (hydrating) {
  guardWrites("value");
  guardWrites("defaultValue");
}

/** In the root layout: effects run only once the whole page has hydrated. */
export function useEndEarlyTyping(): void {
  useEffect(() => {
    hydrating = false;
  }, []);
}

/**
 * A controlled field's `ref`: while the page hydrates, if the box holds text other than `value`
 * (typed before the script ran), `take` gets it, so the state agrees with what the visitor sees
 * and what the form posts. Refs attach in the hydrating commit, before the root layout's effect
 * ends hydration; a field added later never takes anything.
 */
export function takeEarlyTyping(
  value: string,
  take: (typed: string) => void,
): (box: HTMLInputElement | HTMLTextAreaElement | null) => void {
  return (box) => {
    if (hydrating && box && box.value !== value) take(box.value);
  };
}
