import type { Kysely } from "kysely";

// Migrations see an untyped database on purpose: they describe the past, not today's schema.
type AnyDatabase = Kysely<unknown>;

/**
 * The language a customer ordered or booked in ('en' | 'hi', issue 15), so their tracking link and
 * the shop's WhatsApp messages to them follow it. Orders and repairs made before were English.
 */
export async function up(db: AnyDatabase): Promise<void> {
  for (const table of ["orders", "repairs"]) {
    await db.schema
      .alterTable(table)
      .addColumn("locale", "text", (c) => c.notNull().defaultTo("en"))
      .execute();
  }
}

export async function down(db: AnyDatabase): Promise<void> {
  for (const table of ["orders", "repairs"]) {
    await db.schema.alterTable(table).dropColumn("locale").execute();
  }
}
