import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createApp } from "../../server/app";
import { loadConfig } from "../../server/env";
import { loadBuiltPages, type Pages } from "../../server/pages";
import { openShop, type Shop } from "../../server/shop";
import { buildProduct } from "../factories/product";
import { listenOnFreePort, type ListeningServer } from "../setup/listening-server";
import { expect, test } from "./fixtures";

/**
 * The shop runs inside the test process here, because the product must be added through the
 * service layer, as the admin's form will add it, for the change to be announced.
 */
let dataDir: string;
let shop: Shop;
let pages: Pages;
let server: ListeningServer;
let shopUrl: string;

test.beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "dukan-e2e-live-"));
  const config = loadConfig({
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    SEED_DEMO: "true",
    // One line per request would bury the tests' own output.
    LOG_LEVEL: "warn",
    BUILD_DIR: process.env.BUILD_DIR ?? "build",
  });
  shop = await openShop(config);
  pages = await loadBuiltPages(config.buildDir);
  const app = createApp({
    ...shop,
    pageHandler: pages.handler,
    ...(pages.clientAssetsDir ? { clientAssetsDir: pages.clientAssetsDir } : {}),
  });
  server = await listenOnFreePort(app.fetch);
  shopUrl = server.url;
});

test.afterAll(async () => {
  await shop.events.close();
  await server.close();
  await Promise.all([pages.close(), shop.database.close()]);
  await fs.rm(dataDir, { recursive: true, force: true });
});

test("a product added while the home page is open appears without a reload", async ({
  page,
}, testInfo) => {
  const listening = page.waitForResponse((response) =>
    response.url().endsWith("/api/events/catalogue"),
  );
  await page.goto(`${shopUrl}/`);
  await listening;
  const shown = page.getByText(/^Showing \d+ product\(s\)$/);
  const countBefore = Number((await shown.textContent())!.match(/\d+/)![0]);
  // A reload or a navigation would wipe this.
  await page.evaluate(() => Object.assign(window, { livePageMarker: "still the same page" }));

  const name = `Live Catalogue Microwave (${testInfo.project.name})`;
  await shop.catalogue.addProducts([buildProduct({ name })]);

  await expect(page.getByRole("heading", { name })).toBeVisible({ timeout: 2000 });
  await expect(shown).toHaveText(`Showing ${countBefore + 1} product(s)`);
  expect(
    await page.evaluate(() => (window as Window & { livePageMarker?: string }).livePageMarker),
  ).toBe("still the same page");
});
