import { PostgresAdapter, sql, type Kysely } from "kysely";

// Migrations see an untyped database on purpose: they describe the past, not today's schema.
type AnyDatabase = Kysely<unknown>;

/**
 * What several instances on one PostgreSQL database must share (issue 35): the rate limits' token
 * buckets, one row per limit and client address, and the claim of each timed job's run, one row
 * per job and time slot, so only the instance that inserts it runs the job, and the fingerprints
 * of what each instance keeps outside the database yet must share (the tracking-link key), so an
 * instance with another one refuses to start. All new tables, safe to add while instances of the
 * version before still serve.
 */
export async function up(db: AnyDatabase): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  // Unlogged on PostgreSQL: a take then commits without waiting for the disk (no WAL of its own),
  // which every order would otherwise pay. A database crash or failover empties the table, so
  // every client starts again with a full bucket: harmless for a limit against floods.
  await db.schema
    .createTable("rate_limit_buckets")
    .$call((table) => (postgres ? table.modifyFront(sql`unlogged`) : table))
    .addColumn("limit_name", "text", (c) => c.notNull())
    .addColumn("client", "text", (c) => c.notNull())
    .addColumn("tokens", "double precision", (c) => c.notNull())
    // Milliseconds since 1970 on the database's clock, the one clock every instance shares.
    .addColumn("updated_ms", "double precision", (c) => c.notNull())
    .addPrimaryKeyConstraint("rate_limit_buckets_pk", ["limit_name", "client"])
    .execute();
  await db.schema
    .createIndex("rate_limit_buckets_updated_idx")
    .on("rate_limit_buckets")
    .column("updated_ms")
    .execute();
  await db.schema
    .createTable("job_runs")
    .addColumn("job", "text", (c) => c.notNull())
    .addColumn("slot", "text", (c) => c.notNull())
    .addColumn("started_at", "text", (c) => c.notNull())
    .addColumn("finished_at", "text")
    .addColumn("failure", "text")
    .addPrimaryKeyConstraint("job_runs_pk", ["job", "slot"])
    .execute();
  await db.schema.createIndex("job_runs_started_idx").on("job_runs").column("started_at").execute();
  await db.schema
    .createTable("shared_fingerprints")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("fingerprint", "text", (c) => c.notNull())
    .addColumn("recorded_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.dropTable("shared_fingerprints").execute();
  await db.schema.dropTable("job_runs").execute();
  await db.schema.dropTable("rate_limit_buckets").execute();
}
