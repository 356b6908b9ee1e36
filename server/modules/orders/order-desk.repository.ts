import type { OrderDetailsItem, OrderSort } from "../../../domain/order-desk";
import type { OrderLineKind } from "../../../domain/order-schemas";
import type { OrderStatus } from "../../../domain/shop-constants";
import { inChunks } from "../../db/chunks";
import { isPostgres, type Executor } from "../../db/executor";
import type { OrderActivityTable } from "../../db/schema";
import type { OrderFilters } from "./order-filters";
import {
  matches,
  orderColumns,
  sortDirection,
  sortKey,
  toOrderRow,
  unindexedSortKey,
  type OrderRow,
} from "./order-filters.repository";

/** An order line as stored; the service adds its line total. */
export type OrderItemRow = Omit<OrderDetailsItem, "lineTotalPaise">;

export interface ActivityRow {
  kind: OrderActivityTable["kind"];
  status: string | null;
  callOutcome: string | null;
  note: string | null;
  adminEmail: string | null;
  createdAt: string;
}

export type NewActivity = Omit<ActivityRow, "createdAt"> & { orderId: number; createdAt: string };

/** Bound values a statement may carry are limited (SQLite 32,766), so id lists go in chunks. */
const IDS_PER_STATEMENT = 1000;

/**
 * One page of the orders matching the filters, in the sort's order. `scan` reads every order and
 * sorts the matches instead of walking the sort's index: cheaper when few orders match, since the
 * walk would then fetch almost every row one lookup at a time before filling the page.
 */
export async function findOrderPage(
  db: Executor,
  filters: OrderFilters,
  sort: OrderSort,
  page: { limit: number; offset: number; scan: boolean },
): Promise<OrderRow[]> {
  const direction = sortDirection(sort);
  const rows = await db
    .selectFrom("orders")
    .select(orderColumns)
    .where((eb) => matches(eb, filters, isPostgres(db)))
    .orderBy(page.scan ? unindexedSortKey(sort) : sortKey(sort), direction)
    .orderBy("orders.id", direction)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map(toOrderRow);
}

/** Ids of the orders matching the filters, in the sort's order, at most `limit`. */
export async function findOrderIds(
  db: Executor,
  filters: OrderFilters,
  sort: OrderSort,
  limit: number,
): Promise<number[]> {
  const direction = sortDirection(sort);
  const rows = await db
    .selectFrom("orders")
    .select("orders.id")
    .where((eb) => matches(eb, filters, isPostgres(db)))
    .orderBy(sortKey(sort), direction)
    .orderBy("orders.id", direction)
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

export async function countMatchingOrders(db: Executor, filters: OrderFilters): Promise<number> {
  const { count } = await db
    .selectFrom("orders")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where((eb) => matches(eb, filters, isPostgres(db)))
    .executeTakeFirstOrThrow();
  return Number(count);
}

export interface ItemsSummary {
  /** Sum of the quantities. */
  quantity: number;
  /** Lines of the order (distinct products). */
  lines: number;
  /** The first line's product, for 'Fridge + 2 more'. */
  firstItemName: string | undefined;
}

/** Per order, for the given orders only: how many items, how many lines, and the first one. */
export async function summariseItems(
  db: Executor,
  orderIds: readonly number[],
): Promise<Map<number, ItemsSummary>> {
  const summaries = new Map<number, ItemsSummary>();
  for (const ids of inChunks(orderIds, IDS_PER_STATEMENT)) {
    const [totals, firsts] = await Promise.all([
      db
        .selectFrom("order_items")
        .select((eb) => [
          "order_id",
          eb.fn.sum<number>("quantity").as("quantity"),
          eb.fn.countAll<number>().as("lines"),
        ])
        .where("order_id", "in", ids)
        .groupBy("order_id")
        .execute(),
      // Lines are stored from position 0 (order.repository.ts).
      db
        .selectFrom("order_items")
        .select(["order_id", "name"])
        .where("order_id", "in", ids)
        .where("position", "=", 0)
        .execute(),
    ]);
    const firstNames = new Map(firsts.map((row) => [row.order_id, row.name]));
    for (const row of totals) {
      summaries.set(row.order_id, {
        quantity: Number(row.quantity),
        lines: Number(row.lines),
        firstItemName: firstNames.get(row.order_id),
      });
    }
  }
  return summaries;
}

/** Unanswered call-backs per order, for the given orders only (orders without any are left out). */
export async function countNoAnswerCalls(
  db: Executor,
  orderIds: readonly number[],
): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  for (const ids of inChunks(orderIds, IDS_PER_STATEMENT)) {
    const rows = await db
      .selectFrom("order_activity")
      .select((eb) => ["order_id", eb.fn.countAll<number>().as("calls")])
      .where("call_outcome", "=", "no_answer")
      .where("kind", "=", "call")
      .where("order_id", "in", ids)
      .groupBy("order_id")
      .execute();
    for (const row of rows) counts.set(row.order_id, Number(row.calls));
  }
  return counts;
}

