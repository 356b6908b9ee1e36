import { createApp } from "../../server/app";
import { loadConfig } from "../../server/env";
import { loadBuiltPages } from "../../server/pages";
import { openShop, type Shop } from "../../server/shop";
import { createTestDatabase, type TestDatabase } from "./test-database";

export interface TestShop extends Omit<Shop, "close"> {
  app: ReturnType<typeof createApp>;
  testDatabase: TestDatabase;
  close(): Promise<void>;
}

export interface TestShopOptions {
  /** Serve the built React Router pages too (needs `npm run build`). */
  pages?: boolean;
  env?: Record<string, string>;
}

/** One more instance of the shop on an existing test database, as a second machine would open it. */
export function openShopInstance(testDatabase: TestDatabase): Promise<Shop> {
  return openShop(
    loadConfig({
      NODE_ENV: "test",
      DATA_DIR: testDatabase.dataDir,
      SEED_DEMO: "false",
      ...(testDatabase.databaseUrl ? { DATABASE_URL: testDatabase.databaseUrl } : {}),
    }),
    { ensureAdmin: false },
  );
}

/** The real Hono app on a fresh database of the suite's kind, exactly as the server wires it. */
export async function createTestShop(options: TestShopOptions = {}): Promise<TestShop> {
  const testDatabase = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: testDatabase.dataDir,
    SEED_DEMO: "false",
    ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
    ...(testDatabase.databaseUrl ? { DATABASE_URL: testDatabase.databaseUrl } : {}),
    ...options.env,
  });
  const shop = await openShop(config);
  const pages = options.pages ? await loadBuiltPages(config.buildDir) : undefined;
  const app = createApp({
    ...shop,
    ...(pages ? { pageHandler: pages.handler } : {}),
    ...(pages?.clientAssetsDir ? { clientAssetsDir: pages.clientAssetsDir } : {}),
  });
  return {
    ...shop,
    app,
    testDatabase,
    close: async () => {
      await shop.close();
      await testDatabase.drop();
    },
  };
}
