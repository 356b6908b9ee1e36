import type { Kysely } from "kysely";

// Migrations see an untyped database on purpose: they describe the past, not today's schema.
type AnyDatabase = Kysely<unknown>;

export async function up(db: AnyDatabase): Promise<void> {
  // 'Tell me when it is back' (issue 15): the key is the product and the mobile number, so asking
  // twice keeps one request. A deleted product takes its requests with it.
  await db.schema
    .createTable("stock_alerts")
    .addColumn("product_id", "integer", (c) =>
      c.notNull().references("products.id").onDelete("cascade"),
    )
    .addColumn("mobile", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("stock_alerts_pkey", ["product_id", "mobile"])
    .execute();
  // Erasing a customer finds their requests by mobile number.
  await db.schema
    .createIndex("stock_alerts_mobile_idx")
    .on("stock_alerts")
    .column("mobile")
    .execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.dropTable("stock_alerts").execute();
}
