import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createApp } from "../../server/app";
import { demoCatalogue } from "../../server/db/seed/demo-catalogue";
import { demoImagesFromBuild } from "../../server/db/seed/demo-pictures";
import { loadConfig } from "../../server/env";
import { loadBuiltPages } from "../../server/pages";
import { openShop, type OpenShopOptions, type Shop } from "../../server/shop";
import { createLocalDiskStorage } from "../../server/storage/images";
import { createTestDatabase, type TestDatabase } from "./test-database";

export interface TestShop extends Omit<Shop, "close"> {
  app: ReturnType<typeof createApp>;
  testDatabase: TestDatabase;
  close(): Promise<void>;
}

export interface TestShopOptions {
  /** Serve the built React Router pages too (needs `npm run build`). */
  pages?: boolean;
  /** Fill the shop with the demo catalogue, as SEED_DEMO does, pictures included. */
  demo?: boolean;
  env?: Record<string, string>;
  /** Leave off to stand for an instance that crashed between a sale and its bill. */
  automaticBills?: boolean;
}

/** One more instance of the shop on an existing test database, as a second machine would open it. */
export function openShopInstance(
  testDatabase: TestDatabase,
  options: Pick<OpenShopOptions, "automaticBills"> = {},
): Promise<Shop> {
  return openShop(
    loadConfig({
      NODE_ENV: "test",
      DATA_DIR: testDatabase.dataDir,
      SEED_DEMO: "false",
      ...(testDatabase.databaseUrl ? { DATABASE_URL: testDatabase.databaseUrl } : {}),
    }),
    { ensureAdmin: false, ...options },
  );
}

/** The build the tests serve pages from: BUILD_DIR when the run sets one. */
const buildDirEnv = () => (process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {});

interface DemoPictures {
  /** A DATA_DIR's uploads/products folder, holding every picture of the demo catalogue. */
  folder: string;
  urls: Map<string, string[]>;
}

/**
 * The demo catalogue's pictures, stored once per test process (from the build when there is one,
 * else drawn: seconds of CPU), then copied into every file's shop that shows the demo.
 */
let demoPictures: Promise<DemoPictures> | undefined;

async function drawDemoPictures(): Promise<DemoPictures> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dukan-demo-pictures-"));
  process.once("exit", () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const storage = createLocalDiskStorage(dataDir);
  const { buildDir } = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, ...buildDirEnv() });
  const imagesOf = demoImagesFromBuild(buildDir, storage);
  const urls = new Map(
    await Promise.all(
      demoCatalogue.map(async (demo) => [demo.name, await imagesOf(demo)] as const),
    ),
  );
  return { folder: path.join(dataDir, "uploads", "products"), urls };
}

/** What SEED_DEMO does at start, with the pictures copied instead of drawn again. */
async function seedDemo(shop: Shop, dataDir: string): Promise<void> {
  const pictures = await (demoPictures ??= drawDemoPictures());
  await fs.promises.cp(pictures.folder, path.join(dataDir, "uploads", "products"), {
    recursive: true,
  });
  await shop.demoCatalogue.seed(async (demo) => pictures.urls.get(demo.name)!);
}

/** The real Hono app on a fresh database of the suite's kind, exactly as the server wires it. */
export async function createTestShop(options: TestShopOptions = {}): Promise<TestShop> {
  const testDatabase = await createTestDatabase(undefined, { migrated: true });
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: testDatabase.dataDir,
    SEED_DEMO: "false",
    ...buildDirEnv(),
    ...(testDatabase.databaseUrl ? { DATABASE_URL: testDatabase.databaseUrl } : {}),
    ...options.env,
  });
  const shop = await openShop(config, { automaticBills: options.automaticBills });
  if (options.demo) await seedDemo(shop, testDatabase.dataDir);
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
