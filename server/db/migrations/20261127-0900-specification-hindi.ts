import type { Kysely } from "kysely";

type AnyDatabase = Kysely<unknown>;

export async function up(db: AnyDatabase): Promise<void> {
  // A specification's Hindi name and value (issue 34). Empty means none: Hindi pages then show
  // the English, and existing specifications need no backfill.
  await db.schema
    .alterTable("product_specifications")
    .addColumn("key_hi", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("product_specifications")
    .addColumn("value_hi", "text", (c) => c.notNull().defaultTo(""))
    .execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.alterTable("product_specifications").dropColumn("value_hi").execute();
  await db.schema.alterTable("product_specifications").dropColumn("key_hi").execute();
}
