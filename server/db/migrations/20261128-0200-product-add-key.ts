import type { Kysely } from "kysely";

type AnyDatabase = Kysely<unknown>;

/**
 * The add-product form's key (issue 31): each form sent carries one, kept with the product it
 * added, so the same form sent twice (a double tap, a retry after a lost answer) adds one product
 * with one first count. Products added otherwise (the demo, scripts) have none; both databases
 * let any number of rows leave a unique column null.
 */
export async function up(db: AnyDatabase): Promise<void> {
  await db.schema.alterTable("products").addColumn("add_key", "text").execute();
  await db.schema
    .createIndex("products_add_key_idx")
    .on("products")
    .column("add_key")
    .unique()
    .execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.dropIndex("products_add_key_idx").execute();
  await db.schema.alterTable("products").dropColumn("add_key").execute();
}
