import { sql, type Kysely } from "kysely";

// Migrations see an untyped database on purpose: they describe the past, not today's schema.
type AnyDatabase = Kysely<unknown>;

/**
 * The dashboard's default sort, pending orders first and newest first within each group, read
 * from an index like every other sort. The expression must match `sortKey("pending-first")` in
 * server/modules/orders/order-filters.repository.ts exactly, or the database sorts the table.
 */
export async function up(db: AnyDatabase): Promise<void> {
  await db.schema
    .createIndex("orders_pending_first_idx")
    .on("orders")
    .expression(sql`(CASE WHEN status = 'pending' THEN '1' ELSE '0' END || created_at), id`)
    .execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.dropIndex("orders_pending_first_idx").execute();
}
