import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from "kysely";

// Migrations see an untyped database on purpose: they describe the past, not today's schema.
type AnyDatabase = Kysely<unknown>;

function identity(postgres: boolean) {
  return postgres
    ? (column: ColumnDefinitionBuilder) => column.primaryKey().generatedByDefaultAsIdentity()
    : (column: ColumnDefinitionBuilder) => column.primaryKey().autoIncrement();
}

/**
 * Reviews from buyers (issue 33, decision 37). A review link belongs to one delivered order or
 * closed repair (only the SHA-256 of its token is kept, as for tracking links); a review belongs
 * to one line of it, so a link is used once per product line. A rejection keeps its reason (a
 * fixed list, never 'negative'), who decided and when; `first_name` is what the customer allowed
 * to be shown, and erasing the customer clears it.
 */
export async function up(db: AnyDatabase): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable("review_links")
    .addColumn("id", "integer", identity(postgres))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("source_kind", "text", (c) =>
      c.notNull().check(sql`source_kind IN ('order', 'repair')`),
    )
    .addColumn("source_id", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("review_links_source_uq", ["source_kind", "source_id"])
    .execute();
  await db.schema
    .createTable("reviews")
    .addColumn("id", "integer", identity(postgres))
    .addColumn("link_id", "integer", (c) => c.notNull().references("review_links.id"))
    // The order line's position; 0 for a repair, which is one service.
    .addColumn("line", "integer", (c) => c.notNull())
    .addColumn("product_id", "integer", (c) => c.references("products.id").onDelete("set null"))
    // What was reviewed, as it was named then (the line's product or the repaired appliance).
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("stars", "integer", (c) => c.notNull().check(sql`stars BETWEEN 1 AND 5`))
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("first_name", "text")
    .addColumn("status", "text", (c) =>
      c.notNull().check(sql`status IN ('pending', 'published', 'rejected')`),
    )
    .addColumn("rejection_reason", "text", (c) =>
      c.check(sql`rejection_reason IN ('abusive', 'personal-data', 'off-topic')`),
    )
    .addColumn("moderated_by", "text")
    .addColumn("moderated_at", "text")
    .addColumn("answer", "text")
    .addColumn("answered_by", "text")
    .addColumn("answered_at", "text")
    .addColumn("featured", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("reviews_line_uq", ["link_id", "line"])
    .execute();
  await db.schema
    .createIndex("reviews_product_idx")
    .on("reviews")
    .columns(["product_id", "status", "created_at"])
    .execute();
  await db.schema
    .createIndex("reviews_status_idx")
    .on("reviews")
    .columns(["status", "created_at"])
    .execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.dropTable("reviews").execute();
  await db.schema.dropTable("review_links").execute();
}
