import {
  PostgresAdapter,
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type RawBuilder,
  type SqlBool,
  type Transaction,
} from "kysely";
import type { OrderDetailsItem, OrderSort, TopProduct } from "../../../domain/order-desk";
import type { OrderStatus } from "../../../domain/shop-constants";
import type { Database, OrderActivityTable } from "../../db/schema";

type Executor = Kysely<Database> | Transaction<Database>;

/** The dashboard's filters, resolved to values the database compares directly. */
export interface OrderFilters {
  /** Lower-cased text found anywhere in the customer's name or the order number. */
  text?: string | undefined;
  /** Digits found anywhere in the customer's mobile. */
  mobileDigits?: string | undefined;
  status?: OrderStatus | undefined;
  /** Only orders created at or after this instant (ISO). */
  createdFrom?: string | undefined;
  /** Only pending orders created before this instant (ISO): the urgent ones. */
  pendingCreatedBefore?: string | undefined;
  /** Only orders with at least this many unanswered call-backs. */
  minNoAnswerCalls?: number | undefined;
}

export interface OrderRow {
  id: number;
  orderNumber: string;
  customerName: string;
  customerMobile: string;
  totalPaise: number;
  status: OrderStatus;
  createdAt: string;
  updatedAt: string;
}

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

/** Bound values a statement may carry are limited (SQLite 32,766), so id lists go in slices. */
const IDS_PER_STATEMENT = 1000;

function slices<T>(values: readonly T[], size = IDS_PER_STATEMENT): T[][] {
  const sliced: T[][] = [];
  for (let start = 0; start < values.length; start += size) {
    sliced.push(values.slice(start, start + size));
  }
  return sliced;
}

function isPostgres(db: Executor): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** `!` escapes LIKE's wildcards in a search text, so '50%' finds '50%' and not '50 anything'. */
function containsPattern(text: string): string {
  return `%${text.replace(/[!%_]/g, (character) => `!${character}`)}%`;
}

