import { useSyncExternalStore } from "react";
import { parseStoredCart, type Cart } from "../../../domain/cart";

export interface StoredList {
  /** The list; empty while rendering on the server and during hydration. */
  useList(): Cart;
  current(): Cart;
  commit(next: Cart): void;
}

const EMPTY: Cart = [];

/**
 * A list of cart lines kept in local storage under `key`. One store per tab; another tab's change
 * arrives through the storage event, so two open tabs show the same list. A failed save or load
 * (quota, corrupt JSON) is logged and the list starts empty instead of breaking the page.
 */
export function createStoredList(key: string, label: string): StoredList {
  let list: Cart = EMPTY;
  let started = false;
  const listeners = new Set<() => void>();

  const read = (): Cart => {
    try {
      const raw = window.localStorage.getItem(key);
      return raw ? parseStoredCart(JSON.parse(raw)) : EMPTY;
    } catch (error) {
      console.error(`Could not load the saved ${label}; starting with an empty one.`, error);
      return EMPTY;
    }
  };

  const notify = () => {
    for (const listener of listeners) listener();
  };

  const start = () => {
    if (started || typeof window === "undefined") return;
    started = true;
    list = read();
    window.addEventListener("storage", (event) => {
      if (event.key !== key && event.key !== null) return;
      list = read();
      notify();
    });
  };

  const subscribe = (listener: () => void) => {
    start();
    listeners.add(listener);
    return () => listeners.delete(listener);
  };

  const current = () => {
    start();
    return list;
  };

  return {
    useList: () => useSyncExternalStore(subscribe, current, () => EMPTY),
    current,
    commit(next) {
      if (next === list) return;
      list = next;
      try {
        window.localStorage.setItem(key, JSON.stringify(next));
      } catch (error) {
        console.error(`Could not save the ${label}.`, error);
      }
      notify();
    },
  };
}
