import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLEAR_ALL_PHRASE } from "../../domain/order-desk";
import { signInAdmin, TEST_ORIGIN } from "../setup/admin-session";
import { scriptUrlsOf } from "../setup/page-scripts";
import { createTestShop, type TestShop } from "../setup/test-shop";

let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop({ pages: true, demo: true });
});

afterAll(() => shop.close());

/** Texts that exist only in admin screens' code: the dashboard, the product form and the chart. */
const ADMIN_ONLY = [CLEAR_ALL_PHRASE, "Export Orders", "Reset Form", "uPlot"];

/** Every script a page loads up front: its entry, its route modules and their imports. */
async function scriptsOf(path: string, headers: Record<string, string> = {}) {
  const html = await (await shop.app.request(`${TEST_ORIGIN}${path}`, { headers })).text();
  const sources = await Promise.all(
    scriptUrlsOf(html).map(async (url) => (await shop.app.request(`${TEST_ORIGIN}${url}`)).text()),
  );
  return sources.join("\n");
}

describe("admin code", () => {
  it.each(["/", "/cart", "/contact", "/our-service", "/login"])(
    "is not loaded by the storefront page %s",
    async (path) => {
      const scripts = await scriptsOf(path);
      expect(scripts.length).toBeGreaterThan(1000);
      for (const text of ADMIN_ONLY) expect(scripts, text).not.toContain(text);
    },
  );

  it("is not loaded by a product page", async () => {
    const [product] = await shop.catalogue.list();
    const scripts = await scriptsOf(`/product/${product!.id}`);
    for (const text of ADMIN_ONLY) expect(scripts, text).not.toContain(text);
  });

  it("is loaded by the admin pages that need it", async () => {
    const admin = await signInAdmin(shop);
    expect(await scriptsOf("/admind", admin.headers)).toContain("Export Orders");
    expect(await scriptsOf("/admin", admin.headers)).toContain("Reset Form");
  });

  // Issue 30: zod was a quarter of the lists' first scripts; their forms' checks run on the server.
  // An admin page preloads every module it hydrates with (its HTML may name others' in the routes'
  // manifest, which loads nothing).
  it.each(["/admind", "/admin/repairs"])("leaves zod out of %s", async (path) => {
    const admin = await signInAdmin(shop);
    const html = await (
      await shop.app.request(`${TEST_ORIGIN}${path}`, { headers: admin.headers })
    ).text();
    const preloaded = modulesLoadedFirst(html);
    expect(preloaded.length).toBeGreaterThan(3);
    for (const url of preloaded) {
      const script = await (await shop.app.request(`${TEST_ORIGIN}${url}`)).text();
      expect(script, url).not.toContain("ZodObject");
    }
  });
});

/**
 * The modules a page loads to hydrate: named by its modulepreload links, or, on a page that paints
 * before its scripts (decision 27: both lists), by the lists its loading script walks.
 */
function modulesLoadedFirst(html: string): string[] {
  const linked = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map(
    (match) => match[1]!,
  );
  const listed = [...html.matchAll(/for \(const href of (\[[^\]]*\])\)/g)].flatMap(
    (match) => JSON.parse(match[1]!) as string[],
  );
  return [...linked, ...listed];
}
