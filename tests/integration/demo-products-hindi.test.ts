import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, type ShopDatabase } from "../../server/db/database";
import { migrateToLatest, shopMigrations } from "../../server/db/migrate";
import { demoCatalogue } from "../../server/db/seed/demo-catalogue";
import { demoProductsOf } from "../../server/db/seed/seed";
import { findProductById, insertProduct } from "../../server/modules/products/product.repository";
import { buildProduct } from "../factories/product";
import { createTestDatabase, type TestDatabase } from "../setup/test-database";

/** The migration that gives demo products seeded before their Hindi existed their Hindi (issue 34). */
const MIGRATION = "20261128-0300-demo-products-hindi";

let testDatabase: TestDatabase;
let database: ShopDatabase;

afterEach(async () => {
  await database.close();
  await testDatabase.drop();
});

/** A shop at the version before the migration, its demo seeded as it was then: all English. */
async function shopSeededInEnglish() {
  testDatabase = await createTestDatabase();
  database = await openDatabase({
    dataDir: testDatabase.dataDir,
    databaseUrl: testDatabase.databaseUrl,
  });
  const before = Object.fromEntries(
    Object.entries(shopMigrations).filter(([name]) => name < MIGRATION),
  );
  await migrateToLatest(database.db, before);
  const english = (await demoProductsOf(async () => [])).map((demo) => ({
    ...demo,
    nameHi: "",
    descriptionHi: "",
    specifications: demo.specifications.map(({ key, value }) => ({
      key,
      value,
      keyHi: "",
      valueHi: "",
    })),
  }));
  const now = new Date().toISOString();
  const ids = new Map<string, number>();
  for (const product of english)
    ids.set(product.name, await insertProduct(database.db, product, now));
  await database.db
    .insertInto("demo_products")
    .values([...ids.values()].map((id) => ({ product_id: id })))
    .execute();
  return ids;
}

describe("demo products seeded before their Hindi", () => {
  it("get the demo's Hindi name, description and specifications", async () => {
    const ids = await shopSeededInEnglish();
    expect(await migrateToLatest(database.db)).toContain(MIGRATION);

    for (const demo of demoCatalogue) {
      const product = (await findProductById(database.db, ids.get(demo.name)!))!;
      expect(product.nameHi, demo.name).toBe(demo.nameHi);
      expect(product.descriptionHi, demo.name).toBe(demo.descriptionHi);
      for (const specification of product.specifications) {
        expect(specification.keyHi, `${demo.name}: ${specification.key}`).not.toBe("");
      }
    }
    const [first] = demoCatalogue;
    const firstProduct = (await findProductById(database.db, ids.get(first!.name)!))!;
    expect(firstProduct.specifications[0]).toEqual({
      key: "Capacity",
      value: "1.5 Ton",
      keyHi: "क्षमता",
      valueHi: "1.5 टन",
    });
  });

  it("keep what the owner changed or wrote, and leave other products alone", async () => {
    const ids = await shopSeededInEnglish();
    const [renamed, rewritten, translated] = demoCatalogue;
    const db = database.db;
    await db
      .updateTable("products")
      .set({ name: "LG Split AC, our best seller" })
      .where("id", "=", ids.get(renamed!.name)!)
      .execute();
    await db
      .updateTable("products")
      .set({ description: "Our own words." })
      .where("id", "=", ids.get(rewritten!.name)!)
      .execute();
    await db
      .updateTable("products")
      .set({ name_hi: "मालिक का नाम" })
      .where("id", "=", ids.get(translated!.name)!)
      .execute();
    await db
      .updateTable("product_specifications")
      .set({ value: "1.5 Ton, copper coil", key_hi: "मालिक की क्षमता" })
      .where("product_id", "=", ids.get(rewritten!.name)!)
      .where("key", "=", "Capacity")
      .execute();
    // A product of the owner's that has a demo product's name is not on the demo's list.
    const owners = await insertProduct(
      db,
      buildProduct({ name: translated!.name, description: translated!.description }),
      new Date().toISOString(),
    );

    await migrateToLatest(db);

    const renamedProduct = (await findProductById(db, ids.get(renamed!.name)!))!;
    expect(renamedProduct).toMatchObject({ nameHi: "", descriptionHi: "" });
    const rewrittenProduct = (await findProductById(db, ids.get(rewritten!.name)!))!;
    expect(rewrittenProduct).toMatchObject({ nameHi: rewritten!.nameHi, descriptionHi: "" });
    const capacity = rewrittenProduct.specifications.find((line) => line.key === "Capacity")!;
    expect(capacity).toMatchObject({ value: "1.5 Ton, copper coil", keyHi: "मालिक की क्षमता" });
    // A value the demo does not use gets no Hindi (the repository leaves an empty one out).
    expect(capacity.valueHi ?? "").toBe("");
    const translatedProduct = (await findProductById(db, ids.get(translated!.name)!))!;
    expect(translatedProduct).toMatchObject({
      nameHi: "मालिक का नाम",
      descriptionHi: translated!.descriptionHi,
    });
    expect(await findProductById(db, owners)).toMatchObject({ nameHi: "", descriptionHi: "" });
  });
});
