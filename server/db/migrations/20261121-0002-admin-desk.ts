import { sql, type Kysely } from "kysely";

// Migrations see an untyped database on purpose: they describe the past, not today's schema.
type AnyDatabase = Kysely<unknown>;

export async function up(db: AnyDatabase): Promise<void> {
  // Failed sign-ins, kept only long enough to lock out guessing by e-mail and by address.
  await db.schema
    .createTable("login_failures")
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("address", "text", (c) => c.notNull())
    .addColumn("failed_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("login_failures_email_idx")
    .on("login_failures")
    .columns(["email", "failed_at"])
    .execute();
  await db.schema
    .createIndex("login_failures_address_idx")
    .on("login_failures")
    .columns(["address", "failed_at"])
    .execute();
  await db.schema
    .createIndex("sessions_last_seen_at_idx")
    .on("sessions")
    .column("last_seen_at")
    .execute();

  // What happened to an order after it was placed: status changes, notes and call-back attempts.
  await db.schema
    .createTable("order_activity")
    .addColumn("order_id", "integer", (c) =>
      c.notNull().references("orders.id").onDelete("cascade"),
    )
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind IN ('status', 'note', 'call')`))
    .addColumn("status", "text")
    .addColumn("call_outcome", "text")
    .addColumn("note", "text")
    .addColumn("admin_email", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("order_activity_order_id_idx")
    .on("order_activity")
    .columns(["order_id", "created_at"])
    .execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.dropTable("order_activity").execute();
  await db.schema.dropIndex("sessions_last_seen_at_idx").execute();
  await db.schema.dropTable("login_failures").execute();
}
