/*
 * Checkout rules (spec §4 'Checkout flow', §5, §8 'Order placement'), kept free of zod so the cart
 * page stays light; the API's schema (order-schemas.ts) is built on these same functions.
 */
export const NAME_MIN_LENGTH = 2;

/** The name as stored: trimmed, inner runs of spaces folded. */
export function normaliseCustomerName(name: string): string {
  return name.trim().replace(/\s+/g, " ");
}

export function isValidCustomerName(name: string): boolean {
  return normaliseCustomerName(name).length >= NAME_MIN_LENGTH;
}

/**
 * An Indian mobile number as 10 digits: spaces, dashes, a leading +91 or 0 removed; it must then
 * be exactly 10 digits starting with 6, 7, 8 or 9. Returns null for anything else.
 */
export function normaliseMobile(input: string): string | null {
  const digits = input.replace(/[\s-]/g, "").replace(/^(\+91|0)/, "");
  return /^[6-9][0-9]{9}$/.test(digits) ? digits : null;
}

export const checkoutMessages = {
  nameHint: "Minimum 2 characters required",
  mobileHint: "Enter 10-digit mobile number",
  invalidDetails: "Please enter valid name (minimum 2 characters) and mobile number (10 digits).",
  cartEmpty: "Your cart is empty!",
  outOfStockInCart: "Some items in your cart are out of stock. Please remove them before proceeding.",
  orderFailed: "Failed to place order. Please try again.",
  orderFailedAlert: (message: string) => `Failed to place order: ${message}`,
  orderPlaced: "Your order has been placed successfully!",
  weWillContact: (mobileDisplay: string) => `We will contact you soon on ${mobileDisplay}.`,
  thankYou: "Thank you for your order!",
  removeItem: (name: string) => `Are you sure you want to remove "${name}" from your cart?`,
  clearCart: "Are you sure you want to clear your entire cart?",
  saveForLater: (name: string) => `Save "${name}" for later and remove from cart?`,
  savedForLater: (name: string) => `"${name}" saved for later!`,
  maxReachedInCart: (maxQuantity: number) => `Maximum quantity (${maxQuantity}) reached for this item.`,
};
