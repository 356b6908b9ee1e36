import { sql, type Kysely } from "kysely";

// Migrations see an untyped database on purpose: they describe the past, not today's schema.
type AnyDatabase = Kysely<unknown>;

/**
 * Indexes for the order dashboard at 100,000 orders: every sort's first page is read from an
 * index instead of sorting the table, and the summary's per-status counts and sums are read from
 * a covering index. On SQLite every index ends with the rowid (the order id), which is also each
 * sort's tie-breaker.
 */
export async function up(db: AnyDatabase): Promise<void> {
  await db.schema
    .createIndex("orders_total_paise_idx")
    .on("orders")
    .columns(["total_paise", "id"])
    .execute();
  await db.schema
    .createIndex("orders_customer_name_idx")
    .on("orders")
    .expression(sql`lower(customer_name), id`)
    .execute();
  await db.schema
    .createIndex("orders_status_total_paise_idx")
    .on("orders")
    .columns(["status", "total_paise"])
    .execute();
  // Flagged orders: unanswered call-backs, found without reading notes and status changes.
  await db.schema
    .createIndex("order_activity_call_outcome_idx")
    .on("order_activity")
    .columns(["call_outcome", "order_id"])
    .execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  for (const index of [
    "order_activity_call_outcome_idx",
    "orders_status_total_paise_idx",
    "orders_customer_name_idx",
    "orders_total_paise_idx",
  ]) {
    await db.schema.dropIndex(index).execute();
  }
}
