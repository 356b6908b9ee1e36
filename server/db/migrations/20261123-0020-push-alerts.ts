import type { Kysely } from "kysely";

// Migrations see an untyped database on purpose: they describe the past, not today's schema.
type AnyDatabase = Kysely<unknown>;

export async function up(db: AnyDatabase): Promise<void> {
  // The shop's one VAPID key pair. A fixed id makes the first start of several instances at once
  // agree on one pair: each inserts its own, the database keeps the first.
  await db.schema
    .createTable("push_keys")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("public_key", "text", (c) => c.notNull())
    .addColumn("private_key", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  // One row per admin device that turned alerts on; the push service's endpoint names the device.
  await db.schema
    .createTable("push_subscriptions")
    .addColumn("endpoint", "text", (c) => c.primaryKey())
    .addColumn("p256dh", "text", (c) => c.notNull())
    .addColumn("auth", "text", (c) => c.notNull())
    .addColumn("admin_user_id", "integer", (c) =>
      c.references("admin_users.id").onDelete("set null"),
    )
    .addColumn("device", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  // An alert is sent by the instance that inserts its key first, so instances sharing a database
  // that all hear of an order push it once.
  await db.schema
    .createTable("push_claims")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("claimed_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("push_claims_claimed_at_idx")
    .on("push_claims")
    .column("claimed_at")
    .execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.dropTable("push_claims").execute();
  await db.schema.dropTable("push_subscriptions").execute();
  await db.schema.dropTable("push_keys").execute();
}
