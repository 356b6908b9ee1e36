import type { Kysely } from "kysely";
import { demoCatalogue } from "../seed/demo-catalogue";

type AnyDatabase = Kysely<unknown>;

/**
 * The demo catalogue is seeded only on a database's first start (issue 33): `shop_milestones`
 * keeps that the first start happened, so an owner who empties the catalogue never sees the demo
 * again; `demo_products` keeps which products are the demo's, so the admin can offer to remove
 * them.
 *
 * A database with products or an admin account has started before: it is marked so, and its
 * products named as the demo's are taken to be the demo's.
 */
export async function up(db: AnyDatabase): Promise<void> {
  await db.schema
    .createTable("shop_milestones")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("reached_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("demo_products")
    // Deleting a demo product by hand takes it off this list too.
    .addColumn("product_id", "integer", (c) =>
      c.primaryKey().references("products.id").onDelete("cascade"),
    )
    .execute();

  const typed = db as unknown as Kysely<{
    products: { id: number; name: string };
    admin_users: { id: number };
    shop_milestones: { name: string; reached_at: string };
    demo_products: { product_id: number };
  }>;
  const existing = await typed.selectFrom("products").select(["id", "name"]).execute();
  const admins = await typed.selectFrom("admin_users").select("id").limit(1).execute();
  if (existing.length === 0 && admins.length === 0) return;
  await typed
    .insertInto("shop_milestones")
    .values({ name: "first-start", reached_at: new Date().toISOString() })
    .execute();
  const demoNames = new Set(demoCatalogue.map((demo) => demo.name));
  const demoIds = existing.filter((row) => demoNames.has(row.name)).map((row) => row.id);
  if (demoIds.length > 0) {
    await typed
      .insertInto("demo_products")
      .values(demoIds.map((id) => ({ product_id: id })))
      .execute();
  }
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.dropTable("demo_products").execute();
  await db.schema.dropTable("shop_milestones").execute();
}
