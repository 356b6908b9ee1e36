import { PostgresAdapter, sql, type Kysely } from "kysely";

type AnyDatabase = Kysely<unknown>;

/** Named the same on both databases, so an error says which rule refused the write. */
const RULE = "products_stock_quantity_not_negative";

/** What the history says of a count this migration found below 0. */
export const BELOW_ZERO_REASON = "Count was below 0; set to 0 when counts below 0 were refused";

/**
 * A counted product's stock is never below 0 (issue 31, decision 32), whoever writes it: orders
 * take it only while enough is left, and now the database refuses any other write that would
 * leave less than 0 (a script, a bug, a hand edit). A count already below 0, which the shop never
 * wrote, is set to 0 first with an 'adjusted' entry in its history, so the shop still starts and
 * the change is on record. SQLite cannot add a CHECK to a table in place (and rebuilding
 * `products` would mean copying every table that refers to it), so there two triggers refuse it,
 * with the message SQLite's own CHECK would give.
 */
export async function up(db: AnyDatabase): Promise<void> {
  const now = new Date().toISOString();
  await sql`INSERT INTO stock_movements
      (product_id, kind, change, quantity_after, order_number, reason, admin_email, created_at)
    SELECT id, 'adjusted', -stock_quantity, 0, NULL, ${BELOW_ZERO_REASON}, NULL, ${now}
    FROM products WHERE stock_quantity < 0`.execute(db);
  await sql`UPDATE products SET stock_quantity = 0, in_stock = 0, updated_at = ${now}
    WHERE stock_quantity < 0`.execute(db);
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`ALTER TABLE products ADD CONSTRAINT ${sql.raw(RULE)}
      CHECK (stock_quantity >= 0)`.execute(db);
    return;
  }
  for (const [change, on] of [
    ["insert", "INSERT"],
    ["update", "UPDATE OF stock_quantity"],
  ] as const) {
    await sql`CREATE TRIGGER ${sql.raw(`${RULE}_${change}`)} BEFORE ${sql.raw(on)} ON products
      WHEN NEW.stock_quantity < 0
      BEGIN SELECT RAISE(ABORT, 'CHECK constraint failed: ${sql.raw(RULE)}'); END`.execute(db);
  }
}

export async function down(db: AnyDatabase): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`ALTER TABLE products DROP CONSTRAINT ${sql.raw(RULE)}`.execute(db);
    return;
  }
  for (const change of ["insert", "update"]) {
    await sql`DROP TRIGGER ${sql.raw(`${RULE}_${change}`)}`.execute(db);
  }
}
