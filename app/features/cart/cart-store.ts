import {
  addToCart,
  moveToCart,
  removeFromCart,
  saveForLater,
  SAVED_FOR_LATER_STORAGE_KEY,
  updateQuantity,
  type AddToCartResult,
  type Cart,
  type CartProductInput,
  type MoveToCartResult,
} from "../../../domain/cart";
import { refreshCart, type CartChange, type ListedProduct } from "../../../domain/cart-refresh";
import { CART_STORAGE_KEY } from "../../../domain/shop-constants";
import { createStoredList } from "./stored-list";

/** The visitor's cart, kept in local storage under 'cart' (spec §4). */
const cart = createStoredList(CART_STORAGE_KEY, "cart");
/** Lines the visitor put aside, under their own key so the cart stays as the spec describes it. */
const saved = createStoredList(SAVED_FOR_LATER_STORAGE_KEY, "saved-for-later list");

export function useCart(): Cart {
  return cart.useList();
}

export function useSavedForLater(): Cart {
  return saved.useList();
}

const EMPTY: Cart = [];

export const cartStore = {
  current(): Cart {
    return cart.current();
  },
  add(product: CartProductInput, quantity?: number): AddToCartResult {
    const result = addToCart(cart.current(), product, quantity);
    cart.commit(result.cart);
    return result;
  },
  updateQuantity(id: number, quantity: number): void {
    cart.commit(updateQuantity(cart.current(), id, quantity));
  },
  remove(id: number): void {
    cart.commit(removeFromCart(cart.current(), id));
  },
  clear(): void {
    cart.commit(EMPTY);
  },
  saveForLater(id: number): void {
    const result = saveForLater(cart.current(), saved.current(), id);
    saved.commit(result.saved);
    cart.commit(result.cart);
  },
  moveToCart(id: number): MoveToCartResult {
    const result = moveToCart(cart.current(), saved.current(), id);
    cart.commit(result.cart);
    saved.commit(result.saved);
    return result;
  },
  removeSaved(id: number): void {
    saved.commit(removeFromCart(saved.current(), id));
  },
  /** Applies the shop's current prices and stock to both lists; returns what changed in the cart. */
  refresh(products: readonly ListedProduct[]): CartChange[] {
    const refreshedCart = refreshCart(cart.current(), products);
    cart.commit(refreshedCart.cart);
    saved.commit(refreshCart(saved.current(), products).cart);
    return refreshedCart.changes;
  },
};
