import { sql, type RawBuilder } from "kysely";
import type { TopProduct } from "../../../domain/order-reports";
import type { OrderStatus } from "../../../domain/shop-constants";
import { SHOP_UTC_OFFSET_MINUTES } from "../../../domain/shop-time";
import { isPostgres, type Executor } from "../../db/executor";

/**
 * The calendar day in India (UTC+5:30, no daylight saving) of an order's ISO UTC timestamp, as
 * YYYY-MM-DD. The two databases spell date arithmetic differently; PostgreSQL's cast to
 * `timestamp` (without zone) ignores the 'Z', which is what keeps it independent of the session.
 */
function indiaDay(db: Executor): RawBuilder<string> {
  // A constant of the code, written into the statement so it stays one cached shape.
  const minutes = sql.raw(String(SHOP_UTC_OFFSET_MINUTES));
  return isPostgres(db)
    ? sql<string>`to_char(orders.created_at::timestamp + interval '${minutes} minutes', 'YYYY-MM-DD')`
    : sql<string>`date(orders.created_at, '+${minutes} minutes')`;
}

/** One group's orders by status, with what was paid on them: what `revenueOf` needs. */
export interface StatusFigures {
  orders: number;
  byStatus: Map<OrderStatus, { orders: number; totalPaise: number }>;
  paidByStatus: Map<OrderStatus, number>;
}

/**
 * The range's orders grouped by India day or by channel, and within each by status: their count,
 * their totals and what was paid on them. The figures stay raw so that the one revenue rule
 * (domain/revenue.ts) turns them into revenue and pending, for a day as for the whole range.
 */
export async function summariseStatusesPer(
  db: Executor,
  per: "day" | "channel",
  range: { fromIso: string; toIso: string },
): Promise<Map<string, StatusFigures>> {
  const key = per === "day" ? indiaDay(db) : sql<string>`orders.channel`;
  const paid = db
    .selectFrom("order_payments")
    .select((eb) => ["order_payments.order_id", eb.fn.sum<number>("amount_paise").as("paid")])
    .groupBy("order_payments.order_id")
    .as("paid");
  const rows = await db
    .selectFrom("orders")
    .leftJoin(paid, "paid.order_id", "orders.id")
    .select((eb) => [
      key.as("key"),
      "orders.status",
      eb.fn.countAll<number>().as("orders"),
      eb.fn.sum<number>("orders.total_paise").as("total_paise"),
      sql<number>`sum(coalesce(paid.paid, 0))`.as("paid_paise"),
    ])
    .where("orders.created_at", ">=", range.fromIso)
    .where("orders.created_at", "<", range.toIso)
    .groupBy([key, "orders.status"])
    .execute();
  const groups = new Map<string, StatusFigures>();
  for (const row of rows) {
    const group = groups.get(row.key) ?? {
      orders: 0,
      byStatus: new Map(),
      paidByStatus: new Map(),
    };
    const status = row.status as OrderStatus;
    // PostgreSQL's sum of a bigint is a numeric, which arrives as text.
    group.orders += Number(row.orders);
    group.byStatus.set(status, {
      orders: Number(row.orders),
      totalPaise: Number(row.total_paise ?? 0),
    });
    group.paidByStatus.set(status, Number(row.paid_paise ?? 0));
    groups.set(row.key, group);
  }
  return groups;
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
    // Products only: a service is no product, and an old appliance taken in was bought, not sold.
    .where("order_items.kind", "=", "product")
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

/** What was paid on the orders placed in the range, per the orders' status. */
export async function summarisePaidByStatus(
  db: Executor,
  range?: { fromIso: string; toIso: string },
): Promise<Map<OrderStatus, number>> {
  let query = db
    .selectFrom("order_payments")
    .innerJoin("orders", "orders.id", "order_payments.order_id")
    .select((eb) => ["orders.status", eb.fn.sum<number>("order_payments.amount_paise").as("paid")]);
  if (range) {
    query = query
      .where("orders.created_at", ">=", range.fromIso)
      .where("orders.created_at", "<", range.toIso);
  }
  const rows = await query.groupBy("orders.status").execute();
  return new Map(rows.map((row) => [row.status as OrderStatus, Number(row.paid ?? 0)]));
}
