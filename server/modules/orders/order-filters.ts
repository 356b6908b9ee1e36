import { NO_ANSWER_FLAG_THRESHOLD, URGENT_AFTER_MS } from "../../../domain/order-desk";
import type { OrderListQuery } from "../../../domain/order-desk-schemas";
import type { OrderChannel } from "../../../domain/sales";
import type { OrderStatus } from "../../../domain/shop-constants";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The dashboard's filters, resolved to values the database compares directly. */
export interface OrderFilters {
  /** Lower-cased text found anywhere in the customer's name or the order number. */
  text?: string | undefined;
  /** Digits found anywhere in the customer's mobile. */
  mobileDigits?: string | undefined;
  status?: OrderStatus | undefined;
  channel?: OrderChannel | undefined;
  /** Only orders created at or after this instant (ISO). */
  createdFrom?: string | undefined;
  /** Only pending orders created before this instant (ISO): the urgent ones. */
  pendingCreatedBefore?: string | undefined;
  /** Only orders with at least this many unanswered call-backs. */
  minNoAnswerCalls?: number | undefined;
}

/** A search that looks like a phone number ('98290 12345', '+91-98290…') also searches mobiles. */
function mobileDigitsOf(text: string): string | undefined {
  if (!/^[\d\s()+-]+$/.test(text)) return undefined;
  const digits = text.replace(/^\s*\+\s*91/, "").replace(/\D/g, "");
  return digits || undefined;
}

/** The dashboard's query as the database filters it, at the given moment. */
export function orderFilters(query: OrderListQuery, now: Date): OrderFilters {
  const text = query.q?.toLowerCase();
  return {
    text,
    mobileDigits: query.q ? mobileDigitsOf(query.q) : undefined,
    status: query.status === "all" ? undefined : query.status,
    channel: query.channel === undefined || query.channel === "all" ? undefined : query.channel,
    createdFrom: query.days
      ? new Date(now.getTime() - query.days * DAY_MS).toISOString()
      : undefined,
    pendingCreatedBefore: query.urgent
      ? new Date(now.getTime() - URGENT_AFTER_MS).toISOString()
      : undefined,
    minNoAnswerCalls: query.flagged ? NO_ANSWER_FLAG_THRESHOLD : undefined,
  };
}

export function hasFilters(filters: OrderFilters): boolean {
  return Object.values(filters).some((value) => value !== undefined);
}
