import type { Cart } from "./cart";
import { formatMobile } from "./contact-links";
import {
  ADDRESS_MAX_LENGTH,
  isStorableAddressLine,
  LANDMARK_MAX_LENGTH,
  normaliseAddressLine,
  normalisePin,
} from "./delivery";
import { normaliseMobile } from "./mobile";
import { formatRupees, rupeesToPaise } from "./money";
import type { PlaceOrderRequestJson } from "./order-schemas";
import { hasUnstorableCharacters, visibleLength } from "./storable";

/*
 * Checkout rules (spec §4 'Checkout flow', §5, §8 'Order placement'), kept free of zod so the cart
 * page stays light; the API's schema (order-schemas.ts) is built on these same functions.
 */
export const NAME_MIN_LENGTH = 2;
/** Longer than any real name; the checkout form's field stops at this length too. */
export const NAME_MAX_LENGTH = 100;

/**
 * The name as stored: in Unicode's composed form (NFC), so the same name typed on two keyboards
 * is stored, searched and sorted alike; trimmed, inner runs of spaces folded.
 */
export function normaliseCustomerName(name: string): string {
  return name.normalize("NFC").trim().replace(/\s+/g, " ");
}

/** At least 2 characters that can be seen: a name of zero-width characters is no name. */
export function isValidCustomerName(name: string): boolean {
  const normalised = normaliseCustomerName(name);
  return (
    visibleLength(normalised) >= NAME_MIN_LENGTH &&
    normalised.length <= NAME_MAX_LENGTH &&
    !hasUnstorableCharacters(normalised)
  );
}

export const checkoutMessages = {
  nameHint: "Minimum 2 characters required",
  mobileHint: "Enter 10-digit mobile number",
  invalidDetails: "Please enter valid name (minimum 2 characters) and mobile number (10 digits).",
  cartEmpty: "Your cart is empty!",
  outOfStockInCart:
    "Some items in your cart are out of stock. Please remove them before proceeding.",
  orderFailed: "Failed to place order. Please try again.",
  orderFailedAlert: (message: string) => `Failed to place order: ${message}`,
  orderPlaced: "Your order has been placed successfully!",
  weWillContact: (mobileDisplay: string) => `We will contact you soon on ${mobileDisplay}.`,
  weWillCall: (callbackPromise: string) => `The shop will call you ${callbackPromise}.`,
  notYou: "Not you?",
  rememberedHint: "Remembered on this phone from your last order.",
  thankYou: "Thank you for your order!",
  removeItem: (name: string) => `Are you sure you want to remove "${name}" from your cart?`,
  clearCart: "Are you sure you want to clear your entire cart?",
  saveForLater: (name: string) => `Save "${name}" for later and remove from cart?`,
  savedForLater: (name: string) => `"${name}" saved for later!`,
  maxReachedInCart: (maxQuantity: number) =>
    `Maximum quantity (${maxQuantity}) reached for this item.`,
  orderNumber: (orderNumber: string) => `Order number: ${orderNumber}`,
  sendOnWhatsApp: "Send on WhatsApp",
  movedToCart: (name: string) => `"${name}" moved to your cart!`,
};

/** Why the cart cannot go to checkout yet (spec §5), or null when it can. */
export function checkoutBlocker(cart: Cart): string | null {
  if (cart.length === 0) return checkoutMessages.cartEmpty;
  if (cart.some((item) => !item.inStock || item.unavailable))
    return checkoutMessages.outOfStockInCart;
  return null;
}

export interface CustomerDetails {
  /** As typed, trimmed and folded. */
  name: string;
  /** 10 digits, without +91. */
  mobile: string;
  /** Optional; null when not given. */
  deliveryAddress: string | null;
  deliveryLandmark: string | null;
  /** 6 digits. */
  deliveryPin: string | null;
}

/** The Customer Details form as typed. */
export interface CustomerDetailsForm {
  name: string;
  mobile: string;
  address: string;
  landmark: string;
  pin: string;
}

/** A blank PIN is none; anything else must be a PIN code. */
export function isValidOptionalPin(pin: string): boolean {
  return pin.trim() === "" || normalisePin(pin) !== null;
}

function optionalLine(text: string, maxLength: number): string | null | undefined {
  const line = normaliseAddressLine(text);
  if (line === null) return null;
  return isStorableAddressLine(line, maxLength) ? line : undefined;
}

