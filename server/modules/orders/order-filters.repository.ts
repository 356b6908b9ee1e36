import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type RawBuilder,
  type SqlBool,
} from "kysely";
import { BASE_LOCALE, isLocale, type Locale } from "../../../domain/locale";
import type { OrderSort } from "../../../domain/order-desk";
import { isOrderChannel, type OrderChannel } from "../../../domain/sales";
import type { OrderStatus } from "../../../domain/shop-constants";
import type { Database } from "../../db/schema";
import type { OrderFilters } from "./order-filters";

/**
 * The dashboard's filters and sorts as SQL, shared by the desk's pages and the CSV export's
 * batches so both select and order the same orders.
 */

export interface OrderRow {
  id: number;
  orderNumber: string;
  customerName: string;
  customerMobile: string;
  totalPaise: number;
  status: OrderStatus;
  deliveryAddress: string | null;
  deliveryLandmark: string | null;
  deliveryPin: string | null;
  outsideServiceArea: boolean;
  /** The customer's language. */
  locale: Locale;
  /** Where the order came from (web, counter, phone, whatsapp). */
  channel: OrderChannel;
  createdAt: string;
  updatedAt: string;
}

/** `!` escapes LIKE's wildcards in a search text, so '50%' finds '50%' and not '50 anything'. */
function containsPattern(text: string): string {
  return `%${text.replace(/[!%_]/g, (character) => `!${character}`)}%`;
}

export function sortKey(sort: OrderSort): RawBuilder<string | number> {
  switch (sort) {
    // The expression of orders_pending_first_idx (migration 20261123-0021), character for character.
    case "pending-first":
      return sql<string>`(CASE WHEN status = 'pending' THEN '1' ELSE '0' END || created_at)`;
    case "newest":
    case "oldest":
      return sql<string>`orders.created_at`;
    case "price-high":
    case "price-low":
      return sql<number>`orders.total_paise`;
    case "name":
      return sql<string>`lower(orders.customer_name)`;
  }
}

/** Ties are broken by id in the same direction, so paging and the export's batches are stable. */
export function sortDirection(sort: OrderSort): "asc" | "desc" {
  return sort === "pending-first" || sort === "newest" || sort === "price-high" ? "desc" : "asc";
}

/** The same order as `sortKey`, in a form no index matches (see `findOrderPage`'s `scan`). */
export function unindexedSortKey(sort: OrderSort): RawBuilder<string | number> {
  switch (sort) {
    case "pending-first":
      return sql<string>`(CASE WHEN status = 'pending' THEN '1' ELSE '0' END || created_at || '')`;
    case "newest":
    case "oldest":
      return sql<string>`(orders.created_at || '')`;
    case "price-high":
    case "price-low":
      return sql<number>`(orders.total_paise + 0)`;
    case "name":
      return sql<string>`(lower(orders.customer_name) || '')`;
  }
}

export function matches(
  eb: ExpressionBuilder<Database, "orders">,
  filters: OrderFilters,
  postgres: boolean,
): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [];
  const searched: Expression<SqlBool>[] = [];
  if (filters.text) {
    const pattern = containsPattern(filters.text);
    searched.push(
      // SQLite's LIKE ignores case already (ASCII, as does its lower()), and lower() on every
      // row is a third of a search's time there; PostgreSQL's LIKE respects case.
      postgres
        ? sql<SqlBool>`lower(orders.customer_name) like ${pattern} escape '!'`
        : sql<SqlBool>`orders.customer_name like ${pattern} escape '!'`,
      // Order numbers are 'ORD' and digits: upper case on both sides finds them on both databases.
      sql<SqlBool>`orders.order_number like ${pattern.toUpperCase()} escape '!'`,
    );
  }
  if (filters.mobileDigits) {
    searched.push(
      sql<SqlBool>`orders.customer_mobile like ${containsPattern(filters.mobileDigits)} escape '!'`,
    );
  }
  if (searched.length > 0) conditions.push(eb.or(searched));
  if (filters.status) conditions.push(eb("orders.status", "=", filters.status));
  if (filters.channel) conditions.push(eb("orders.channel", "=", filters.channel));
  if (filters.createdFrom) conditions.push(eb("orders.created_at", ">=", filters.createdFrom));
  if (filters.pendingCreatedBefore) {
    conditions.push(eb("orders.status", "=", "pending"));
    conditions.push(eb("orders.created_at", "<", filters.pendingCreatedBefore));
  }
  if (filters.minNoAnswerCalls !== undefined) {
    conditions.push(
      eb(
        "orders.id",
        "in",
        eb
          .selectFrom("order_activity")
          .select("order_activity.order_id")
          .where("order_activity.call_outcome", "=", "no_answer")
          .where("order_activity.kind", "=", "call")
          .groupBy("order_activity.order_id")
          .having((having) => having.fn.countAll(), ">=", filters.minNoAnswerCalls!),
      ),
    );
  }
  return eb.and(conditions);
}

export const orderColumns = [
  "orders.id",
  "orders.order_number",
  "orders.customer_name",
  "orders.customer_mobile",
  "orders.total_paise",
  "orders.status",
  "orders.delivery_address",
  "orders.delivery_landmark",
  "orders.delivery_pin",
  "orders.outside_service_area",
  "orders.locale",
  "orders.channel",
  "orders.created_at",
  "orders.updated_at",
] as const;

export function toOrderRow(row: {
  id: number;
  order_number: string;
  customer_name: string;
  customer_mobile: string;
  total_paise: number | string;
  status: string;
  delivery_address: string | null;
  delivery_landmark: string | null;
  delivery_pin: string | null;
  outside_service_area: number;
  locale: string;
  channel: string;
  created_at: string;
  updated_at: string;
}): OrderRow {
  return {
    id: row.id,
    orderNumber: row.order_number,
    customerName: row.customer_name,
    customerMobile: row.customer_mobile,
    totalPaise: Number(row.total_paise),
    status: row.status as OrderStatus,
    deliveryAddress: row.delivery_address,
    deliveryLandmark: row.delivery_landmark,
    deliveryPin: row.delivery_pin,
    outsideServiceArea: row.outside_service_area === 1,
    locale: isLocale(row.locale) ? row.locale : BASE_LOCALE,
    channel: isOrderChannel(row.channel) ? row.channel : "web",
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
