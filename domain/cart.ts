import { discountLabel } from "./discount";
import type { Paise } from "./money";
import { DEFAULT_MAX_QUANTITY, MIN_QUANTITY } from "./shop-constants";

/**
 * A cart line as the browser keeps it (spec §3 'Cart item'). Money is integer paise: `price` and
 * `oldPrice` are paise, never rupees, so totals are exact.
 */
export interface CartItem {
  id: number;
  name: string;
  /** The product's Hindi name when the shop wrote one, for Hindi pages (issue 15). */
  nameHi?: string;
  price: Paise;
  oldPrice?: Paise;
  image: string;
  quantity: number;
  inStock: boolean;
  brand: string;
  discount: string;
  maxQuantity: number;
  /**
   * Set by a price refresh when the price differs from the one the item was added at: that
   * original price, so the customer sees the change before ordering. Absent when unchanged.
   */
  priceChangedFrom?: Paise;
  /** Set by a price refresh when the shop no longer lists the product. */
  unavailable?: boolean;
  /**
   * Set by a price refresh while the product is one of the demo's (issue 33): its price is made
   * up, so the cart says so before the customer orders it.
   */
  demo?: true;
}

export type Cart = readonly CartItem[];

/** The saved-for-later list is kept apart from the cart, under its own key. */
export const SAVED_FOR_LATER_STORAGE_KEY = "savedForLater";

/** What add-to-cart receives: the product's fields plus its images (spec §3). */
export interface CartProductInput {
  id: number;
  name: string;
  nameHi?: string;
  price: Paise;
  oldPrice?: Paise;
  image?: string;
  images?: readonly string[];
  inStock?: boolean;
  brand?: string;
  discount?: string;
  maxQuantity?: number;
}

/** What a product card or product page knows of a product, as add-to-cart takes it. */
export function cartProductOf(product: {
  id: number;
  name: string;
  nameHi?: string;
  pricePaise: Paise;
  oldPricePaise: Paise;
  image?: string;
  images?: readonly string[];
  inStock: boolean;
  brand: string;
  maxQuantity: number;
}): CartProductInput {
  return {
    id: product.id,
    name: product.name,
    ...(product.nameHi ? { nameHi: product.nameHi } : {}),
    price: product.pricePaise,
    oldPrice: product.oldPricePaise,
    ...(product.image !== undefined ? { image: product.image } : {}),
    ...(product.images !== undefined ? { images: product.images } : {}),
    inStock: product.inStock,
    brand: product.brand,
    discount: discountLabel(product.pricePaise, product.oldPricePaise),
    maxQuantity: product.maxQuantity,
  };
}

export type AddToCartResult =
  | { outcome: "added"; cart: Cart; quantity: number }
  | { outcome: "updated"; cart: Cart; quantity: number }
  | { outcome: "max-reached"; cart: Cart; maxQuantity: number }
  | { outcome: "out-of-stock"; cart: Cart };

function toCartItem(product: CartProductInput, quantity: number): CartItem {
  return {
    id: product.id,
    name: product.name,
    ...(product.nameHi ? { nameHi: product.nameHi } : {}),
    price: product.price,
    ...(product.oldPrice !== undefined ? { oldPrice: product.oldPrice } : {}),
    image: product.image || product.images?.[0] || "",
    quantity,
    inStock: product.inStock !== false,
    brand: product.brand ?? "",
    discount: product.discount ?? "",
    maxQuantity: product.maxQuantity ?? DEFAULT_MAX_QUANTITY,
  };
}

/**
 * Adds a product (spec §4 'Cart'): a new product is appended; one already present grows only if the
 * new total stays within its maximum, otherwise nothing changes.
 */
export function addToCart(
  cart: Cart,
  product: CartProductInput,
  quantity = MIN_QUANTITY,
): AddToCartResult {
  if (product.inStock === false) return { outcome: "out-of-stock", cart };
  const wanted = Math.max(MIN_QUANTITY, Math.floor(quantity));
  const existing = cart.find((item) => item.id === product.id);
  const maxQuantity = existing?.maxQuantity ?? product.maxQuantity ?? DEFAULT_MAX_QUANTITY;
  const total = (existing?.quantity ?? 0) + wanted;
  if (total > maxQuantity) return { outcome: "max-reached", cart, maxQuantity };
  if (!existing)
    return { outcome: "added", cart: [...cart, toCartItem(product, wanted)], quantity: wanted };
  return {
    outcome: "updated",
    cart: cart.map((item) => (item.id === product.id ? { ...item, quantity: total } : item)),
    quantity: total,
  };
}

/**
 * How many 'Buy Now' adds (issue 15): it means "I want this many; take me to the cart", so it tops
 * the product's line up to the chosen quantity and adds nothing when the line already holds at
 * least that many. So 'Add to Cart' then 'Buy Now' never counts the same units twice.
 */