/** The details when all are valid, normalised as the order service stores them; otherwise null. */
export function customerDetailsOf(form: CustomerDetailsForm): CustomerDetails | null {
  const mobile = normaliseMobile(form.mobile);
  const deliveryAddress = optionalLine(form.address, ADDRESS_MAX_LENGTH);
  const deliveryLandmark = optionalLine(form.landmark, LANDMARK_MAX_LENGTH);
  if (
    !isValidCustomerName(form.name) ||
    mobile === null ||
    !isValidOptionalPin(form.pin) ||
    deliveryAddress === undefined ||
    deliveryLandmark === undefined
  ) {
    return null;
  }
  return {
    name: normaliseCustomerName(form.name),
    mobile,
    deliveryAddress,
    deliveryLandmark,
    deliveryPin: normalisePin(form.pin),
  };
}

/** The body of `POST /api/orders`: ids and quantities only, never prices. */
export function orderRequestOf(
  details: CustomerDetails,
  cart: Cart,
  idempotencyKey: string,
): PlaceOrderRequestJson {
  return {
    customerName: details.name,
    customerMobile: details.mobile,
    items: cart.map((item) => ({ productId: item.id, quantity: item.quantity })),
    // Sent only when given, so an order without them is the same request as before.
    ...(details.deliveryAddress ? { deliveryAddress: details.deliveryAddress } : {}),
    ...(details.deliveryLandmark ? { deliveryLandmark: details.deliveryLandmark } : {}),
    ...(details.deliveryPin ? { deliveryPin: details.deliveryPin } : {}),
    idempotencyKey,
  };
}

/**
 * What identifies one checkout attempt: the same details and lines. A retry of the same attempt
 * reuses its idempotency key, so a lost response never becomes a second order; a changed cart is a
 * new attempt with a new key, so it is not answered with the earlier order.
 */
export function checkoutAttemptOf(details: CustomerDetails, cart: Cart): string {
  return JSON.stringify(orderRequestOf(details, cart, ""));
}

export interface PlacedOrderLine {
  name: string;
  quantity: number;
  /** Paise. */
  lineTotal: number;
}

export interface PlacedOrder {
  orderNumber: string;
  /** The key of the private tracking link; "" if the answer had none. */
  trackingToken: string;
  customerMobile: string;
  items: PlacedOrderLine[];
  /** Paise. */
  totalPrice: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/**
 * Reads the order out of a successful answer, whether it is the order itself or wrapped as
 * `{ order }`. Money arrives in rupees and is turned into paise here.
 */
export function placedOrderOf(body: unknown): PlacedOrder | null {
  const order = isRecord(body) && isRecord(body.order) ? body.order : body;
  if (!isRecord(order) || typeof order.orderNumber !== "string") return null;
  const items = Array.isArray(order.items) ? order.items.filter(isRecord) : [];
  return {
    orderNumber: order.orderNumber,
    trackingToken: typeof order.trackingToken === "string" ? order.trackingToken : "",
    customerMobile: typeof order.customerMobile === "string" ? order.customerMobile : "",
    items: items.map((item) => ({
      name: String(item.name ?? ""),
      quantity: Number(item.quantity ?? 0),
      lineTotal: rupeesToPaise(Number(item.lineTotal ?? 0)),
    })),
    totalPrice: rupeesToPaise(Number(order.totalPrice ?? 0)),
  };
}

/** The server's reason from `{ error: { message } }`, or null when the body has none. */
export function apiErrorMessageOf(body: unknown): string | null {
  if (!isRecord(body) || !isRecord(body.error)) return null;
  return typeof body.error.message === "string" && body.error.message ? body.error.message : null;
}

/** The WhatsApp message a customer may send the shop about a placed order. */
export function orderChatText(order: PlacedOrder): string {
  return [
    `Hello, I have placed order ${order.orderNumber}.`,
    ...order.items.map(
      (item) => `- ${item.name} × ${item.quantity}: ${formatRupees(item.lineTotal)}`,
    ),
    `Total: ${formatRupees(order.totalPrice)}`,
    ...(order.customerMobile ? [`My mobile: ${formatMobile(order.customerMobile)}`] : []),
  ].join("\n");
}
