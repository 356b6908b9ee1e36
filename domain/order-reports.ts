import type { OrderChannel, PaymentMethod } from "./sales";
import { z } from "zod";
import type { OrderStatus } from "./shop-constants";

/** The reports page's range and figures (/admin/reports), shared by the page and the admin order API. */

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Dates are written YYYY-MM-DD");
export const MAX_REPORT_DAYS = 366;

/** A reports range: whole days in the shop's time zone (India), both ends included. */
export const reportRangeSchema = z
  .object({ from: isoDate, to: isoDate })
  .refine(({ from, to }) => from <= to, {
    message: "The start date must not be after the end date",
  })
  .refine(({ from, to }) => (Date.parse(to) - Date.parse(from)) / 86_400_000 < MAX_REPORT_DAYS, {
    message: `A report covers at most ${MAX_REPORT_DAYS} days`,
  });
export type ReportRange = z.output<typeof reportRangeSchema>;

export interface TopProduct {
  /** Null for a product deleted since; its lines are told apart by the name they were sold under. */
  productId: number | null;
  name: string;
  quantity: number;
  revenuePaise: number;
}

export interface OrderReport {
  from: string;
  to: string;
  /**
   * Every day of the range (the day an order was placed), days without orders included: the
   * orders placed, and their revenue and pending as domain/revenue.ts counts them.
   */
  days: { date: string; orders: number; revenuePaise: number; pendingPaise: number }[];
  byStatus: Record<OrderStatus, number>;
  /** Best sellers of the range (cancelled orders left out), by quantity then revenue; at most 10. */
  topProducts: TopProduct[];
  /** The same, ranked by revenue then quantity; at most 10. */
  topProductsByRevenue: TopProduct[];
  orderCount: number;
  /** Delivered orders' totals and what was paid on the others (domain/revenue.ts). */
  revenuePaise: number;
  /** What the open orders still bring: their totals less what was paid on them. */
  pendingPaise: number;
  /** The orders' value (cancelled left out) per order, rounded to whole paise; 0 without orders. */
  averageOrderPaise: number;
  /**
   * Issue 31: the range's orders (not cancelled) by channel, revenue counting what was delivered
   * or paid and the rest pending; and the money received by payment method.
   */
  byChannel: {
    channel: OrderChannel;
    orders: number;
    revenuePaise: number;
    pendingPaise: number;
  }[];
  byPaymentMethod: { method: PaymentMethod; payments: number; amountPaise: number }[];
}
