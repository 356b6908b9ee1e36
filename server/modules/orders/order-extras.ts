import { refusal } from "../../../domain/refusals";
import type { Executor } from "../../db/executor";
import { findOrderableProducts } from "../products/product.repository";
import { giveBackStock, insertStockMovements, takeStock } from "../products/stock.repository";
import { insertActivity } from "./order-desk.repository";
import { insertPayments } from "./order-payments.repository";
import type { Outcome } from "./order-placement";
import type { NewOrder } from "./order.repository";
import { OrderRefusedError, type PricedOrder } from "./sale-pricing";

/** A new order with its number, and the token of the tracking link that number makes. */
export type NumberedOrder = NewOrder & {
  trackingToken: string;
  priced: PricedOrder;
  /** The counted units it took, with each product's count after. */
  stockAfter?: { productId: number; quantity: number; after: number }[];
};

/**
 * Takes an order's counted units inside the group's transaction; when another order took them
 * first (another instance on PostgreSQL), gives back what it took and answers with the refusal
 * naming what is left.
 */
export async function takeOrderStock(
  trx: Executor,
  order: NumberedOrder,
  products: ReadonlyMap<number, { name: string }>,
  at: string,
): Promise<OrderRefusedError | null> {
  const taken: NonNullable<NumberedOrder["stockAfter"]> = [];
  for (const { productId, quantity } of order.priced.stockTaken) {
    const after = await takeStock(trx, productId, quantity, at);
    if (after === null) {
      for (const undo of taken) await giveBackStock(trx, undo.productId, undo.quantity, at);
      const left = (await findOrderableProducts(trx, [productId]))[0]?.stockQuantity ?? 0;
      return new OrderRefusedError(
        refusal("order.only-left", {
          name: products.get(productId)?.name ?? String(productId),
          left,
        }),
      );
    }
    taken.push({ productId, quantity, after });
  }
  order.stockAfter = taken;
  return null;
}

/**
 * What goes with each order written: its payments, its sale's timeline entry and its stock
 * history. An order the insert found already placed (by another instance, under its key) gives
 * its units back.
 */
export async function recordWithOrders(
  trx: Executor,
  orders: readonly (NumberedOrder | undefined)[],
  outcomes: readonly (Outcome | undefined)[],
  at: string,
): Promise<void> {
  const payments: Parameters<typeof insertPayments>[1][number][] = [];
  const activity: Parameters<typeof insertActivity>[1][number][] = [];
  const movements: Parameters<typeof insertStockMovements>[1][number][] = [];
  for (const [index, order] of orders.entries()) {
    const outcome = outcomes[index];
    if (!order || !outcome || outcome instanceof Error) continue;
    if (!outcome.created) {
      for (const took of order.stockAfter ?? []) {
        await giveBackStock(trx, took.productId, took.quantity, at);
      }
      continue;
    }
    const { id, orderNumber } = outcome.order;
    const enteredBy = order.enteredBy ?? null;
    for (const payment of order.priced.payments) {
      payments.push({
        orderId: id,
        method: payment.method,
        amountPaise: payment.amountPaise,
        reference: payment.reference ?? null,
        adminEmail: enteredBy,
        createdAt: at,
      });
    }
    if (order.priced.saleNote) {
      activity.push({
        orderId: id,
        kind: "sale",
        status: null,
        callOutcome: null,
        note: order.priced.saleNote,
        adminEmail: enteredBy,
        createdAt: at,
      });
    }
    for (const took of order.stockAfter ?? []) {
      movements.push({
        productId: took.productId,
        kind: "sold",
        change: -took.quantity,
        quantityAfter: took.after,
        orderNumber,
        reason: null,
        adminEmail: enteredBy,
        createdAt: at,
      });
    }
  }
  await insertPayments(trx, payments);
  await insertActivity(trx, activity);
  await insertStockMovements(trx, movements);
}
