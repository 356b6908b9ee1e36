import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from "kysely";

// Migrations see an untyped database on purpose: they describe the past, not today's schema.
type AnyDatabase = Kysely<unknown>;

function identity(postgres: boolean) {
  return postgres
    ? (column: ColumnDefinitionBuilder) => column.primaryKey().generatedByDefaultAsIdentity()
    : (column: ColumnDefinitionBuilder) => column.primaryKey().autoIncrement();
}

/**
 * Mail for password resets (issue 34, decision 38). `mail_settings` is one row (id 1): the SMTP
 * server the owner set in the admin, its password kept apart from the shop's settings so it never
 * reaches a page, and the shop address (origin) the reset links point to, taken from the admin's
 * own request when saved. `password_resets` holds a link's SHA-256 (never the token), its expiry
 * and when it was used; a reset takes the row only while `used_at` is null.
 */
export async function up(db: AnyDatabase): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable("mail_settings")
    .addColumn("id", "integer", (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn("host", "text", (c) => c.notNull())
    .addColumn("port", "integer", (c) => c.notNull())
    .addColumn("security", "text", (c) =>
      c.notNull().check(sql`security IN ('tls', 'starttls', 'none')`),
    )
    .addColumn("username", "text", (c) => c.notNull())
    .addColumn("password", "text", (c) => c.notNull())
    .addColumn("from_address", "text", (c) => c.notNull())
    .addColumn("shop_origin", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("updated_by", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("password_resets")
    .addColumn("id", "integer", identity(postgres))
    .addColumn("admin_user_id", "integer", (c) =>
      c.notNull().references("admin_users.id").onDelete("cascade"),
    )
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema
    .createIndex("password_resets_admin_idx")
    .on("password_resets")
    .column("admin_user_id")
    .execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.dropTable("password_resets").execute();
  await db.schema.dropTable("mail_settings").execute();
}
