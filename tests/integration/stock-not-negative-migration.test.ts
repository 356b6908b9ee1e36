import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, type ShopDatabase } from "../../server/db/database";
import { migrateToLatest, shopMigrations } from "../../server/db/migrate";
import { BELOW_ZERO_REASON } from "../../server/db/migrations/20261206-0200-stock-not-negative";
import { insertProduct } from "../../server/modules/products/product.repository";
import { findStockMovements } from "../../server/modules/products/stock.repository";
import { buildProduct } from "../factories/product";
import { createTestDatabase, type TestDatabase } from "../setup/test-database";

/** The migration after which the database refuses a stock count below 0 (issue 31). */
const MIGRATION = "20261206-0200-stock-not-negative";

let testDatabase: TestDatabase;
let database: ShopDatabase;

afterAll(async () => {
  await database.close();
  await testDatabase.drop();
});

describe("a shop whose database held a count below 0", () => {
  it("starts with that count set to 0, on record in the product's history, and refuses another", async () => {
    testDatabase = await createTestDatabase();
    database = await openDatabase({
      dataDir: testDatabase.dataDir,
      databaseUrl: testDatabase.databaseUrl,
    });
    const { db } = database;
    await migrateToLatest(
      db,
      Object.fromEntries(Object.entries(shopMigrations).filter(([name]) => name !== MIGRATION)),
    );
    const now = new Date().toISOString();
    const [below, counted] = [
      await insertProduct(db, buildProduct(), now),
      await insertProduct(db, buildProduct(), now),
    ];
    await db.updateTable("products").set({ stock_quantity: -2 }).where("id", "=", below).execute();
    await db.updateTable("products").set({ stock_quantity: 4 }).where("id", "=", counted).execute();

    expect(await migrateToLatest(db)).toEqual([MIGRATION]);

    const rows = await db
      .selectFrom("products")
      .select(["id", "stock_quantity", "in_stock"])
      .where("id", "in", [below, counted])
      .orderBy("id")
      .execute();
    expect(rows.map((row) => [row.stock_quantity, Boolean(row.in_stock)])).toEqual([
      [0, false],
      [4, true],
    ]);
    expect(await findStockMovements(db, below)).toEqual([
      expect.objectContaining({
        kind: "adjusted",
        change: 2,
        quantityAfter: 0,
        reason: BELOW_ZERO_REASON,
        adminEmail: null,
      }),
    ]);
    expect(await findStockMovements(db, counted)).toEqual([]);
    await expect(
      db.updateTable("products").set({ stock_quantity: -1 }).where("id", "=", counted).execute(),
    ).rejects.toThrow(/products_stock_quantity_not_negative/);
  });
});
