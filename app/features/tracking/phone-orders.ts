import { useSyncExternalStore } from "react";
import { isTrackingToken, MAX_ORDERS_ON_PHONE } from "../../../domain/order-tracking";
import { isRepairToken } from "../../../domain/repair-booking";
import { PHONE_ORDERS_STORAGE_KEY } from "../../../domain/shop-constants";

/**
 * An order placed or a repair booked from this phone: what 'Your orders on this phone' lists.
 * A repair's `orderNumber` is its ticket number and its `token` its private link's; entries kept
 * before repairs joined the list have no `kind` and are orders.
 */
export interface PhoneOrder {
  kind?: "repair";
  orderNumber: string;
  token: string;
  placedAt: string;
}

const EMPTY: PhoneOrder[] = [];
let cached: { raw: string | null; orders: PhoneOrder[] } | undefined;

function parse(raw: string | null): PhoneOrder[] {
  if (!raw) return EMPTY;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return EMPTY;
    return parsed.filter(
      (entry): entry is PhoneOrder =>
        typeof entry === "object" &&
        entry !== null &&
        typeof entry.orderNumber === "string" &&
        typeof entry.token === "string" &&
        (entry.kind === "repair" ? isRepairToken(entry.token) : isTrackingToken(entry.token)) &&
        typeof entry.placedAt === "string",
    );
  } catch {
    return EMPTY;
  }
}

function read(): PhoneOrder[] {
  try {
    const raw = window.localStorage.getItem(PHONE_ORDERS_STORAGE_KEY);
    if (cached?.raw !== raw) cached = { raw, orders: parse(raw) };
    return cached.orders;
  } catch {
    return EMPTY;
  }
}

const listeners = new Set<() => void>();

function write(orders: PhoneOrder[]): void {
  try {
    if (orders.length === 0) window.localStorage.removeItem(PHONE_ORDERS_STORAGE_KEY);
    else window.localStorage.setItem(PHONE_ORDERS_STORAGE_KEY, JSON.stringify(orders));
  } catch (error) {
    console.warn("Could not keep the orders placed on this phone", error);
  }
  for (const listener of listeners) listener();
}

/**
 * Keeps a placed order or booked repair on this phone, newest first, the oldest dropped past the
 * limit; the same number again (a retried booking's fresh link) replaces its entry.
 */
export function keepPhoneOrder(order: PhoneOrder): void {
  const others = read().filter(
    (entry) => entry.token !== order.token && entry.orderNumber !== order.orderNumber,
  );
  write([order, ...others].slice(0, MAX_ORDERS_ON_PHONE));
}

export function forgetPhoneOrders(): void {
  write(EMPTY);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === PHONE_ORDERS_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The orders kept on this phone; none while rendering on the server and during hydration. */
export function usePhoneOrders(): PhoneOrder[] {
  return useSyncExternalStore(subscribe, read, () => EMPTY);
}
