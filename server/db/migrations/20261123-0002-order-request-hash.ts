import type { Kysely } from "kysely";

// Migrations see an untyped database on purpose: they describe the past, not today's schema.
type AnyDatabase = Kysely<unknown>;

/**
 * The hash of the request that placed each order, so the same idempotency key sent again with
 * another body is refused instead of answered with the first order. Orders placed before have
 * none and are answered as before.
 */
export async function up(db: AnyDatabase): Promise<void> {
  await db.schema.alterTable("orders").addColumn("request_hash", "text").execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.alterTable("orders").dropColumn("request_hash").execute();
}
