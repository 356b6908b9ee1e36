import type { Kysely } from "kysely";

// Migrations see an untyped database on purpose: they describe the past, not today's schema.
type AnyDatabase = Kysely<unknown>;

export async function up(db: AnyDatabase): Promise<void> {
  // One row per e-mail and per address that tried to sign in. A sign-in attempt writes its rows
  // first, which locks them until its transaction ends, so attempts at one e-mail or from one
  // address are counted one after the other, also across instances sharing PostgreSQL.
  await db.schema
    .createTable("login_attempt_keys")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("last_attempt_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("login_attempt_keys_last_attempt_at_idx")
    .on("login_attempt_keys")
    .column("last_attempt_at")
    .execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.dropTable("login_attempt_keys").execute();
}
