import fs from "node:fs";
import path from "node:path";
import { demoCatalogueTexts } from "../../domain/demo-catalogue";
import { exampleDetailsTexts } from "../../domain/shop";
import { SESSION_COOKIE } from "../../server/auth/guard";
import { killServerProcess, startServerProcess, type ServerProcess } from "../setup/server-process";
import { E2E_ADMIN } from "./admin-session";
import { accessibilityProblems } from "./axe";
import { createAdminSession, expect, test } from "./fixtures";

/**
 * The owner removes the demo with the admin's banner (issue 33) on a 360 px phone, and it stays
 * gone after the shop restarts. Removing the demo would empty the catalogue every other test
 * reads, so this test runs a shop of its own, which it also stops and starts again.
 */
test.use({ viewport: { width: 360, height: 780 } });

const LIST_PAGE = "/admin/products";

let server: ServerProcess | undefined;

test.afterEach(async () => {
  await killServerProcess(server);
  server = undefined;
});

function startShop(dataDir: string) {
  return startServerProcess({
    DATA_DIR: dataDir,
    SEED_DEMO: "true",
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    LOG_LEVEL: "warn",
  });
}

/** Stops the shop as its host stops it (SIGTERM) and waits until it has ended. */
async function stopShop(shop: ServerProcess) {
  shop.child.kill("SIGTERM");
  expect(await shop.exited).toBe(0);
}

interface ListedProduct {
  id: number;
  image: string;
}

test("the owner removes the demo from the banner, and a restart does not bring it back", async ({
  page,
}, testInfo) => {
  const dataDir = path.join(testInfo.outputPath(), "shop");
  fs.rmSync(dataDir, { recursive: true, force: true });
  server = await startShop(dataDir);
  const origin = server.url;
  const listed = (
    (await (await page.request.get(`${origin}/api/products`)).json()) as {
      products: ListedProduct[];
    }
  ).products;
  expect(listed.length).toBeGreaterThanOrEqual(24);
  const [first] = listed;

  await signIn(origin);
  await page.goto(`${origin}${LIST_PAGE}`);
  const banner = page.getByRole("region", { name: "Demo products" });
  await expect(banner).toContainText(demoCatalogueTexts.banner(listed.length));
  expect(await accessibilityProblems(page), "the banner").toEqual([]);
  await page.screenshot({ path: testInfo.outputPath("demo-banner-360.png") });

  await banner.getByRole("button", { name: demoCatalogueTexts.remove }).click();
  const question = page.getByRole("alertdialog", { name: demoCatalogueTexts.confirmTitle });
  await expect(question).toContainText(demoCatalogueTexts.confirm(listed.length));
  expect(await accessibilityProblems(page), "the question").toEqual([]);
  await page.screenshot({ path: testInfo.outputPath("demo-question-360.png") });
  await question.getByRole("button", { name: demoCatalogueTexts.remove }).click();
  await expect(page.getByText(demoCatalogueTexts.removed(listed.length))).toBeVisible();
  await expect(banner).toHaveCount(0);
  await expect(page.getByText("No products yet. Add your first one.")).toBeVisible();
  // The shop is now the owner's, but its contact details are still the demo's: the admin says so
  // and leads to the settings where they are set.
  const details = page.getByRole("region", { name: "Shop details" });
  await expect(details).toContainText(exampleDetailsTexts.banner(["address", "phone", "email"]));
  await page.screenshot({ path: testInfo.outputPath("example-details-360.png") });
  await expect(details.getByRole("link", { name: exampleDetailsTexts.setThem })).toHaveAttribute(
    "href",
    "/admin/settings",
  );
  // Not on the settings page, where they are set. (Loaded, not followed: a page left while its
  // script still fetched the next page's links logged the abort as a console error.)
  await page.goto(`${origin}/admin/settings`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Shop details" })).toHaveCount(0);

  await expectDemoGone(origin, "after removing");

  // Off the shop's pages first: an open page's live updates would log the lost connection.
  await page.goto("about:blank");
  await stopShop(server);
  server = await startShop(dataDir);
  expect(server.output()).not.toContain("Added the demo catalogue");
  // The shop opens on a port of its own choosing; the session is in its database.
  await signIn(server.url);
  await expectDemoGone(server.url, "after a restart");

  async function signIn(at: string) {
    const token = await createAdminSession(dataDir);
    await page
      .context()
      .addCookies([
        { name: SESSION_COOKIE, value: token, url: at, httpOnly: true, sameSite: "Lax" },
      ]);
  }

  /** The demo is gone from the storefront, its pictures with it, and the admin has no banner. */
  async function expectDemoGone(at: string, when: string) {
    await page.goto(`${at}/`);
    await expect(page.getByText("Showing 0 product(s)"), when).toBeVisible();
    const product = await page.request.get(`${at}/product/${first!.id}`);
    expect(product.status(), when).toBe(404);
    for (const { image } of listed) {
      const picture = await page.request.get(new URL(image, at).toString());
      expect(picture.status(), `${when}: ${image}`).toBe(404);
    }
    await page.goto(`${at}${LIST_PAGE}`);
    await expect(page.getByText("No products yet. Add your first one."), when).toBeVisible();
    await expect(page.getByRole("region", { name: "Demo products" }), when).toHaveCount(0);
  }
});
