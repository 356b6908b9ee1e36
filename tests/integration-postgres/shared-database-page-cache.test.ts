import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { loadConfig } from "../../server/env";
import { loadBuiltPages } from "../../server/pages";
import type { Shop } from "../../server/shop";
import { buildProduct } from "../factories/product";
import { TEST_ORIGIN } from "../setup/admin-session";
import { createTestDatabase, type TestDatabase } from "../setup/test-database";
import { openShopInstance } from "../setup/test-shop";

/**
 * Two instances on one PostgreSQL database each keep their own page cache (decision 24): an edit
 * through one must change the pages the other serves as soon as it has heard of the edit.
 */
let testDatabase: TestDatabase;
let first: Shop;
let second: Shop;
let secondApp: ReturnType<typeof createApp>;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  first = await openShopInstance(testDatabase);
  second = await openShopInstance(testDatabase);
  const { buildDir } = loadConfig({
    NODE_ENV: "test",
    ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
  });
  const pages = await loadBuiltPages(buildDir);
  secondApp = createApp({ ...second, pageHandler: pages.handler });
});

afterAll(async () => {
  await Promise.all([first.close(), second.close()]);
  await testDatabase.drop();
});

// With a photo: a product without one renders an empty img src, which React reports.
const withPhoto = (name: string) =>
  buildProduct({ name, images: ["https://images.example/fridge.jpg"] });

async function pageOnSecond(path: string) {
  const response = await secondApp.request(`${TEST_ORIGIN}${path}`);
  return { body: await response.text(), cache: response.headers.get("X-Page-Cache") };
}

function catalogueChangeHeardBySecond(): Promise<void> {
  return new Promise((resolve) => {
    const subscription = second.events.subscribe("catalogue", () => {
      subscription.unsubscribe();
      resolve();
    });
  });
}

describe("the page cache of instances sharing a PostgreSQL database", () => {
  it("serves a product as edited on the other instance right after hearing of the edit", async () => {
    const { id } = await first.catalogue.addProduct(withPhoto("Shared Chimney"));
    expect((await pageOnSecond(`/product/${id}`)).body).toContain("Shared Chimney");
    expect((await pageOnSecond(`/product/${id}`)).cache).toBe("hit");
    expect((await pageOnSecond("/")).body).toContain("Shared Chimney");

    const heard = catalogueChangeHeardBySecond();
    await first.catalogue.updateProduct(id, withPhoto("Renamed Chimney"));
    await heard;
    const product = await pageOnSecond(`/product/${id}`);
    expect(product.cache).toBe("miss");
    expect(product.body).toContain("Renamed Chimney");
    const home = await pageOnSecond("/");
    expect(home.body).toContain("Renamed Chimney");
    expect(home.body).not.toContain("Shared Chimney");
  });
});
