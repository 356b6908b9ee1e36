import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, type ShopDatabase } from "../../server/db/database";
import { migrateToLatest, shopMigrations } from "../../server/db/migrate";
import { DEMO_DESCRIPTIONS_WITH_CLAIMS } from "../../server/db/migrations/20261206-0100-demo-descriptions-neutral";
import { demoCatalogue } from "../../server/db/seed/demo-catalogue";
import { demoProductsOf } from "../../server/db/seed/seed";
import { findProductById, insertProduct } from "../../server/modules/products/product.repository";
import { buildProduct } from "../factories/product";
import { createTestDatabase, type TestDatabase } from "../setup/test-database";

/**
 * Issue 33: the demo's descriptions claimed a service (installation, wall mounting, delivery); a
 * shop seeded before gets the neutral ones (the seed's own: server/db/seed/demo-catalogue.test.ts).
 */
const MIGRATION = "20261206-0100-demo-descriptions-neutral";

let testDatabase: TestDatabase;
let database: ShopDatabase;

afterEach(async () => {
  await database.close();
  await testDatabase.drop();
});

/** A shop at the version before the migration, its demo seeded with the old descriptions. */
async function shopSeededWithClaims(hindi: "with Hindi" | "English only") {
  testDatabase = await createTestDatabase();
  database = await openDatabase({
    dataDir: testDatabase.dataDir,
    databaseUrl: testDatabase.databaseUrl,
  });
  const before = Object.fromEntries(
    Object.entries(shopMigrations).filter(([name]) => name < MIGRATION),
  );
  await migrateToLatest(database.db, before);
  const now = new Date().toISOString();
  const ids = new Map<string, number>();
  for (const product of await demoProductsOf(async () => [])) {
    const old = DEMO_DESCRIPTIONS_WITH_CLAIMS.get(product.name);
    const seeded = old
      ? {
          ...product,
          description: old.description,
          descriptionHi: hindi === "with Hindi" ? old.descriptionHi : "",
        }
      : product;
    ids.set(product.name, await insertProduct(database.db, seeded, now));
  }
  await database.db
    .insertInto("demo_products")
    .values([...ids.values()].map((id) => ({ product_id: id })))
    .execute();
  return ids;
}

describe("the demo's descriptions", () => {
  it("lose their claims in a shop seeded before, in both languages", async () => {
    const ids = await shopSeededWithClaims("with Hindi");
    expect(await migrateToLatest(database.db)).toContain(MIGRATION);
    expect(DEMO_DESCRIPTIONS_WITH_CLAIMS.size).toBe(6);
    for (const demo of demoCatalogue) {
      const product = (await findProductById(database.db, ids.get(demo.name)!))!;
      expect(product.description, demo.name).toBe(demo.description);
      expect(product.descriptionHi, demo.name).toBe(demo.descriptionHi);
    }
  });

  it("get their Hindi where it was still empty beside the demo's English", async () => {
    const ids = await shopSeededWithClaims("English only");
    await migrateToLatest(database.db);
    for (const name of DEMO_DESCRIPTIONS_WITH_CLAIMS.keys()) {
      const demo = demoCatalogue.find((product) => product.name === name)!;
      const product = (await findProductById(database.db, ids.get(name)!))!;
      expect(product.descriptionHi, name).toBe(demo.descriptionHi);
    }
  });

  it("keep what the owner wrote, and leave the owner's own products alone", async () => {
    const ids = await shopSeededWithClaims("with Hindi");
    const [rewritten, translated] = [...DEMO_DESCRIPTIONS_WITH_CLAIMS.keys()];
    const db = database.db;
    await db
      .updateTable("products")
      .set({ description: "Our own words: we fit it on your wall." })
      .where("id", "=", ids.get(rewritten!)!)
      .execute();
    await db
      .updateTable("products")
      .set({ description_hi: "मालिक के शब्द।" })
      .where("id", "=", ids.get(translated!)!)
      .execute();
    // A product of the owner's with a demo's name and words is not on the demo's list.
    const old = DEMO_DESCRIPTIONS_WITH_CLAIMS.get(translated!)!;
    const owners = await insertProduct(
      db,
      buildProduct({ name: translated!, ...old }),
      new Date().toISOString(),
    );
    await migrateToLatest(db);

    const rewrittenProduct = (await findProductById(db, ids.get(rewritten!)!))!;
    expect(rewrittenProduct.description).toBe("Our own words: we fit it on your wall.");
    const demo = demoCatalogue.find((product) => product.name === translated)!;
    const translatedProduct = (await findProductById(db, ids.get(translated!)!))!;
    expect(translatedProduct).toMatchObject({
      description: demo.description,
      descriptionHi: "मालिक के शब्द।",
    });
    expect(await findProductById(db, owners)).toMatchObject(old);
  });
});
