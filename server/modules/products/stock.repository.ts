import { sql } from "kysely";
import { inChunks } from "../../db/chunks";
import { isPostgres, type Executor } from "../../db/executor";

/** One change of a counted product's stock, as its history shows it. */
export interface StockMovement {
  productId: number;
  kind: "sold" | "cancelled" | "adjusted";
  change: number;
  quantityAfter: number;
  orderNumber: string | null;
  reason: string | null;
  adminEmail: string | null;
  createdAt: string;
}

/**
 * Locks the rows of the counted products a transaction is about to take from or give back to,
 * in id order, before it changes any: every transaction that changes several counts (an order
 * group, a status change of several orders) then waits for the others in the same order, never
 * in a circle. Taken line by line in each order's own order, an order of a washer and a stand on
 * one PostgreSQL connection and one of the stand and the washer on another could each hold one
 * row and wait for the other's, and PostgreSQL would end one of them as a deadlock, failing that
 * customer's order. On SQLite a writing transaction already has the file to itself.
 */
export async function lockStockRows(db: Executor, productIds: readonly number[]): Promise<void> {
  if (productIds.length === 0 || !isPostgres(db)) return;
  const ids = [...new Set(productIds)].sort((x, y) => x - y);
  for (const chunk of inChunks(ids, LOCKED_ROWS_PER_STATEMENT)) {
    await db
      .selectFrom("products")
      .select("id")
      .where("id", "in", chunk)
      .orderBy("id")
      .forUpdate()
      .execute();
  }
}

/** Ids bound in one locking statement: far below PostgreSQL's limit of 65,535 values. */
const LOCKED_ROWS_PER_STATEMENT = 1000;

/**
 * Takes `quantity` units of a counted product, only if that many are left; In Stock follows the
 * count. Returns the count after, or null when fewer were left (or the product is not counted).
 * The condition is in the statement, so two instances taking the last unit cannot both succeed:
 * on PostgreSQL the second waits for the first's commit and then finds the count too low.
 */
export async function takeStock(
  db: Executor,
  productId: number,
  quantity: number,
  now: string,
): Promise<number | null> {
  const row = await db
    .updateTable("products")
    .set({
      stock_quantity: sql<number>`stock_quantity - ${quantity}`,
      in_stock: sql<number>`case when stock_quantity - ${quantity} > 0 then 1 else 0 end`,
      updated_at: now,
    })
    .where("id", "=", productId)
    .where("stock_quantity", ">=", quantity)
    .returning("stock_quantity")
    .executeTakeFirst();
  return row?.stock_quantity ?? null;
}

/**
 * Gives back `quantity` units (a cancelled order, or a taking undone); null when the product is
 * gone or not counted any more. Returns the count after.
 */
export async function giveBackStock(
  db: Executor,
  productId: number,
  quantity: number,
  now: string,
): Promise<number | null> {
  const row = await db
    .updateTable("products")
    .set({
      stock_quantity: sql<number>`stock_quantity + ${quantity}`,
      in_stock: sql<number>`case when stock_quantity + ${quantity} > 0 then 1 else 0 end`,
      updated_at: now,
    })
    .where("id", "=", productId)
    .where("stock_quantity", "is not", null)
    .returning("stock_quantity")
    .executeTakeFirst();
  return row?.stock_quantity ?? null;
}

/**
 * Sets a product's count (null stops counting it); returns the count before, or undefined when
 * there is no such product.
 */
export async function setStockQuantity(
  db: Executor,
  productId: number,
  quantity: number | null,
  now: string,
): Promise<{ before: number | null; inStockBefore: boolean } | undefined> {
  const before = await db
    .selectFrom("products")
    .select(["stock_quantity", "in_stock"])
    .where("id", "=", productId)
    .executeTakeFirst();
  if (!before) return undefined;
  await db
    .updateTable("products")
    .set({
      stock_quantity: quantity,
      ...(quantity === null ? {} : { in_stock: quantity > 0 ? 1 : 0 }),
      updated_at: now,
    })
    .where("id", "=", productId)
    .execute();
  return { before: before.stock_quantity, inStockBefore: before.in_stock === 1 };
}

export async function insertStockMovements(
  db: Executor,
  movements: readonly StockMovement[],
): Promise<void> {
  if (movements.length === 0) return;
  await db
    .insertInto("stock_movements")
    .values(
      movements.map((movement) => ({
        product_id: movement.productId,
        kind: movement.kind,
        change: movement.change,
        quantity_after: movement.quantityAfter,
        order_number: movement.orderNumber,
        reason: movement.reason,
        admin_email: movement.adminEmail,
        created_at: movement.createdAt,
      })),
    )
    .execute();
}

/** A product's stock history, newest first. */
export async function findStockMovements(
  db: Executor,
  productId: number,
  limit = 100,
): Promise<StockMovement[]> {
  const rows = await db
    .selectFrom("stock_movements")
    .selectAll()
    .where("product_id", "=", productId)
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    productId: row.product_id,
    kind: row.kind as StockMovement["kind"],
    change: row.change,
    quantityAfter: row.quantity_after,
    orderNumber: row.order_number,
    reason: row.reason,
    adminEmail: row.admin_email,
    createdAt: row.created_at,
  }));
}