/** Orders and the sum of their totals, per status. */
export async function summariseByStatus(
  db: Executor,
  range?: { fromIso: string; toIso: string },
): Promise<Map<OrderStatus, { orders: number; totalPaise: number }>> {
  let query = db
    .selectFrom("orders")
    .select((eb) => [
      "status",
      eb.fn.countAll<number>().as("orders"),
      eb.fn.sum<number>("total_paise").as("total_paise"),
    ]);
  if (range) {
    query = query.where("created_at", ">=", range.fromIso).where("created_at", "<", range.toIso);
  }
  const rows = await query.groupBy("status").execute();
  return new Map(
    rows.map((row) => [
      row.status as OrderStatus,
      // PostgreSQL's sum of a bigint is a numeric, which arrives as text.
      { orders: Number(row.orders), totalPaise: Number(row.total_paise ?? 0) },
    ]),
  );
}

export async function countAllOrders(db: Executor): Promise<number> {
  const { count } = await db
    .selectFrom("orders")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function findOrder(db: Executor, id: number): Promise<OrderRow | undefined> {
  const row = await db
    .selectFrom("orders")
    .select(orderColumns)
    .where("orders.id", "=", id)
    .executeTakeFirst();
  return row && toOrderRow(row);
}

export async function findOrderItems(db: Executor, orderId: number): Promise<OrderItemRow[]> {
  const rows = await db
    .selectFrom("order_items")
    .selectAll()
    .where("order_id", "=", orderId)
    .orderBy("position")
    .execute();
  return rows.map((row) => ({
    productId: row.product_id,
    name: row.name,
    unitPricePaise: row.unit_price_paise,
    oldPricePaise: row.old_price_paise,
    image: row.image,
    quantity: row.quantity,
    kind: row.kind as OrderLineKind,
    detail: row.detail,
  }));
}

/** Everything done to an order, oldest first. */
export async function findActivity(db: Executor, orderId: number): Promise<ActivityRow[]> {
  const rows = await db
    .selectFrom("order_activity")
    .selectAll()
    .where("order_id", "=", orderId)
    .orderBy("created_at")
    .execute();
  return rows.map((row) => ({
    kind: row.kind,
    status: row.status,
    callOutcome: row.call_outcome,
    note: row.note,
    adminEmail: row.admin_email,
    createdAt: row.created_at,
  }));
}

/** The status of each of the given orders that exists. */
export async function findStatuses(
  db: Executor,
  orderIds: readonly number[],
): Promise<Map<number, OrderStatus>> {
  const statuses = new Map<number, OrderStatus>();
  for (const ids of inChunks(orderIds, IDS_PER_STATEMENT)) {
    const rows = await db
      .selectFrom("orders")
      .select(["id", "status"])
      .where("id", "in", ids)
      .execute();
    for (const row of rows) statuses.set(row.id, row.status as OrderStatus);
  }
  return statuses;
}

export async function updateStatuses(
  db: Executor,
  orderIds: readonly number[],
  status: OrderStatus,
  updatedAt: string,
): Promise<void> {
  for (const ids of inChunks(orderIds, IDS_PER_STATEMENT)) {
    await db
      .updateTable("orders")
      .set({ status, updated_at: updatedAt })
      .where("id", "in", ids)
      .execute();
  }
}

export async function insertActivity(db: Executor, entries: readonly NewActivity[]): Promise<void> {
  // Seven values a row: a chunk stays far below SQLite's limit of bound values.
  for (const chunk of inChunks(entries, 500)) {
    await db
      .insertInto("order_activity")
      .values(
        chunk.map((entry) => ({
          order_id: entry.orderId,
          kind: entry.kind,
          status: entry.status,
          call_outcome: entry.callOutcome,
          note: entry.note,
          admin_email: entry.adminEmail,
          created_at: entry.createdAt,
        })),
      )
      .execute();
  }
}
