import type { OrderListQuery } from "./order-desk-schemas";
import type { OrderLineKind } from "./order-schemas";
import type { OrderChannel } from "./sales";
import { ORDER_STATUSES, type OrderStatus } from "./shop-constants";
import { addDays, shopDateOf, shopDayStart } from "./shop-time";

/**
 * The order dashboard's rules and shapes (spec §2 'Order dashboard', §4 'Order status', §9), shared
 * by the dashboard pages, the admin order API and the service behind both. Reports live in
 * order-reports.ts, the CSV export in order-export.ts.
 */

export const ORDER_SORTS = [
  "pending-first",
  "newest",
  "oldest",
  "price-high",
  "price-low",
  "name",
] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

export const ORDER_SORT_LABELS: Record<OrderSort, string> = {
  "pending-first": "Pending first",
  newest: "Newest first",
  oldest: "Oldest first",
  "price-high": "Price: high to low",
  "price-low": "Price: low to high",
  name: "Customer name",
};

export const ORDER_STATUS_FILTERS = ["all", ...ORDER_STATUSES] as const;
export type OrderStatusFilter = (typeof ORDER_STATUS_FILTERS)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: "Pending",
  confirmed: "Confirmed",
  processing: "Processing",
  delivered: "Delivered",
  cancelled: "Cancelled",
};

export const DEFAULT_ORDER_PAGE_SIZE = 25;
export const MAX_ORDER_PAGE_SIZE = 100;
/** The longest date window the dashboard shows ('Last N days'): ten years. */
export const MAX_ORDER_DAYS = 3650;
/** Most orders one bulk action (or "select all filtered") may name at once. */
export const MAX_BULK_ORDERS = 10_000;

/** An order is urgent when it has waited this long in pending (spec §4, §9). */
export const URGENT_AFTER_MS = 24 * 60 * 60 * 1000;
/** Unanswered call-backs after which an order is flagged on the dashboard. */
export const NO_ANSWER_FLAG_THRESHOLD = 2;

export const CLEAR_ALL_PHRASE = "DELETE ALL ORDERS";

export function isUrgent(order: { status: OrderStatus; createdAt: string }, now: Date): boolean {
  return (
    order.status === "pending" && now.getTime() - Date.parse(order.createdAt) > URGENT_AFTER_MS
  );
}

/** The spec's unwired helper rule: a customer-side cancel only from pending or confirmed. */
export function canCancel(status: OrderStatus): boolean {
  return status === "pending" || status === "confirmed";
}

/** The spec's unwired helper rule: an order's items may be edited only while pending. */
export function canEdit(status: OrderStatus): boolean {
  return status === "pending";
}

/** The query string of a dashboard view, leaving out defaults so URLs stay short and shareable. */
export function orderListSearchParams(query: Partial<OrderListQuery>): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.status && query.status !== "all") params.set("status", query.status);
  if (query.channel && query.channel !== "all") params.set("channel", query.channel);
  if (query.sort && query.sort !== "pending-first") params.set("sort", query.sort);
  if (query.days) params.set("days", String(query.days));
  if (query.urgent) params.set("urgent", "1");
  if (query.flagged) params.set("flagged", "1");
  if (query.page && query.page > 1) params.set("page", String(query.page));
  if (query.pageSize && query.pageSize !== DEFAULT_ORDER_PAGE_SIZE)
    params.set("pageSize", String(query.pageSize));
  return params;
}

/** 'Fridge' or 'Fridge + 2 more': what was bought, in the room of a notification's line. */
export function itemsLine(firstItemName: string | undefined, moreItems: number): string {
  if (!firstItemName) return "";
  return moreItems > 0 ? `${firstItemName} + ${moreItems} more` : firstItemName;
}

