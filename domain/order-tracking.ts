import type { Locale } from "./locale";
import type { RepairAppliance } from "./repair-booking";
import type { RepairStatus } from "./repair-status";
import type { OrderStatus } from "./shop-constants";

/**
 * Order tracking for customers (issue 12): the lookup by order (or repair) number and mobile,
 * private links, the customer's own timeline, cancelling while it is early, and the shop's WhatsApp update. The
 * customer-facing words live here once, so the pages, the messages and the tests read the same
 * text (and a translation has one place to start from). Free of zod, so the header may use it;
 * the schemas are in order-tracking-schemas.ts.
 */

/**
 * Failed lookups one address may make within the window before it is locked out. Far more than
 * one person mistypes: on Indian mobile networks many customers share one public address, and the
 * guessing this stops is held per number by `TRACKING_NUMBER_FAILURE_LIMIT` (issue 34).
 */
export const TRACKING_FAILURE_LIMIT = 60;
/** Failed lookups of one order or repair number, from any address, before that number is locked. */
export const TRACKING_NUMBER_FAILURE_LIMIT = 5;
export const TRACKING_FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const TRACKING_LOCKOUT_MS = 15 * 60 * 1000;

/**
 * When a lookup may be tried again, from the recent misses (newest first, each list cut at its
 * limit) of the client's address and of the number asked for: locked until 15 minutes after the
 * newest miss once `limit` misses fell within 15 minutes of one another. Null when not locked.
 * Refused lookups are not counted, so a lock ends by itself.
 */
export function lookupLockedUntil(
  misses: { byAddress: readonly string[]; byNumber: readonly string[] },
  now: Date,
): Date | null {
  const ends = [
    lockEnd(misses.byAddress, TRACKING_FAILURE_LIMIT),
    lockEnd(misses.byNumber, TRACKING_NUMBER_FAILURE_LIMIT),
  ].filter((end): end is number => end !== null && now.getTime() < end);
  return ends.length === 0 ? null : new Date(Math.max(...ends));
}

function lockEnd(newestFirst: readonly string[], limit: number): number | null {
  if (newestFirst.length < limit) return null;
  const newest = Date.parse(newestFirst[0]!);
  const oldest = Date.parse(newestFirst[limit - 1]!);
  return newest - oldest <= TRACKING_FAILURE_WINDOW_MS ? newest + TRACKING_LOCKOUT_MS : null;
}

/** Whole minutes until a lock ends, at least 1, for 'try again in N minutes'. */
export function minutesUntil(until: Date, now: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
}

/** A private link's token: 24 random-looking bytes in base64url (192 bits). */
export const TRACKING_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

export function isTrackingToken(text: string): boolean {
  return TRACKING_TOKEN_PATTERN.test(text);
}

export function trackingPath(token: string): string {
  return `/track/${token}`;
}

/** Orders (and repairs) a phone remembers, and the most one status request may ask about. */
export const MAX_ORDERS_ON_PHONE = 20;

/** An order in 'Your orders on this phone': when, what was bought, the total and where it is. */
export interface OrderOnPhone {
  orderNumber: string;
  status: OrderStatus;
  createdAt: string;
  items: { name: string; quantity: number }[];
  totalPaise: number;
}

/** A repair in the same list: when it was booked, the appliance, and the estimate once sent. */
export interface RepairOnPhone {
  ticketNumber: string;
  status: RepairStatus;
  createdAt: string;
  appliance: RepairAppliance;
  brand: string;
  estimatePaise: number | null;
}

/** `POST /api/tracking/statuses`: each asked token's summary, in the order asked; null if gone. */
export interface PhoneOrdersAnswer {
  orders: (OrderOnPhone | null)[];
  repairs: (RepairOnPhone | null)[];
}

/** `/track` serves orders and repairs (issue 13): its form and its not-found answer name both. */
export const trackingMessages = {
  title: "Track your order or repair",
  intro:
    "Enter the order or repair number from your confirmation and the mobile number you gave the shop.",
  orderNumberLabel: "Order or repair number",
  numberPlaceholder: "ORD… or REP…",
  mobileLabel: "Mobile number",
  find: "Find it",
  notFoundTitle: "Not found",
  notFound:
    "We could not find an order or repair with that number and mobile number. Check both and try again, or call the shop.",
  lockedOut: (minutes: number) =>
    `Too many tries found nothing, so this lookup is paused. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}, or call the shop.`,
  missingFields: "Enter both the order or repair number and the mobile number.",
  statusHeading: "Status",
  timelineHeading: "What has happened",
  itemsHeading: "Items",
  total: "Total",
  deliveryHeading: "Delivery",
  callShop: "Call the shop",
  whatsappShop: "WhatsApp the shop",
  cancelOrder: "Cancel order",
  cancelQuestion: (orderNumber: string) =>
    `Cancel order ${orderNumber}? The shop will not deliver it.`,
  confirmCancel: "Yes, cancel the order",
  keepOrder: "No, keep it",
  cannotCancel:
    "This order can no longer be cancelled here, because the shop is already working on it. Please call the shop.",
  cancelRefused: (status: OrderStatus) =>
    `The order is ${customerStatusWords[status].toLowerCase()} and can no longer be cancelled here; please call the shop`,
  yourOrders: "Your orders on this phone",
  yourOrdersHint: "Orders placed from this phone. Only this phone keeps this list.",
  forgetOrders: "Forget these orders",
  trackLink: "Track this order",
  privateLinkHint: "Keep this link: it opens your order without the mobile number.",
  liveHint: "This page updates by itself when the shop changes your order.",
  statusUnknown: "Not found",
  headerLink: "Track order",
  chatAboutOrder: (orderNumber: string) => `Hello, I am asking about my order ${orderNumber}.`,
  placedOn: (date: string) => `Placed ${date}`,
} as const;

/** What each status means to a customer. */
export const customerStatusWords: Record<OrderStatus, string> = {
  pending: "Placed",
  confirmed: "Confirmed",
  processing: "Being prepared",
  delivered: "Delivered",
  cancelled: "Cancelled",
};

/** One line more on each status, for the tracking page. */
export const customerStatusExplained: Record<OrderStatus, string> = {
  pending: "The shop has your order and will call you to confirm it.",
  confirmed: "The shop has confirmed your order.",
  processing: "The shop is preparing your order for delivery.",
  delivered: "Your order has been delivered. Thank you!",
  cancelled: "This order has been cancelled.",
};

/** The customer's timeline: what happened, never who at the shop did it or what they noted. */
export type CustomerTimelineEntry =
  | { kind: "placed"; at: string }
  | { kind: "status"; at: string; status: OrderStatus }
  | { kind: "cancelled-by-customer"; at: string };

export const CANCELLED_BY_CUSTOMER = "Cancelled by customer";

export function customerTimelineTitle(entry: CustomerTimelineEntry): string {
  switch (entry.kind) {
    case "placed":
      return "Order placed";
    case "status":
      return customerStatusWords[entry.status];
    case "cancelled-by-customer":
      return CANCELLED_BY_CUSTOMER;
  }
}

/** The shop's timeline entry for an update it sent the customer. */
export function updateSentTitle(status: OrderStatus): string {
  return `WhatsApp update sent (${customerStatusWords[status]})`;
}

/** What a shop's update to the customer needs: where to send it and what to say. */
export interface CustomerUpdate {
  orderNumber: string;
  /** 10 digits. */
  customerMobile: string;
  status: OrderStatus;
  trackingToken: string;
  /** The customer's language: the update is written in it and links to its tracking page. */
  locale: Locale;
}
