import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from "kysely";

// Migrations see an untyped database on purpose: they describe the past, not today's schema.
type AnyDatabase = Kysely<unknown>;

/** How an auto-numbered key is declared differs between the two databases. */
function identity(db: AnyDatabase) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return postgres
    ? (column: ColumnDefinitionBuilder) => column.primaryKey().generatedByDefaultAsIdentity()
    : (column: ColumnDefinitionBuilder) => column.primaryKey().autoIncrement();
}

/**
 * Every sale in Dukan (issue 31, decision 32): where an order came from, what was paid on it, the
 * lines an owner adds by hand, quotes, and one stock count per product with its history.
 */
export async function up(db: AnyDatabase): Promise<void> {
  // 'web' for every order placed so far; counter, phone and whatsapp for sales the owner enters.
  await db.schema
    .alterTable("orders")
    .addColumn("channel", "text", (c) => c.notNull().defaultTo("web"))
    .execute();
  // The admin who entered the sale; null for a customer's own web order.
  await db.schema.alterTable("orders").addColumn("entered_by", "text").execute();
  await db.schema.createIndex("orders_channel_idx").on("orders").column("channel").execute();

  // A line is a catalogue product ('product'), a rate-card or free-text service ('service') or an
  // exchange credit ('exchange', the only line with a negative unit price). `list_price_paise`
  // keeps the catalogue price when the owner sold at another one, with the reason; `detail` the
  // exchange's condition. SQLite cannot change a CHECK constraint in place, so the lines (and the
  // timeline, for its two new kinds) are copied into new tables, on both databases alike.
  await rebuildItems(db, ITEM_PRICE_RULE, true);
  await rebuildActivity(db, ACTIVITY_KINDS);

  // Money received on an order; what is paid and due is always derived from these rows.
  await db.schema
    .createTable("order_payments")
    .addColumn("id", "integer", identity(db))
    .addColumn("order_id", "integer", (c) =>
      c.notNull().references("orders.id").onDelete("cascade"),
    )
    .addColumn("method", "text", (c) => c.notNull())
    .addColumn("amount_paise", "integer", (c) => c.notNull())
    .addColumn("reference", "text")
    .addColumn("admin_email", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("order_payments_order_idx")
    .on("order_payments")
    .column("order_id")
    .execute();

  // Null: the product is not counted and its In Stock switch rules, as before.
  await db.schema.alterTable("products").addColumn("stock_quantity", "integer").execute();
  await db.schema
    .createTable("stock_movements")
    .addColumn("id", "integer", identity(db))
    .addColumn("product_id", "integer", (c) =>
      c.notNull().references("products.id").onDelete("cascade"),
    )
    // sold, cancelled (given back) or adjusted
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("change", "integer", (c) => c.notNull())
    .addColumn("quantity_after", "integer", (c) => c.notNull())
    .addColumn("order_number", "text")
    .addColumn("reason", "text")
    .addColumn("admin_email", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("stock_movements_product_idx")
    .on("stock_movements")
    .columns(["product_id", "id"])
    .execute();

  // A quote: the same lines as a sale, kept until the customer confirms it from its private link
  // (only the token's SHA-256 is stored), when it becomes the order `order_id`.
  await db.schema
    .createTable("quotes")
    .addColumn("id", "integer", identity(db))
    .addColumn("quote_number", "text", (c) => c.notNull().unique())
    .addColumn("idempotency_key", "text", (c) => c.notNull().unique())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("channel", "text", (c) => c.notNull())
    .addColumn("customer_name", "text", (c) => c.notNull())
    .addColumn("customer_mobile", "text", (c) => c.notNull())
    .addColumn("delivery_address", "text")
    // JSON: the sale's lines as the owner entered them, with their prices.
    .addColumn("sale", "text", (c) => c.notNull())
    .addColumn("total_paise", "integer", (c) => c.notNull())
    // YYYY-MM-DD, the last day it can be confirmed.
    .addColumn("valid_until", "text", (c) => c.notNull())
    .addColumn("order_id", "integer", (c) => c.references("orders.id").onDelete("set null"))
    .addColumn("confirmed_at", "text")
    .addColumn("admin_email", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}

const ITEM_PRICE_RULE = sql`(kind = 'exchange' AND unit_price_paise < 0) OR (kind IN ('product', 'service') AND unit_price_paise >= 0)`;
const ITEM_PRICE_RULE_BEFORE = sql`unit_price_paise >= 0`;
const ACTIVITY_KINDS = sql`kind IN ('status', 'note', 'call', 'customer-cancel', 'update-sent', 'sale', 'payment')`;
const ACTIVITY_KINDS_BEFORE = sql`kind IN ('status', 'note', 'call', 'customer-cancel', 'update-sent')`;

async function rebuildItems(
  db: AnyDatabase,
  priceRule: ReturnType<typeof sql>,
  withSaleColumns: boolean,
): Promise<void> {
  let next = db.schema
    .createTable("order_items_next")
    .addColumn("order_id", "integer", (c) =>
      c.notNull().references("orders.id").onDelete("cascade"),
    )
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("product_id", "integer", (c) => c.references("products.id").onDelete("set null"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("unit_price_paise", "integer", (c) => c.notNull())
    .addColumn("old_price_paise", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("image", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("quantity", "integer", (c) => c.notNull().check(sql`quantity >= 1`));
  if (withSaleColumns) {
    next = next
      .addColumn("kind", "text", (c) => c.notNull().defaultTo("product"))
      .addColumn("list_price_paise", "integer")
      .addColumn("override_reason", "text")
      .addColumn("detail", "text");
  }
  await next
    .addCheckConstraint(withSaleColumns ? "order_items_price_rule" : "order_items_price", priceRule)
    .addPrimaryKeyConstraint(withSaleColumns ? "order_items_line_pk" : "order_items_pk", [
      "order_id",
      "position",
    ])
    .execute();
  await sql`INSERT INTO order_items_next (order_id, position, product_id, name, unit_price_paise, old_price_paise, image, quantity)
    SELECT order_id, position, product_id, name, unit_price_paise, old_price_paise, image, quantity FROM order_items`.execute(
    db,
  );
  await db.schema.dropTable("order_items").execute();
  await db.schema.alterTable("order_items_next").renameTo("order_items").execute();
  await db.schema
    .createIndex("order_items_product_id_idx")
    .on("order_items")
    .column("product_id")
    .execute();
}

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
  // Migration 0010's copy of this table left out the flagged orders' index of migration 0003.
  await db.schema
    .createIndex("order_activity_call_outcome_idx")
    .on("order_activity")
    .columns(["call_outcome", "order_id"])
    .execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.dropTable("quotes").execute();
  await db.schema.dropTable("stock_movements").execute();
  await db.schema.alterTable("products").dropColumn("stock_quantity").execute();
  await db.schema.dropTable("order_payments").execute();
  await sql`DELETE FROM order_activity WHERE kind IN ('sale', 'payment')`.execute(db);
  await rebuildActivity(db, ACTIVITY_KINDS_BEFORE);
  await sql`DELETE FROM order_items WHERE kind = 'exchange'`.execute(db);
  await rebuildItems(db, ITEM_PRICE_RULE_BEFORE, false);
  await db.schema.dropIndex("orders_channel_idx").execute();
  await db.schema.alterTable("orders").dropColumn("entered_by").execute();
  await db.schema.alterTable("orders").dropColumn("channel").execute();
}
