import type { Cart, CartItem } from "./cart";
import { discountLabel } from "./discount";
import { formatRupees, rupeesToPaise, type Paise } from "./money";
import type { ProductJson } from "./product-json";
import { MIN_QUANTITY } from "./shop-constants";

/*
 * A stored cart brought up to the shop's current prices, stock and limits, and the notes a line
 * then shows (spec §8). Apart from cart.ts's own rules, which the add buttons of every page load.
 */

/** What the cart reads of a product as `GET /api/products` lists it; money in rupees there. */
export type ListedProduct = Pick<
  ProductJson,
  "id" | "name" | "price" | "oldPrice" | "inStock" | "maxQuantity"
> & { demo?: boolean };

export type CartChange =
  | { kind: "price"; id: number; name: string; from: Paise; to: Paise }
  | { kind: "out-of-stock"; id: number; name: string }
  | { kind: "back-in-stock"; id: number; name: string }
  | { kind: "quantity-reduced"; id: number; name: string; to: number }
  | { kind: "unavailable"; id: number; name: string };

/**
 * Brings the stored items up to the shop's current prices, stock and limits. An item remembers the
 * price it was added at until the price returns to it, so the note survives reloads and repeated
 * refreshes. A product the shop no longer lists cannot be ordered, so it counts as out of stock.
 * Returns the same cart object when nothing changed, so callers can skip a needless save.
 */
export function refreshCart(
  cart: Cart,
  products: readonly ListedProduct[],
): { cart: Cart; changes: CartChange[] } {
  const byId = new Map(products.map((product) => [product.id, product]));
  const changes: CartChange[] = [];
  let changed = false;
  const next = cart.map((item): CartItem => {
    const product = byId.get(item.id);
    if (!product) {
      if (item.unavailable && !item.inStock) return item;
      changed = true;
      changes.push({ kind: "unavailable", id: item.id, name: item.name });
      return { ...item, inStock: false, unavailable: true };
    }
    const price = rupeesToPaise(product.price);
    const oldPrice = rupeesToPaise(product.oldPrice);
    const addedAt = item.priceChangedFrom ?? item.price;
    const maxQuantity = Math.max(MIN_QUANTITY, product.maxQuantity);
    const quantity = Math.min(item.quantity, maxQuantity);
    const updated: CartItem = {
      ...item,
      price,
      oldPrice,
      discount: discountLabel(price, oldPrice),
      inStock: product.inStock,
      maxQuantity,
      quantity,
    };
    delete updated.unavailable;
    delete updated.priceChangedFrom;
    delete updated.demo;
    if (product.demo) updated.demo = true;
    if (price !== addedAt) updated.priceChangedFrom = addedAt;

    if (price !== item.price) {
      changes.push({ kind: "price", id: item.id, name: item.name, from: item.price, to: price });
    }
    if (item.inStock && !product.inStock) {
      changes.push({ kind: "out-of-stock", id: item.id, name: item.name });
    }
    if (!item.inStock && product.inStock) {
      changes.push({ kind: "back-in-stock", id: item.id, name: item.name });
    }
    if (quantity !== item.quantity) {
      changes.push({ kind: "quantity-reduced", id: item.id, name: item.name, to: quantity });
    }
    if (!sameRefreshedFields(updated, item)) changed = true;
    return updated;
  });
  return { cart: changed ? next : cart, changes };
}

function sameRefreshedFields(a: CartItem, b: CartItem): boolean {
  return (
    a.price === b.price &&
    a.oldPrice === b.oldPrice &&
    a.discount === b.discount &&
    a.inStock === b.inStock &&
    a.maxQuantity === b.maxQuantity &&
    a.quantity === b.quantity &&
    a.priceChangedFrom === b.priceChangedFrom &&
    a.unavailable === b.unavailable &&
    a.demo === b.demo
  );
}

/** The note a refreshed item shows beside its price, or none. */
export function cartItemNotes(item: CartItem): string[] {
  const notes: string[] = [];
  if (item.unavailable) notes.push(cartNoticeMessages.unavailable);
  else if (!item.inStock) notes.push(cartNoticeMessages.nowOutOfStock);
  if (!item.unavailable && item.priceChangedFrom !== undefined) {
    notes.push(cartNoticeMessages.priceChanged(item.priceChangedFrom, item.price));
  }
  return notes;
}

export const cartNoticeMessages = {
  priceChanged: (from: Paise, to: Paise) =>
    `Price changed from ${formatRupees(from)} to ${formatRupees(to)}`,
  nowOutOfStock: "Now out of stock",
  unavailable: "No longer available",
  someChanged:
    "Some prices or stock changed since you added these items. Please check before ordering.",
  quantityReduced: (name: string, quantity: number) =>
    `Only ${quantity} of "${name}" can be ordered; your cart was updated.`,
};
