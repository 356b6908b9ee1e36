import { formatRupees } from "./money";
import { itemsLine } from "./order-desk";

/**
 * Alerts on the owner's phone (issue 14): the texts of the admin's alert controls, and what an alert says (the
 * shape of a browser's push subscription is in push-alert-schemas.ts). The server builds an alert, the push
 * service carries it encrypted, and the admin app's service worker (public/admin-sw.js) shows it.
 */

export const alertTexts = {
  turnOn: "Turn on alerts on this phone",
  sendTest: "Send a test alert",
  turnOff: "Turn off",
  alertsOn: "Alerts are on for this phone",
  testSent: "Test alert sent: it should show on this phone in a moment.",
  testFailed: "The test alert could not be sent. Turn alerts off and on again on this phone.",
  turnedOff: "Alerts are off for this phone.",
  turnedOn: "Alerts are on: new orders show on this phone even when the app is closed.",
  blocked: "Notifications are blocked for this site in the phone's settings.",
  unsupported: "This browser cannot show alerts when the page is closed.",
  invalid: "The alert settings sent were not valid.",
  soundHint: "Tap to turn on order sound",
  hidePrompts: "Hide these prompts on this phone",
  testTitle: "Test alert",
  testBody: "Order alerts reach this phone.",
} as const;

/** The dashboard: where a tapped alert goes when it is not about one order. */
export const DASHBOARD_PATH = "/admind";

export function orderDetailsPath(orderId: number): string {
  return `/admin/order-details/${orderId}`;
}

/** The encrypted payload of one push, as the service worker reads it. */
export interface PushAlert {
  title: string;
  body: string;
  /** Path the alert opens when tapped. */
  url: string;
  /** Alerts with one tag replace each other: the page's own notification and the push of one order. */
  tag: string;
}

export interface NewOrderFacts {
  id: number;
  orderNumber: string;
  totalPaise: number;
  customerName: string;
  firstItemName: string | undefined;
  /** Lines of the order besides the first. */
  moreItems: number;
}

export function orderAlertTag(orderId: number): string {
  return `order-${orderId}`;
}

export function newOrderAlert(order: NewOrderFacts): PushAlert {
  const items = itemsLine(order.firstItemName, order.moreItems);
  return {
    title: `New order ${order.orderNumber}`,
    body: [formatRupees(order.totalPaise), order.customerName, items].filter(Boolean).join(" · "),
    url: orderDetailsPath(order.id),
    tag: orderAlertTag(order.id),
  };
}

export function repairDetailsPath(repairId: number): string {
  return `/admin/repairs/${repairId}`;
}

/** A customer booked a repair: what it is for, so the owner can plan a technician from the alert. */
export function newRepairAlert(repair: {
  id: number;
  ticketNumber: string;
  appliance: string;
  brand: string;
  problem: string;
}): PushAlert {
  return {
    title: `New repair request ${repair.ticketNumber}`,
    body: [repair.appliance, repair.brand, repair.problem].filter(Boolean).join(" · "),
    url: repairDetailsPath(repair.id),
    tag: `repair-${repair.id}`,
  };
}

/** A customer cancelled their order on its tracking page: the shop should not deliver it. */
export function customerCancelledAlert(order: { id: number; orderNumber: string }): PushAlert {
  return {
    title: `Order ${order.orderNumber} cancelled`,
    body: "The customer cancelled it on the tracking page.",
    url: orderDetailsPath(order.id),
    tag: orderAlertTag(order.id),
  };
}

export function testAlert(): PushAlert {
  return {
    title: alertTexts.testTitle,
    body: alertTexts.testBody,
    url: DASHBOARD_PATH,
    tag: "test-alert",
  };
}

export const ALERT_INTENTS = {
  subscribe: "subscribe",
  test: "test",
  unsubscribe: "unsubscribe",
} as const;
