import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { m } from "../../app/i18n/messages";
import { TEST_ORIGIN } from "../setup/admin-session";
import { scriptUrlsOf } from "../setup/page-scripts";
import { createTestShop, type TestShop } from "../setup/test-shop";

/**
 * The storefront's script budget (issue 15: at most 5 KB gzip above what the pages loaded before
 * Hindi) holds only if each page carries its own texts and no validation library: a message or
 * zod pulled into the chunk every page loads costs every page its bytes, in both languages.
 */
let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop({ pages: true, demo: true });
});

afterAll(() => shop.close());

async function scriptsOf(path: string) {
  const html = await (await shop.app.request(`${TEST_ORIGIN}${path}`)).text();
  const sources = await Promise.all(
    scriptUrlsOf(html).map(async (url) => (await shop.app.request(`${TEST_ORIGIN}${url}`)).text()),
  );
  return sources.join("\n");
}

/** A text of the cart, one of the our-service page and one of the tracking page, in Hindi. */
const OTHER_PAGES_TEXTS = [
  m.cart_confirm_order(undefined, { locale: "hi" }),
  m.svc_faq_heading(undefined, { locale: "hi" }),
  m.trk_intro(undefined, { locale: "hi" }),
];

/** zod's own class names, in whichever of its builds a page would load. */
const ZOD = /\$ZodType|ZodError/;

describe("storefront scripts", () => {
  it.each(["/", "/hi", "/contact"])("of %s hold no other page's texts", async (path) => {
    const scripts = await scriptsOf(path);
    expect(scripts.length).toBeGreaterThan(1000);
    for (const text of OTHER_PAGES_TEXTS) expect(scripts, text).not.toContain(text);
  });

  it("of a product page hold no other page's texts", async () => {
    const [product] = await shop.catalogue.list();
    const scripts = await scriptsOf(`/hi/product/${product!.id}`);
    for (const text of OTHER_PAGES_TEXTS) expect(scripts, text).not.toContain(text);
  });

  it.each(["/", "/cart", "/contact", "/track", "/repair"])("of %s load no zod", async (path) => {
    expect(await scriptsOf(path)).not.toMatch(ZOD);
  });

  it("of a product page load no zod", async () => {
    const [product] = await shop.catalogue.list();
    expect(await scriptsOf(`/product/${product!.id}`)).not.toMatch(ZOD);
  });
});
