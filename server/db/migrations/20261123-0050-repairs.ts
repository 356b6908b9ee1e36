import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from "kysely";

type AnyDatabase = Kysely<unknown>;

/** How an auto-numbered key is declared differs between the two databases. */
function identity(db: AnyDatabase) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return postgres
    ? (column: ColumnDefinitionBuilder) => column.primaryKey().generatedByDefaultAsIdentity()
    : (column: ColumnDefinitionBuilder) => column.primaryKey().autoIncrement();
}

export async function up(db: AnyDatabase): Promise<void> {
  // One repair job from booking to closing. The estimate's lines are JSON: they are only ever
  // read and replaced whole, together with the version that a customer's answer names.
  await db.schema
    .createTable("repairs")
    .addColumn("id", "integer", identity(db))
    .addColumn("ticket_number", "text", (c) => c.notNull().unique())
    .addColumn("idempotency_key", "text", (c) => c.notNull().unique())
    .addColumn("request_hash", "text", (c) => c.notNull())
    .addColumn("appliance", "text", (c) => c.notNull())
    .addColumn("brand", "text", (c) => c.notNull())
    .addColumn("model", "text", (c) => c.notNull())
    .addColumn("problem", "text", (c) => c.notNull())
    .addColumn("customer_name", "text", (c) => c.notNull())
    .addColumn("customer_mobile", "text", (c) => c.notNull())
    .addColumn("visit_type", "text", (c) => c.notNull().check(sql`visit_type IN ('home', 'shop')`))
    .addColumn("address", "text", (c) => c.notNull())
    .addColumn("landmark", "text", (c) => c.notNull())
    .addColumn("pin", "text", (c) => c.notNull())
    .addColumn("preferred_date", "text", (c) => c.notNull())
    .addColumn("preferred_slot", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("visit_date", "text")
    .addColumn("visit_slot", "text")
    .addColumn("technician", "text")
    .addColumn("estimate_lines", "text")
    .addColumn("estimate_version", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("estimate_total_paise", "integer")
    .addColumn("estimate_sent_at", "text")
    .addColumn("estimate_answer", "text")
    .addColumn("estimate_answered_at", "text")
    .addColumn("parts_used", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("payment_method", "text")
    .addColumn("payment_paise", "integer")
    .addColumn("closed_at", "text")
    .addColumn("warranty_until", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("repairs_created_at_idx")
    .on("repairs")
    .column("created_at")
    .execute();
  await db.schema
    .createIndex("repairs_status_idx")
    .on("repairs")
    .columns(["status", "created_at"])
    .execute();
  await db.schema
    .createIndex("repairs_visit_date_idx")
    .on("repairs")
    .column("visit_date")
    .execute();
  await db.schema
    .createIndex("repairs_mobile_idx")
    .on("repairs")
    .column("customer_mobile")
    .execute();

  // Private tracking links: only the SHA-256 of each token is kept, so a copy of the database
  // opens no customer's page. A repair may have several (the booking's, one per estimate sent).
  await db.schema
    .createTable("repair_tracking_links")
    .addColumn("tracking_token_hash", "text", (c) => c.primaryKey())
    .addColumn("repair_id", "integer", (c) =>
      c.notNull().references("repairs.id").onDelete("cascade"),
    )
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("repair_photos")
    .addColumn("repair_id", "integer", (c) =>
      c.notNull().references("repairs.id").onDelete("cascade"),
    )
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("repair_photos_pk", ["repair_id", "position"])
    .execute();

  // Everything that happened to a repair after the booking, with who and when: the timeline.
  await db.schema
    .createTable("repair_activity")
    .addColumn("repair_id", "integer", (c) =>
      c.notNull().references("repairs.id").onDelete("cascade"),
    )
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("status", "text")
    .addColumn("detail", "text")
    .addColumn("admin_email", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("repair_activity_repair_id_idx")
    .on("repair_activity")
    .columns(["repair_id", "created_at"])
    .execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.dropTable("repair_activity").execute();
  await db.schema.dropTable("repair_photos").execute();
  await db.schema.dropTable("repair_tracking_links").execute();
  await db.schema.dropTable("repairs").execute();
}
