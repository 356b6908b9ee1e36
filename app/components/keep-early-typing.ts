import { useEffect } from "react";

/**
 * Keeps what was typed into a textarea before the page hydrated. React 19 hydrates an input
 * keeping the value in the box, but a textarea it sets back to its server-rendered text
 * (`initTextarea` writes `defaultValue`, then `value`): words typed on a slow phone before the
 * script ran were lost, and a selection made just before (select all, then type) collapsed, so
 * the new words landed in front of the old ones. While the page hydrates, writes to the
 * `value` and `defaultValue` of a textarea the visitor has touched (focused, or changed) are
 * skipped; nothing else writes to a textarea then. Runs when the root route's module is
 * evaluated, which is before hydration (route modules load before the entry's `hydrateRoot`);
 * `useEndEarlyTyping` in the root layout ends it once the page has hydrated.
 */

let hydrating = typeof window !== "undefined";

function touched(box: HTMLTextAreaElement): boolean {
  return box === document.activeElement || box.value !== box.defaultValue;
}

function keepWhileHydrating(key: "value" | "defaultValue"): void {
  const own = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, key);
  if (!own?.get || !own.set) return;
  const { get, set } = own;
  Object.defineProperty(HTMLTextAreaElement.prototype, key, {
    ...own,
    get,
    set(this: HTMLTextAreaElement, text: string) {
      if (hydrating && touched(this)) return;
      set.call(this, text);
    },
  });
}

if (hydrating) {
  keepWhileHydrating("value");
  keepWhileHydrating("defaultValue");
}

/** In the root layout: effects run only once the whole page has hydrated. */
export function useEndEarlyTyping(): void {
  useEffect(() => {
    hydrating = false;
  }, []);
}
