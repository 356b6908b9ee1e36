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
  price: Paise;
  oldPrice?: Paise;
  image: string;
  quantity: number;
  inStock: boolean;
  brand: string;
  discount: string;
  maxQuantity: number;
}

export type Cart = readonly CartItem[];

/** What add-to-cart receives: the product's fields plus its images (spec §3). */
export interface CartProductInput {
  id: number;
  name: string;
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
      Number.isInteger(item.price) &&
      Number.isInteger(item.quantity) &&
      item.quantity >= MIN_QUANTITY &&
      Number.isInteger(item.maxQuantity) &&
      item.quantity <= item.maxQuantity,
  );
}
