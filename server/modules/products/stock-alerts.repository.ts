import type { Executor } from "../../db/executor";
import type { StockAlert } from "../../../domain/stock-alerts";

/** Stores a request; a second one for the same product and mobile number leaves the first. */
export async function insertStockAlert(db: Executor, alert: StockAlert): Promise<void> {
  await db
    .insertInto("stock_alerts")
    .values({ product_id: alert.productId, mobile: alert.mobile, created_at: alert.createdAt })
    .onConflict((conflict) => conflict.columns(["product_id", "mobile"]).doNothing())
    .execute();
}

/** Every request, oldest first within each product. */
export async function listStockAlerts(db: Executor): Promise<StockAlert[]> {
  const rows = await db
    .selectFrom("stock_alerts")
    .select(["product_id", "mobile", "created_at"])
    .orderBy("product_id")
    .orderBy("created_at")
    .orderBy("mobile")
    .execute();
  return rows.map((row) => ({
    productId: row.product_id,
    mobile: row.mobile,
    createdAt: row.created_at,
  }));
}

/** Removes one request; returns whether there was one. */
export async function deleteStockAlert(
  db: Executor,
  productId: number,
  mobile: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom("stock_alerts")
    .where("product_id", "=", productId)
    .where("mobile", "=", mobile)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function countStockAlertsByMobile(db: Executor, mobile: string): Promise<number> {
  const row = await db
    .selectFrom("stock_alerts")
    .select((eb) => eb.fn.countAll<string | number>().as("count"))
    .where("mobile", "=", mobile)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Removes every request made with the mobile number; returns how many there were. */
export async function deleteStockAlertsByMobile(db: Executor, mobile: string): Promise<number> {
  const result = await db
    .deleteFrom("stock_alerts")
    .where("mobile", "=", mobile)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
