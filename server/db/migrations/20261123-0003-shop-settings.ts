import type { Kysely } from "kysely";

type AnyDatabase = Kysely<unknown>;

export async function up(db: AnyDatabase): Promise<void> {
  // One row per saved setting: a key the owner never saved keeps following the environment's
  // default, and a new setting added by a later version needs no migration.
  await db.schema
    .createTable("shop_settings")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("updated_by", "text")
    .execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.dropTable("shop_settings").execute();
}
