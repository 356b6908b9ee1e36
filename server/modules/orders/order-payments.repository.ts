import type { PaymentMethod } from "../../../domain/sales";
import { inChunks } from "../../db/chunks";
import type { Executor } from "../../db/executor";

export interface NewPayment {
  orderId: number;
  method: PaymentMethod;
  amountPaise: number;
  reference: string | null;
  adminEmail: string | null;
  createdAt: string;
}

export interface PaymentRow extends NewPayment {
  id: number;
}

export async function insertPayments(db: Executor, payments: readonly NewPayment[]): Promise<void> {
  for (const chunk of inChunks(payments, 500)) {
    await db
      .insertInto("order_payments")
      .values(
        chunk.map((payment) => ({
          order_id: payment.orderId,
          method: payment.method,
          amount_paise: payment.amountPaise,
          reference: payment.reference,
          admin_email: payment.adminEmail,
          created_at: payment.createdAt,
        })),
      )
      .execute();
  }
}

/** An order's payments, oldest first. */
export async function findPayments(db: Executor, orderId: number): Promise<PaymentRow[]> {
  const rows = await db
    .selectFrom("order_payments")
    .selectAll()
    .where("order_id", "=", orderId)
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    orderId: row.order_id,
    method: row.method as PaymentMethod,
    amountPaise: Number(row.amount_paise),
    reference: row.reference,
    adminEmail: row.admin_email,
    createdAt: row.created_at,
  }));
}

/**
 * Of the given orders, those not yet delivered (nor cancelled): their number, total and what was
 * paid on them, for the question 'Delivered' asks while money is due.
 */
export async function findOpenTotals(
  db: Executor,
  orderIds: readonly number[],
): Promise<{ id: number; orderNumber: string; totalPaise: number; paidPaise: number }[]> {
  const open: { id: number; orderNumber: string; totalPaise: number; paidPaise: number }[] = [];
  for (const ids of inChunks(orderIds, 1000)) {
    const rows = await db
      .selectFrom("orders")
      .select((eb) => [
        "orders.id",
        "orders.order_number",
        "orders.total_paise",
        eb
          .selectFrom("order_payments")
          .select((inner) => inner.fn.sum<number>("order_payments.amount_paise").as("paid"))
          .whereRef("order_payments.order_id", "=", "orders.id")
          .as("paid"),
      ])
      .where("orders.id", "in", ids)
      .where("orders.status", "not in", ["delivered", "cancelled"])
      .orderBy("orders.id")
      .execute();
    for (const row of rows) {
      open.push({
        id: row.id,
        orderNumber: row.order_number,
        totalPaise: Number(row.total_paise),
        paidPaise: Number(row.paid ?? 0),
      });
    }
  }
  return open;
}

/** What was paid on each of the given orders (orders without payments are left out). */
export async function paidByOrder(
  db: Executor,
  orderIds: readonly number[],
): Promise<Map<number, number>> {
  const paid = new Map<number, number>();
  for (const ids of inChunks(orderIds, 1000)) {
    const rows = await db
      .selectFrom("order_payments")
      .select(["order_id", (eb) => eb.fn.sum<number>("amount_paise").as("paid")])
      .where("order_id", "in", ids)
      .groupBy("order_id")
      .execute();
    for (const row of rows) paid.set(row.order_id, Number(row.paid));
  }
  return paid;
}
