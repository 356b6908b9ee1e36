import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from "kysely";

// Migrations see an untyped database on purpose: they describe the past, not today's schema.
type AnyDatabase = Kysely<unknown>;

function identity(postgres: boolean) {
  return postgres
    ? (column: ColumnDefinitionBuilder) => column.primaryKey().generatedByDefaultAsIdentity()
    : (column: ColumnDefinitionBuilder) => column.primaryKey().autoIncrement();
}

/**
 * Bills (issue 32, decision 33): each product's HSN and GST rate, the counters that number bills
 * and credit notes per financial year, and the bills and credit notes themselves. A bill's lines,
 * seller and buyer are stored as issued (JSON), so a later change of a product, a setting or a
 * customer never changes a bill; triggers refuse any UPDATE or DELETE of a bill or credit note.
 */
export async function up(db: AnyDatabase): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable("product_tax")
    .addColumn("product_id", "integer", (c) =>
      c.primaryKey().references("products.id").onDelete("cascade"),
    )
    .addColumn("hsn", "text", (c) => c.notNull())
    .addColumn("gst_rate", "integer", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  // One row per series and financial year; its UPDATE … RETURNING in the issuing transaction is
  // what makes two bills at the same moment take turns, so numbers never repeat nor skip.
  await db.schema
    .createTable("document_counters")
    .addColumn("series", "text", (c) => c.notNull())
    .addColumn("fy_start", "integer", (c) => c.notNull())
    .addColumn("last_number", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("document_counters_pk", ["series", "fy_start"])
    .execute();
  await db.schema
    .createTable("bills")
    .addColumn("id", "integer", identity(postgres))
    .addColumn("number", "text", (c) => c.notNull().unique())
    .addColumn("fy_start", "integer", (c) => c.notNull())
    .addColumn("sequence", "integer", (c) => c.notNull())
    .addColumn("source_kind", "text", (c) =>
      c.notNull().check(sql`source_kind IN ('order', 'repair', 'sale')`),
    )
    .addColumn("source_id", "integer", (c) => c.notNull())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("registration", "text", (c) => c.notNull())
    .addColumn("seller", "text", (c) => c.notNull())
    .addColumn("buyer", "text", (c) => c.notNull())
    .addColumn("place_of_supply", "text", (c) => c.notNull())
    .addColumn("lines", "text", (c) => c.notNull())
    .addColumn("total_paise", "integer", (c) => c.notNull())
    .addColumn("taxable_paise", "integer", (c) => c.notNull())
    .addColumn("cgst_paise", "integer", (c) => c.notNull())
    .addColumn("sgst_paise", "integer", (c) => c.notNull())
    .addColumn("igst_paise", "integer", (c) => c.notNull())
    .addColumn("paid_paise", "integer", (c) => c.notNull())
    .addColumn("payment_method", "text")
    .addColumn("warranty", "text", (c) => c.notNull())
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("issued_at", "text", (c) => c.notNull())
    .addColumn("issued_by", "text")
    .addUniqueConstraint("bills_series_uq", ["fy_start", "sequence"])
    .addUniqueConstraint("bills_source_uq", ["source_kind", "source_id"])
    .execute();
  await db.schema.createIndex("bills_issued_at_idx").on("bills").column("issued_at").execute();
  await db.schema
    .createTable("credit_notes")
    .addColumn("id", "integer", identity(postgres))
    .addColumn("number", "text", (c) => c.notNull().unique())
    .addColumn("fy_start", "integer", (c) => c.notNull())
    .addColumn("sequence", "integer", (c) => c.notNull())
    .addColumn("bill_id", "integer", (c) => c.notNull().unique().references("bills.id"))
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("total_paise", "integer", (c) => c.notNull())
    .addColumn("taxable_paise", "integer", (c) => c.notNull())
    .addColumn("cgst_paise", "integer", (c) => c.notNull())
    .addColumn("sgst_paise", "integer", (c) => c.notNull())
    .addColumn("igst_paise", "integer", (c) => c.notNull())
    .addColumn("issued_at", "text", (c) => c.notNull())
    .addColumn("issued_by", "text")
    .addUniqueConstraint("credit_notes_series_uq", ["fy_start", "sequence"])
    .execute();
  await db.schema
    .createIndex("credit_notes_issued_at_idx")
    .on("credit_notes")
    .column("issued_at")
    .execute();
  for (const table of ["bills", "credit_notes"]) {
    if (postgres) {
      await sql`CREATE FUNCTION ${sql.raw(table)}_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION '${sql.raw(table)} are never changed or deleted: issue a credit note'; END $$`.execute(
        db,
      );
      await sql`CREATE TRIGGER ${sql.raw(table)}_immutable BEFORE UPDATE OR DELETE ON ${sql.raw(table)}
        FOR EACH ROW EXECUTE FUNCTION ${sql.raw(table)}_immutable()`.execute(db);
    } else {
      for (const change of ["UPDATE", "DELETE"]) {
        await sql`CREATE TRIGGER ${sql.raw(`${table}_no_${change.toLowerCase()}`)} BEFORE ${sql.raw(change)} ON ${sql.raw(table)}
          BEGIN SELECT RAISE(ABORT, '${sql.raw(table)} are never changed or deleted: issue a credit note'); END`.execute(
          db,
        );
      }
    }
  }
}

export async function down(db: AnyDatabase): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.dropTable("credit_notes").execute();
  await db.schema.dropTable("bills").execute();
  if (postgres) {
    await sql`DROP FUNCTION credit_notes_immutable()`.execute(db);
    await sql`DROP FUNCTION bills_immutable()`.execute(db);
  }
  await db.schema.dropTable("document_counters").execute();
  await db.schema.dropTable("product_tax").execute();
}
