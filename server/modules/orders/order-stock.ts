import { refusal } from "../../../domain/refusals";
import type { OrderStatus } from "../../../domain/shop-constants";
import type { Executor } from "../../db/executor";
import {
  giveBackStock,
  insertStockMovements,
  lockStockRows,
  takeStock,
  type StockMovement,
} from "../products/stock.repository";
import { OrderRefusedError } from "./sale-pricing";

/**
 * Keeps the stock count with order statuses, in the caller's transaction: an order that becomes
 * cancelled gives its counted units back, and one taken out of cancelled takes them again, or is
 * refused with what is left (the count never goes below 0). Products not counted are untouched.
 */
export async function followStatusInStock(
  trx: Executor,
  changes: readonly { orderId: number; from: OrderStatus; to: OrderStatus }[],
  adminEmail: string | null,
  at: string,
): Promise<boolean> {
  const giving = changes.filter(({ from, to }) => to === "cancelled" && from !== "cancelled");
  const taking = changes.filter(({ from, to }) => from === "cancelled" && to !== "cancelled");
  if (giving.length === 0 && taking.length === 0) return false;
  const ids = [...giving, ...taking].map(({ orderId }) => orderId);
  const lines = await trx
    .selectFrom("order_items")
    .innerJoin("orders", "orders.id", "order_items.order_id")
    .innerJoin("products", "products.id", "order_items.product_id")
    .select([
      "order_items.order_id",
      "order_items.product_id",
      "order_items.quantity",
      "order_items.name",
      "orders.order_number",
    ])
    .where("order_items.order_id", "in", ids)
    .where("order_items.kind", "=", "product")
    .where("products.stock_quantity", "is not", null)
    .execute();
  await lockStockRows(
    trx,
    lines.map((line) => line.product_id!),
  );
  const givingIds = new Set(giving.map(({ orderId }) => orderId));
  const movements: StockMovement[] = [];
  for (const line of lines) {
    const productId = line.product_id!;
    const gives = givingIds.has(line.order_id);
    const after = gives
      ? await giveBackStock(trx, productId, line.quantity, at)
      : await takeStock(trx, productId, line.quantity, at);
    if (after === null) {
      const left = await trx
        .selectFrom("products")
        .select("stock_quantity")
        .where("id", "=", productId)
        .executeTakeFirst();
      throw new OrderRefusedError(
        refusal("order.only-left", { name: line.name, left: left?.stock_quantity ?? 0 }),
      );
    }
    movements.push({
      productId,
      kind: gives ? "cancelled" : "sold",
      change: gives ? line.quantity : -line.quantity,
      quantityAfter: after,
      orderNumber: line.order_number,
      reason: gives ? null : "Order taken out of Cancelled",
      adminEmail,
      createdAt: at,
    });
  }
  await insertStockMovements(trx, movements);
  return movements.length > 0;
}
