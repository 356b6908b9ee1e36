import { sql, type Kysely } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, type ShopDatabase } from "../../server/db/database";
import type { Database } from "../../server/db/schema";
import { migrateToLatest, MigrationError, shopMigrations } from "../../server/db/migrate";
import { insertProduct, findProductById } from "../../server/modules/products/product.repository";
import { buildProduct } from "../factories/product";
import { createTestDatabase, type TestDatabase } from "../setup/test-database";

let testDatabase: TestDatabase;
let database: ShopDatabase;

async function openEmpty(): Promise<ShopDatabase> {
  testDatabase = await createTestDatabase();
  database = await openDatabase({
    dataDir: testDatabase.dataDir,
    databaseUrl: testDatabase.databaseUrl,
  });
  return database;
}

afterEach(async () => {
  await database.close();
  await testDatabase.drop();
});

async function tableNames(db: Kysely<Database>): Promise<string[]> {
  const tables = await db.introspection.getTables();
  return tables.map((table) => table.name).sort();
}

describe("migrations", () => {
  it("create every table once and apply nothing the second time", async () => {
    const { db } = await openEmpty();
    expect(await migrateToLatest(db)).toEqual(Object.keys(shopMigrations).sort());
    expect(await migrateToLatest(db)).toEqual([]);
    expect(await tableNames(db)).toEqual(
      expect.arrayContaining([
        "admin_users",
        "login_failures",
        "order_activity",
        "order_items",
        "orders",
        "product_images",
        "product_specifications",
        "products",
        "sessions",
      ]),
    );
  });

  it("leave the database untouched when a later migration fails", async () => {
    const { db } = await openEmpty();
    const failing = {
      ...shopMigrations,
      "20991231-0001-broken": {
        up: async (trx: Kysely<unknown>) => {
          await trx.schema.createTable("half_done").addColumn("id", "integer").execute();
          await sql`SELECT * FROM table_that_does_not_exist`.execute(trx);
        },
      },
    };
    await expect(migrateToLatest(db, failing)).rejects.toThrow(MigrationError);
    await expect(migrateToLatest(db, failing)).rejects.toThrow(/20991231-0001-broken/);
    const tables = await tableNames(db);
    expect(tables).not.toContain("half_done");
    expect(tables).not.toContain("products");
  });
});

describe("storage of products", () => {
  it("keeps money as exact integer paise and flags as booleans", async () => {
    const { db } = await openEmpty();
    await migrateToLatest(db);
    const id = await insertProduct(
      db,
      buildProduct({
        pricePaise: 1_234_567,
        oldPricePaise: 1_500_001,
        inStock: false,
        rating: 4.3,
      }),
      new Date().toISOString(),
    );
    const product = await findProductById(db, id);
    expect(product).toMatchObject({
      pricePaise: 1_234_567,
      oldPricePaise: 1_500_001,
      inStock: false,
      rating: 4.3,
    });
    const stored = await db
      .selectFrom("products")
      .select(["price_paise", "in_stock"])
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ price_paise: 1_234_567, in_stock: 0 });
  });

  it("refuses a negative price or a rating out of range", async () => {
    const { db } = await openEmpty();
    await migrateToLatest(db);
    const now = new Date().toISOString();
    await expect(insertProduct(db, buildProduct({ pricePaise: -1 }), now)).rejects.toThrow();
    await expect(insertProduct(db, buildProduct({ rating: 6 }), now)).rejects.toThrow();
    expect(await db.selectFrom("products").selectAll().execute()).toEqual([]);
  });
});
