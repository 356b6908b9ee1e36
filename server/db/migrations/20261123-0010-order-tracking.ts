import { sql, type Kysely } from "kysely";

// Migrations see an untyped database on purpose: they describe the past, not today's schema.
type AnyDatabase = Kysely<unknown>;

const ACTIVITY_KINDS_BEFORE = sql`kind IN ('status', 'note', 'call')`;
const ACTIVITY_KINDS = sql`kind IN ('status', 'note', 'call', 'customer-cancel', 'update-sent')`;

/**
 * Order tracking (issue 12): where an order goes, the hash of its private link, failed lookups
 * kept for the lockout, and two more kinds of order activity (a customer's cancellation, a
 * WhatsApp update the shop sent).
 */
export async function up(db: AnyDatabase): Promise<void> {
  await db.schema.alterTable("orders").addColumn("delivery_address", "text").execute();
  await db.schema.alterTable("orders").addColumn("delivery_landmark", "text").execute();
  await db.schema.alterTable("orders").addColumn("delivery_pin", "text").execute();
  await db.schema
    .alterTable("orders")
    .addColumn("outside_service_area", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  // Orders placed before have none; theirs is written the first time a link is made for them.
  await db.schema.alterTable("orders").addColumn("tracking_token_hash", "text").execute();
  await db.schema
    .createIndex("orders_tracking_token_hash_idx")
    .on("orders")
    .column("tracking_token_hash")
    .unique()
    .execute();

  // Lookups by order number and mobile that found nothing, per address, for the lockout.
  await db.schema
    .createTable("tracking_lookup_failures")
    .addColumn("address", "text", (c) => c.notNull())
    .addColumn("failed_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("tracking_lookup_failures_address_idx")
    .on("tracking_lookup_failures")
    .columns(["address", "failed_at"])
    .execute();

  await rebuildActivity(db, ACTIVITY_KINDS);
}

export async function down(db: AnyDatabase): Promise<void> {
  await sql`DELETE FROM order_activity WHERE kind IN ('customer-cancel', 'update-sent')`.execute(
    db,
  );
  await rebuildActivity(db, ACTIVITY_KINDS_BEFORE);
  await db.schema.dropTable("tracking_lookup_failures").execute();
  await db.schema.dropIndex("orders_tracking_token_hash_idx").execute();
  for (const column of [
    "tracking_token_hash",
    "outside_service_area",
    "delivery_pin",
    "delivery_landmark",
    "delivery_address",
  ]) {
    await db.schema.alterTable("orders").dropColumn(column).execute();
  }
}

/**
 * SQLite cannot change a CHECK constraint in place, so the table is copied into a new one with
 * the new rule, on both databases alike.
 */
async function rebuildActivity(db: AnyDatabase, kinds: ReturnType<typeof sql>): Promise<void> {
  await db.schema
    .createTable("order_activity_next")
    .addColumn("order_id", "integer", (c) =>
      c.notNull().references("orders.id").onDelete("cascade"),
    )
    .addColumn("kind", "text", (c) => c.notNull().check(kinds))
    .addColumn("status", "text")
    .addColumn("call_outcome", "text")
    .addColumn("note", "text")
    .addColumn("admin_email", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await sql`INSERT INTO order_activity_next (order_id, kind, status, call_outcome, note, admin_email, created_at)
    SELECT order_id, kind, status, call_outcome, note, admin_email, created_at FROM order_activity`.execute(
    db,
  );
  await db.schema.dropTable("order_activity").execute();
  await db.schema.alterTable("order_activity_next").renameTo("order_activity").execute();
  await db.schema
    .createIndex("order_activity_order_id_idx")
    .on("order_activity")
    .columns(["order_id", "created_at"])
    .execute();
}
