import fs from "node:fs/promises";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { demoCatalogue } from "../../server/db/seed/demo-catalogue";
import { loadConfig } from "../../server/env";
import { openShop, type Shop } from "../../server/shop";
import { buildProduct } from "../factories/product";
import { createTestDatabase, databaseEnvOf, type TestDatabase } from "../setup/test-database";

let testDatabase: TestDatabase;

beforeEach(async () => {
  testDatabase = await createTestDatabase();
});

afterEach(() => testDatabase.drop());

/** Starts the shop on the test's database, as the server does, with SEED_DEMO as given. */
function start(seedDemo: boolean): Promise<Shop> {
  return openShop(
    loadConfig({
      NODE_ENV: "test",
      ...databaseEnvOf(testDatabase),
      SEED_DEMO: String(seedDemo),
    }),
  );
}

async function productPictures(): Promise<string[]> {
  const folder = path.join(testDatabase.dataDir, "uploads", "products");
  return fs.readdir(folder).catch(() => []);
}

describe("the demo catalogue", () => {
  it("is added on a new database's first start and never again once emptied", async () => {
    let shop = await start(true);
    try {
      expect(await shop.catalogue.list()).toHaveLength(demoCatalogue.length);
      expect(await shop.demoCatalogue.count()).toBe(demoCatalogue.length);
      for (const product of await shop.catalogue.list()) {
        await shop.catalogue.deleteProduct(product.id);
      }
      expect(await shop.demoCatalogue.count()).toBe(0);
    } finally {
      await shop.close();
    }

    shop = await start(true);
    try {
      expect(await shop.catalogue.list()).toEqual([]);
    } finally {
      await shop.close();
    }
    shop = await start(true);
    try {
      expect(await shop.catalogue.list()).toEqual([]);
    } finally {
      await shop.close();
    }
  }, 120_000);

  it("is not added later to a shop first started without it", { timeout: 60_000 }, async () => {
    let shop = await start(false);
    await shop.close();
    shop = await start(true);
    try {
      expect(await shop.catalogue.list()).toEqual([]);
    } finally {
      await shop.close();
    }
  });

  it("is removed by the admin's one action, pictures included, leaving the owner's products", async () => {
    const shop = await start(true);
    try {
      const own = await shop.catalogue.addProduct(buildProduct({ name: "Owner's own cooler" }));
      expect((await productPictures()).length).toBeGreaterThan(0);
      const removed = await shop.demoCatalogue.remove();
      expect(removed).toBe(demoCatalogue.length);
      expect((await shop.catalogue.list()).map((product) => product.id)).toEqual([own.id]);
      expect(await shop.demoCatalogue.count()).toBe(0);
      expect(await productPictures()).toEqual([]);
      // A second tap, or a second admin, removes nothing more.
      expect(await shop.demoCatalogue.remove()).toBe(0);
    } finally {
      await shop.close();
    }
  }, 120_000);
});
