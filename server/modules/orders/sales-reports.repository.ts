import { sql } from "kysely";
import type { OrderChannel, PaymentMethod } from "../../../domain/sales";
import type { Executor } from "../../db/executor";

export interface ChannelFigures {
  channel: OrderChannel;
  orders: number;
  /** What was delivered (its whole total) or, for the others, paid so far. */
  revenuePaise: number;
  /** The rest of those orders' totals: not delivered and not yet paid. */
  pendingPaise: number;
}

export interface MethodFigures {
  method: PaymentMethod;
  payments: number;
  amountPaise: number;
}

/**
 * Orders placed in the range, not cancelled, by channel (issue 31): revenue counts a delivered
 * order's total and what was paid on the others; the rest is pending.
 */
export async function summariseByChannel(
  db: Executor,
  range: { fromIso: string; toIso: string },
): Promise<ChannelFigures[]> {
  const paid = sql<number>`coalesce((select sum(p.amount_paise) from order_payments p where p.order_id = orders.id), 0)`;
  const counted = sql<number>`case when orders.status = 'delivered' then orders.total_paise when ${paid} < orders.total_paise then ${paid} else orders.total_paise end`;
  const rows = await db
    .selectFrom("orders")
    .select((eb) => [
      "orders.channel",
      eb.fn.countAll<number>().as("orders"),
      sql<number>`sum(${counted})`.as("revenue_paise"),
      sql<number>`sum(orders.total_paise)`.as("total_paise"),
    ])
    .where("orders.created_at", ">=", range.fromIso)
    .where("orders.created_at", "<", range.toIso)
    .where("orders.status", "<>", "cancelled")
    .groupBy("orders.channel")
    .orderBy("orders.channel")
    .execute();
  return rows.map((row) => ({
    channel: row.channel as OrderChannel,
    orders: Number(row.orders),
    revenuePaise: Number(row.revenue_paise ?? 0),
    pendingPaise: Number(row.total_paise ?? 0) - Number(row.revenue_paise ?? 0),
  }));
}

/** Money received on the range's orders (not cancelled), by payment method. */
export async function summariseByPaymentMethod(
  db: Executor,
  range: { fromIso: string; toIso: string },
): Promise<MethodFigures[]> {
  const rows = await db
    .selectFrom("order_payments")
    .innerJoin("orders", "orders.id", "order_payments.order_id")
    .select((eb) => [
      "order_payments.method",
      eb.fn.countAll<number>().as("payments"),
      eb.fn.sum<number>("order_payments.amount_paise").as("amount_paise"),
    ])
    .where("orders.created_at", ">=", range.fromIso)
    .where("orders.created_at", "<", range.toIso)
    .where("orders.status", "<>", "cancelled")
    .groupBy("order_payments.method")
    .orderBy("order_payments.method")
    .execute();
  return rows.map((row) => ({
    method: row.method as PaymentMethod,
    payments: Number(row.payments),
    amountPaise: Number(row.amount_paise ?? 0),
  }));
}
