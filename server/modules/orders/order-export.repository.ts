import { paidAndDue } from "../../../domain/sales";
import { sql, type SqlBool } from "kysely";
import type { OrderSort } from "../../../domain/order-desk";
import { isPostgres, type Executor } from "../../db/executor";
import type { OrderFilters } from "./order-filters";
import {
  matches,
  orderColumns,
  sortDirection,
  sortKey,
  toOrderRow,
  type OrderRow,
} from "./order-filters.repository";

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
): Promise<
  (OrderRow & {
    itemsCount: number;
    sortKey: string | number;
    paidPaise: number;
    duePaise: number;
    items: { name: string; quantity: number }[];
  })[]
> {
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
    .select((eb) =>
      eb
        .selectFrom("order_payments")
        .select((payments) => payments.fn.sum<number>("order_payments.amount_paise").as("paid"))
        .whereRef("order_payments.order_id", "=", "orders.id")
        .as("paid_paise"),
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
  // What each order bought, names and quantities (issue 31): one more statement a batch.
  const lines =
    rows.length === 0
      ? []
      : await db
          .selectFrom("order_items")
          .select(["order_id", "name", "quantity"])
          .where(
            "order_id",
            "in",
            rows.map((row) => row.id),
          )
          .orderBy("order_id")
          .orderBy("position")
          .execute();
  const itemsByOrder = new Map<number, { name: string; quantity: number }[]>();
  for (const line of lines) {
    const items = itemsByOrder.get(line.order_id) ?? [];
    items.push({ name: line.name, quantity: line.quantity });
    itemsByOrder.set(line.order_id, items);
  }
  return rows.map((row) => {
    const order = toOrderRow(row);
    return {
      ...order,
      itemsCount: Number(row.items_count ?? 0),
      sortKey: row.sort_key,
      ...paidAndDue(order.totalPaise, [{ amountPaise: Number(row.paid_paise ?? 0) }]),
      items: itemsByOrder.get(row.id) ?? [],
    };
  });
}