/** Orders placed from `fromIso` (inclusive) to `toIso` (exclusive). */
export interface OrderPeriod {
  fromIso: string;
  toIso: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Today in the shop's own day (India), from its midnight to the next. */
export function shopToday(now: Date): OrderPeriod {
  const today = shopDateOf(now);
  return {
    fromIso: shopDayStart(today).toISOString(),
    toIso: shopDayStart(addDays(today, 1)).toISOString(),
  };
}

/**
 * The period the dashboard's date filter shows ('Last 7 days'), so the summary counts the same
 * orders as the list; undefined for all time.
 */
export function dashboardPeriod(days: number | undefined, now: Date): OrderPeriod | undefined {
  if (days === undefined) return undefined;
  // An order placed a moment after the page loaded still counts: the period ends tomorrow.
  return {
    fromIso: new Date(now.getTime() - days * DAY_MS).toISOString(),
    toIso: new Date(now.getTime() + DAY_MS).toISOString(),
  };
}

/** What the summary cards say they count. */
export function periodLabel(days: number | undefined): string {
  if (days === undefined) return "All time";
  return days === 1 ? "Last 24 hours" : `Last ${days} days`;
}

/** Spec §3 'Orders summary'; revenue sums totals of every order that is not cancelled. */
export interface OrderSummary {
  total: number;
  pending: number;
  confirmed: number;
  processing: number;
  delivered: number;
  cancelled: number;
  /** Delivered orders' totals and what was paid on the others (domain/revenue.ts). */
  revenuePaise: number;
  /** What the open orders still bring: their totals less what was paid on them. */
  pendingPaise: number;
}

/** One row of the dashboard table. */
export interface OrderListRow {
  id: number;
  orderNumber: string;
  customerName: string;
  /** 10 digits, without +91. */
  customerMobile: string;
  totalPaise: number;
  /** Sum of the quantities of the order's items. */
  itemsCount: number;
  /** What was bought, for the phone's order card: the first line's product ('Fridge + 2 more'). */
  firstItemName: string | null;
  /** Lines besides the first. */
  moreItemLines: number;
  status: OrderStatus;
  /** Optional, as the customer gave them; the PIN code is 6 digits. */
  deliveryAddress: string | null;
  deliveryLandmark: string | null;
  deliveryPin: string | null;
  /** The PIN code was outside the shop's service area when the order was placed. */
  outsideServiceArea: boolean;
  /** Where it came from (issue 31). */
  channel: OrderChannel;
  /** Money recorded on it, and what is still to come. */
  paidPaise: number;
  duePaise: number;
  createdAt: string;
  updatedAt: string;
  urgent: boolean;
  /** Called back without an answer at least `NO_ANSWER_FLAG_THRESHOLD` times. */
  flagged: boolean;
}

export interface OrderListPage {
  orders: OrderListRow[];
  /** Orders matching the filters ('N of M orders': this is M's partner N before paging). */
  matching: number;
  /** Every order in the shop. */
  all: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

export const CALL_OUTCOMES = ["no_answer", "call_back_later", "confirmed", "wrong_number"] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

export const CALL_OUTCOME_LABELS: Record<CallOutcome, string> = {
  no_answer: "No answer",
  call_back_later: "Call back later",
  confirmed: "Confirmed",
  wrong_number: "Wrong number",
};

/** One event in an order's life, oldest first on the details page. */
export type TimelineEntry =
  | { kind: "created"; at: string }
  | { kind: "status"; at: string; status: OrderStatus; adminEmail: string | null }
  | { kind: "note"; at: string; text: string; adminEmail: string | null }
  | { kind: "call"; at: string; outcome: CallOutcome; adminEmail: string | null }
  | { kind: "customer-cancel"; at: string }
  | { kind: "update-sent"; at: string; status: OrderStatus; adminEmail: string | null };

export interface OrderDetailsItem {
  /** Null once the product has been deleted; the snapshot below stays. */
  productId: number | null;
  name: string;
  unitPricePaise: number;
  oldPricePaise: number;
  image: string;
  quantity: number;
  lineTotalPaise: number;
  /** A catalogue product, a service (rate card or free text) or an old appliance taken in. */
  kind: OrderLineKind;
  /** The exchanged appliance's condition; null on other lines. */
  detail: string | null;
}

export interface OrderDetails {
  order: OrderListRow & { items: OrderDetailsItem[] };
  timeline: TimelineEntry[];
}

/** An order about to be marked Delivered with money still due on it. */
export interface OrderDue {
  id: number;
  orderNumber: string;
  duePaise: number;
}

/** What a bulk action did: ids that were changed and ids that no longer exist. */
export interface BulkStatusResult {
  updated: number[];
  missing: number[];
}
/** An order that has a bill: it is never deleted, its sale is cancelled by a credit note. */
export interface BilledOrder {
  id: number;
  orderNumber: string;
  billNumber: string;
}
/** What a delete did: ids deleted, ids that no longer existed, and the billed orders it kept. */
export interface BulkDeleteResult {
  deleted: number[];
  missing: number[];
  billed: BilledOrder[];
}
/** What deleting one order did. */
export type OrderDeleteAnswer = "deleted" | "missing" | BilledOrder;
/** What 'Clear all' did: how many orders it deleted and how many billed ones it kept. */
export interface ClearAllResult {
  deleted: number;
  keptBilled: number;
}