export function buyNowTopUp(cart: Cart, productId: number, chosen: number): number {
  const inCart = cart.find((item) => item.id === productId)?.quantity ?? 0;
  return Math.max(0, Math.floor(chosen) - inCart);
}

/** Sets an exact quantity, only within 1..maxQuantity; anything else leaves the cart as it is. */
export function updateQuantity(cart: Cart, id: number, quantity: number): Cart {
  const item = cart.find((line) => line.id === id);
  if (
    !item ||
    !Number.isInteger(quantity) ||
    quantity < MIN_QUANTITY ||
    quantity > item.maxQuantity
  ) {
    return cart;
  }
  return cart.map((line) => (line.id === id ? { ...line, quantity } : line));
}

export function removeFromCart(cart: Cart, id: number): Cart {
  return cart.filter((item) => item.id !== id);
}

export interface CartTotals {
  items: number;
  price: Paise;
  savings: Paise;
}

export function cartTotals(cart: Cart): CartTotals {
  let items = 0;
  let price = 0;
  let savings = 0;
  for (const item of cart) {
    items += item.quantity;
    price += item.price * item.quantity;
    if (item.oldPrice !== undefined && item.oldPrice > item.price) {
      savings += (item.oldPrice - item.price) * item.quantity;
    }
  }
  return { items, price, savings };
}

/** Alerts of spec §8 'Cart alerts'. */
export const cartMessages = {
  added: (name: string) => `${name} added to cart!`,
  updated: (name: string, quantity: number) => `${name} quantity updated! (${quantity} items)`,
  maxReached: (name: string, maxQuantity: number) =>
    `Maximum quantity (${maxQuantity}) reached for ${name}`,
  outOfStockFromList: "This product is currently out of stock.",
  outOfStockFromDetails: "This product is out of stock",
  productNotLoaded: "Product not loaded",
  maximumQuantity: (maxQuantity: number) => `Maximum quantity is ${maxQuantity}`,
};

/** A saved cart read back from storage: anything that is not a well-formed line is dropped. */
export function parseStoredCart(value: unknown): CartItem[] {
  if (!Array.isArray(value)) throw new Error("the stored cart is not a list");
  return value.filter(
    (item): item is CartItem =>
      typeof item === "object" &&
      item !== null &&
      Number.isInteger(item.id) &&
      typeof item.name === "string" &&
      (item.nameHi === undefined || typeof item.nameHi === "string") &&
      Number.isInteger(item.price) &&
      Number.isInteger(item.quantity) &&
      item.quantity >= MIN_QUANTITY &&
      Number.isInteger(item.maxQuantity) &&
      item.quantity <= item.maxQuantity &&
      (item.priceChangedFrom === undefined || Number.isInteger(item.priceChangedFrom)),
  );
}

export interface SaveForLaterResult {
  cart: Cart;
  saved: Cart;
}

/** Moves a line from the cart to the saved list; saving it again replaces the older copy. */
export function saveForLater(cart: Cart, saved: Cart, id: number): SaveForLaterResult {
  const item = cart.find((line) => line.id === id);
  if (!item) return { cart, saved };
  return {
    cart: removeFromCart(cart, id),
    saved: [...removeFromCart(saved, id), item],
  };
}

export type MoveToCartResult =
  | { outcome: "moved"; cart: Cart; saved: Cart }
  | { outcome: "max-reached"; cart: Cart; saved: Cart; maxQuantity: number }
  | { outcome: "out-of-stock"; cart: Cart; saved: Cart };

/**
 * Brings a saved line back under the cart's own add rules: merged with the same product when the
 * total stays within its maximum, refused when out of stock. A refused line stays saved.
 */
export function moveToCart(cart: Cart, saved: Cart, id: number): MoveToCartResult {
  const item = saved.find((line) => line.id === id);
  if (!item) return { outcome: "out-of-stock", cart, saved };
  const result = addToCart(
    cart,
    {
      id: item.id,
      name: item.name,
      price: item.price,
      ...(item.oldPrice !== undefined ? { oldPrice: item.oldPrice } : {}),
      image: item.image,
      inStock: item.inStock && !item.unavailable,
      brand: item.brand,
      discount: item.discount,
      maxQuantity: item.maxQuantity,
    },
    item.quantity,
  );
  switch (result.outcome) {
    case "added":
      // The line keeps its own fields, price-change note included.
      return { outcome: "moved", cart: [...cart, item], saved: removeFromCart(saved, id) };
    case "updated":
      return { outcome: "moved", cart: result.cart, saved: removeFromCart(saved, id) };
    case "max-reached":
      return { outcome: "max-reached", cart, saved, maxQuantity: result.maxQuantity };
    case "out-of-stock":
      return { outcome: "out-of-stock", cart, saved };
  }
}
