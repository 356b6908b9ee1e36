import { useSyncExternalStore } from "react";
import {
  addToCart,
  parseStoredCart,
  removeFromCart,
  updateQuantity,
  type AddToCartResult,
  type Cart,
  type CartProductInput,
} from "../../../domain/cart";
import { CART_STORAGE_KEY } from "../../../domain/shop-constants";

/**
 * The visitor's cart, kept in local storage under 'cart' (spec §4). One store per tab; another tab's
 * change arrives through the storage event, so two open tabs show the same cart.
 */
const EMPTY: Cart = [];
let cart: Cart = EMPTY;
let started = false;
const listeners = new Set<() => void>();

function readStoredCart(): Cart {
  try {
    const raw = window.localStorage.getItem(CART_STORAGE_KEY);
    return raw ? parseStoredCart(JSON.parse(raw)) : EMPTY;
  } catch (error) {
    console.error("Could not load the saved cart; starting with an empty one.", error);
    return EMPTY;
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

function start(): void {
  if (started || typeof window === "undefined") return;
  started = true;
  cart = readStoredCart();
  window.addEventListener("storage", (event) => {
    if (event.key !== CART_STORAGE_KEY && event.key !== null) return;
    cart = readStoredCart();
    notify();
  });
}

function commit(next: Cart): void {
  if (next === cart) return;
  cart = next;
  try {
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(next));
  } catch (error) {
    console.error("Could not save the cart.", error);
  }
  notify();
}

function subscribe(listener: () => void): () => void {
  start();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function currentCart(): Cart {
  start();
  return cart;
}

/** The cart; empty while rendering on the server and during hydration. */
export function useCart(): Cart {
  return useSyncExternalStore(subscribe, currentCart, () => EMPTY);
}

export const cartStore = {
  add(product: CartProductInput, quantity?: number): AddToCartResult {
    const result = addToCart(currentCart(), product, quantity);
    commit(result.cart);
    return result;
  },
  updateQuantity(id: number, quantity: number): void {
    commit(updateQuantity(currentCart(), id, quantity));
  },
  remove(id: number): void {
    commit(removeFromCart(currentCart(), id));
  },
  clear(): void {
    commit(EMPTY);
  },
};
