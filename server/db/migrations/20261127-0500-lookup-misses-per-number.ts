import type { Kysely } from "kysely";

// Migrations see an untyped database on purpose: they describe the past, not today's schema.
type AnyDatabase = Kysely<unknown>;

/**
 * Failed tracking lookups also remember the order or repair number asked for (issue 34,
 * decision 35), so misses count per number as well as per address. Earlier rows get '' (a number
 * no lookup asks for): they still count against their address.
 */
export async function up(db: AnyDatabase): Promise<void> {
  await db.schema
    .alterTable("tracking_lookup_failures")
    .addColumn("number", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .createIndex("tracking_lookup_failures_number_idx")
    .on("tracking_lookup_failures")
    .columns(["number", "failed_at"])
    .execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.dropIndex("tracking_lookup_failures_number_idx").execute();
  await db.schema.alterTable("tracking_lookup_failures").dropColumn("number").execute();
}
