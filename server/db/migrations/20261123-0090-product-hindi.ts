import type { Kysely } from "kysely";

type AnyDatabase = Kysely<unknown>;

export async function up(db: AnyDatabase): Promise<void> {
  // A product's Hindi name and description (issue 15). Empty means none: Hindi pages then show the
  // English text, and existing products need no backfill.
  await db.schema
    .alterTable("products")
    .addColumn("name_hi", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("products")
    .addColumn("description_hi", "text", (c) => c.notNull().defaultTo(""))
    .execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.alterTable("products").dropColumn("description_hi").execute();
  await db.schema.alterTable("products").dropColumn("name_hi").execute();
}
