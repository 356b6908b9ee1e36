import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from "kysely";

// Migrations see an untyped database on purpose: they describe the past, not today's schema.
type AnyDatabase = Kysely<unknown>;

/** The one place the two databases truly differ: how an auto-numbered key is declared. */
function identity(db: AnyDatabase) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return postgres
    ? (column: ColumnDefinitionBuilder) => column.primaryKey().generatedByDefaultAsIdentity()
    : (column: ColumnDefinitionBuilder) => column.primaryKey().autoIncrement();
}

export async function up(db: AnyDatabase): Promise<void> {
  await db.schema
    .createTable("products")
    .addColumn("id", "integer", identity(db))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("price_paise", "integer", (c) => c.notNull().check(sql`price_paise >= 0`))
    .addColumn("old_price_paise", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`old_price_paise >= 0`),
    )
    .addColumn("brand", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("category", "text", (c) => c.notNull())
    .addColumn("rating", "double precision", (c) =>
      c
        .notNull()
        .defaultTo(4)
        .check(sql`rating >= 1 AND rating <= 5`),
    )
    .addColumn("reviews", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`reviews >= 0`),
    )
    .addColumn("in_stock", "integer", (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`in_stock IN (0, 1)`),
    )
    .addColumn("max_quantity", "integer", (c) =>
      c
        .notNull()
        .defaultTo(10)
        .check(sql`max_quantity >= 1`),
    )
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("products_category_idx").on("products").column("category").execute();

  await db.schema
    .createTable("product_images")
    .addColumn("product_id", "integer", (c) =>
      c.notNull().references("products.id").onDelete("cascade"),
    )
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("url", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("product_images_pk", ["product_id", "position"])
    .execute();

  await db.schema
    .createTable("product_specifications")
    .addColumn("product_id", "integer", (c) =>
      c.notNull().references("products.id").onDelete("cascade"),
    )
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("value", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("product_specifications_pk", ["product_id", "position"])
    .execute();

  await db.schema
    .createTable("orders")
    .addColumn("id", "integer", identity(db))
    .addColumn("order_number", "text", (c) => c.notNull().unique())
    .addColumn("customer_name", "text", (c) => c.notNull())
    .addColumn("customer_mobile", "text", (c) => c.notNull())
    .addColumn("total_paise", "bigint", (c) => c.notNull().check(sql`total_paise >= 0`))
    .addColumn("status", "text", (c) =>
      c
        .notNull()
        .defaultTo("pending")
        .check(sql`status IN ('pending', 'confirmed', 'processing', 'delivered', 'cancelled')`),
    )
    .addColumn("idempotency_key", "text", (c) => c.unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("orders_created_at_idx").on("orders").column("created_at").execute();
  await db.schema
    .createIndex("orders_status_created_at_idx")
    .on("orders")
    .columns(["status", "created_at"])
    .execute();
  await db.schema
    .createIndex("orders_customer_mobile_idx")
    .on("orders")
    .column("customer_mobile")
    .execute();

  await db.schema
    .createTable("order_items")
    .addColumn("order_id", "integer", (c) =>
      c.notNull().references("orders.id").onDelete("cascade"),
    )
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("product_id", "integer", (c) => c.references("products.id").onDelete("set null"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("unit_price_paise", "integer", (c) => c.notNull().check(sql`unit_price_paise >= 0`))
    .addColumn("old_price_paise", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("image", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("quantity", "integer", (c) => c.notNull().check(sql`quantity >= 1`))
    .addPrimaryKeyConstraint("order_items_pk", ["order_id", "position"])
    .execute();
  await db.schema
    .createIndex("order_items_product_id_idx")
    .on("order_items")
    .column("product_id")
    .execute();

  await db.schema
    .createTable("admin_users")
    .addColumn("id", "integer", identity(db))
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("admin_user_id", "integer", (c) =>
      c.notNull().references("admin_users.id").onDelete("cascade"),
    )
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_seen_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("sessions_admin_user_id_idx")
    .on("sessions")
    .column("admin_user_id")
    .execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  for (const table of [
    "sessions",
    "admin_users",
    "order_items",
    "orders",
    "product_specifications",
    "product_images",
    "products",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
