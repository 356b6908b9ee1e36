import type { PaymentMethod } from "../../../domain/sales";
import type { Executor } from "../../db/executor";

export interface MethodFigures {
  method: PaymentMethod;
  payments: number;
  amountPaise: number;
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
