import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** False while rendering on the server and hydrating; true once the page runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