function sortKey(sort: OrderSort): RawBuilder<string | number> {
  switch (sort) {
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
function sortDirection(sort: OrderSort): "asc" | "desc" {
  return sort === "newest" || sort === "price-high" ? "desc" : "asc";
}

/** The same order as `sortKey`, in a form no index matches (see `findOrderPage`'s `scan`). */
function unindexedSortKey(sort: OrderSort): RawBuilder<string | number> {
  switch (sort) {
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

function matches(
  eb: ExpressionBuilder<Database, "orders">,
  filters: OrderFilters,
  postgres: boolean,
) {
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

const orderColumns = [
  "orders.id",
  "orders.order_number",
  "orders.customer_name",
  "orders.customer_mobile",
  "orders.total_paise",
  "orders.status",
  "orders.created_at",
  "orders.updated_at",
] as const;

function toOrderRow(row: {
  id: number;
  order_number: string;
  customer_name: string;
  customer_mobile: string;
  total_paise: number | string;
  status: string;
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
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

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

/**
 * The next batch of the export after the last order of the previous batch (keyset paging), so
 * every batch is an index range scan however deep into 100,000 orders the export has come.
 */
export async function findOrderBatch(
  db: Executor,
  filters: OrderFilters,
  sort: OrderSort,
  after: { key: string | number; id: number } | undefined,
  limit: number,
): Promise<(OrderRow & { itemsCount: number; sortKey: string | number })[]> {
  const direction = sortDirection(sort);
  const key = sortKey(sort);
  const comparison = direction === "asc" ? ">" : "<";
  let query = db
    .selectFrom("orders")
    .select(orderColumns)
    .select(key.as("sort_key"))
    // Per row, from the items' primary key: one statement a batch instead of two.
    .select((eb) =>
      eb
        .selectFrom("order_items")
        .select((items) => items.fn.sum<number>("order_items.quantity").as("quantity"))
        .whereRef("order_items.order_id", "=", "orders.id")
        .as("items_count"),
    )
    .where((eb) => matches(eb, filters, isPostgres(db)));
  if (after) {
    // A row-value comparison, which both databases answer from the sort's index; the equivalent
    // `key < k OR (key = k AND id < i)` makes SQLite walk the index from the start every batch.
    query = query.where(
      sql<SqlBool>`(${key}, orders.id) ${sql.raw(comparison)} (${after.key}, ${after.id})`,
    );
  }
  const rows = await query
    .orderBy(key, direction)
    .orderBy("orders.id", direction)
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    ...toOrderRow(row),
    itemsCount: Number(row.items_count ?? 0),
    sortKey: row.sort_key,
  }));
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

/** Sum of item quantities per order, for the given orders only. */
export async function countItems(
  db: Executor,
  orderIds: readonly number[],
): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  for (const ids of slices(orderIds)) {
    const rows = await db
      .selectFrom("order_items")
      .select((eb) => ["order_id", eb.fn.sum<number>("quantity").as("quantity")])
      .where("order_id", "in", ids)
      .groupBy("order_id")
      .execute();
    for (const row of rows) counts.set(row.order_id, Number(row.quantity));
  }
  return counts;
}

/** Unanswered call-backs per order, for the given orders only (orders without any are left out). */
export async function countNoAnswerCalls(
  db: Executor,
  orderIds: readonly number[],
): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  for (const ids of slices(orderIds)) {
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
  for (const ids of slices(orderIds)) {
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
  for (const ids of slices(orderIds)) {
    await db
      .updateTable("orders")
      .set({ status, updated_at: updatedAt })
      .where("id", "in", ids)
      .execute();
  }
}

export async function insertActivity(db: Executor, entries: readonly NewActivity[]): Promise<void> {
  // Seven values a row: a slice stays far below SQLite's limit of bound values.
  for (const slice of slices(entries, 500)) {
    await db
      .insertInto("order_activity")
      .values(
        slice.map((entry) => ({
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

/** Deletes the given orders (their items and activity go with them); returns the ids deleted. */
export async function deleteOrders(db: Executor, orderIds: readonly number[]): Promise<number[]> {
  const deleted: number[] = [];
  for (const ids of slices(orderIds)) {
    const rows = await db.deleteFrom("orders").where("id", "in", ids).returning("id").execute();
    deleted.push(...rows.map((row) => row.id));
  }
  return deleted;
}

export async function deleteAllOrders(db: Executor): Promise<number> {
  const result = await db.deleteFrom("orders").executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * The calendar day in India (UTC+5:30, no daylight saving) of an order's ISO UTC timestamp, as
 * YYYY-MM-DD. The two databases spell date arithmetic differently; PostgreSQL's cast to
 * `timestamp` (without zone) ignores the 'Z', which is what keeps it independent of the session.
 */
function indiaDay(db: Executor): RawBuilder<string> {
  return isPostgres(db)
    ? sql<string>`to_char(orders.created_at::timestamp + interval '330 minutes', 'YYYY-MM-DD')`
    : sql<string>`date(orders.created_at, '+330 minutes')`;
}

/** Orders and revenue (cancelled orders left out) per India day of the range. */
export async function summariseByIndiaDay(
  db: Executor,
  fromIso: string,
  toIso: string,
): Promise<{ date: string; orders: number; revenuePaise: number }[]> {
  const day = indiaDay(db);
  const rows = await db
    .selectFrom("orders")
    .select((eb) => [
      day.as("day"),
      eb.fn.countAll<number>().as("orders"),
      sql<number>`sum(case when orders.status <> 'cancelled' then orders.total_paise else 0 end)`.as(
        "revenue_paise",
      ),
    ])
    .where("orders.created_at", ">=", fromIso)
    .where("orders.created_at", "<", toIso)
    .groupBy(day)
    .execute();
  return rows.map((row) => ({
    date: row.day,
    orders: Number(row.orders),
    revenuePaise: Number(row.revenue_paise ?? 0),
  }));
}

/**
 * Best sellers among the orders of the range that are not cancelled. Lines of a product that has
 * since been deleted (no product id) are told apart by the name they were sold under.
 */
export async function findTopProducts(
  db: Executor,
  range: { fromIso: string; toIso: string },
  rankBy: "quantity" | "revenue",
  limit: number,
): Promise<TopProduct[]> {
  const quantity = sql<number>`sum(order_items.quantity)`;
  const revenue = sql<number>`sum(order_items.quantity * order_items.unit_price_paise)`;
  const rows = await db
    .selectFrom("order_items")
    .innerJoin("orders", "orders.id", "order_items.order_id")
    .select((eb) => [
      "order_items.product_id",
      eb.fn.max("order_items.name").as("name"),
      quantity.as("quantity"),
      revenue.as("revenue_paise"),
    ])
    .where("orders.created_at", ">=", range.fromIso)
    .where("orders.created_at", "<", range.toIso)
    .where("orders.status", "<>", "cancelled")
    .groupBy([
      "order_items.product_id",
      sql`case when order_items.product_id is null then order_items.name end`,
    ])
    .orderBy(rankBy === "quantity" ? quantity : revenue, "desc")
    .orderBy(rankBy === "quantity" ? revenue : quantity, "desc")
    .orderBy("name")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    productId: row.product_id,
    name: row.name,
    quantity: Number(row.quantity),
    revenuePaise: Number(row.revenue_paise),
  }));
}
