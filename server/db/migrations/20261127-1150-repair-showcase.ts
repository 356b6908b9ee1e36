import type { Kysely } from "kysely";

// Migrations see an untyped database on purpose: they describe the past, not today's schema.
type AnyDatabase = Kysely<unknown>;

/**
 * The closed repairs the owner marked as showable on /our-service's 'Recent repairs' (issue 33).
 * A row of its own rather than a column on `repairs`: it holds no customer data, only who marked
 * it and when, and it goes with its repair.
 */
export async function up(db: AnyDatabase): Promise<void> {
  await db.schema
    .createTable("repair_showcase")
    .addColumn("repair_id", "integer", (c) =>
      c.primaryKey().references("repairs.id").onDelete("cascade"),
    )
    .addColumn("marked_by", "text", (c) => c.notNull())
    .addColumn("marked_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.dropTable("repair_showcase").execute();
}
