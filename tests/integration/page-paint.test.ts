import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_ORIGIN } from "../setup/admin-session";
import { createTestShop, type TestShop } from "../setup/test-shop";

/**
 * A page paints before its scripts load (decision 27): the stylesheet is in the page, nothing in
 * the head makes the browser fetch a script, and React Router's hydration script waits for the
 * first paint before it asks for the modules. Rendered by the real build, so a React Router
 * upgrade that changes what it writes fails here.
 */
let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop({ pages: true, demo: true });
});

afterAll(() => shop.close());

async function html(path: string): Promise<string> {
  const response = await shop.app.request(`${TEST_ORIGIN}${path}`);
  expect(response.status, path).toBe(200);
  return response.text();
}

describe("a page's first paint", () => {
  it.each(["/", "/hi", "/cart", "/contact", "/our-service", "/login"])(
    "of %s needs no stylesheet to be fetched first",
    async (path) => {
      const page = await html(path);
      const head = page.slice(0, page.indexOf("</head>"));
      const styles = /<style id="shop-styles"[^>]*>([\s\S]*?)<\/style>/.exec(head);
      expect(styles?.[1]?.length).toBeGreaterThan(10_000);
      expect(head).not.toMatch(/<link[^>]*rel="stylesheet"/);
    },
  );

  it.each(["/", "/hi", "/cart", "/hi/cart", "/contact", "/terms"])(
    "of %s needs no script to be fetched first",
    async (path) => {
      const page = await html(path);
      const head = page.slice(0, page.indexOf("</head>"));
      expect(head).not.toMatch(/<link[^>]*rel="modulepreload"/);
      expect(head).not.toMatch(/<script[^>]*\ssrc=/);
    },
  );

  it.each(["/our-service", "/repair", "/track", "/login"])(
    "of the form page %s waits for its scripts, which hydrate it at once",
    async (path) => {
      const page = await html(path);
      expect(page.slice(0, page.indexOf("</head>"))).toMatch(/<link[^>]*rel="modulepreload"/);
      expect(page).not.toContain("requestAnimationFrame(() => setTimeout(painted))");
    },
  );

  it("is followed by the hydration script, which then asks for the modules the head used to", async () => {
    const [product] = await shop.catalogue.list();
    const page = await html(`/product/${product!.id}`);
    const script = /<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/.exec(page)![1]!;
    expect(script).toMatch(
      /^await new Promise\(\(painted\) => requestAnimationFrame\(\(\) => setTimeout\(painted\)\)\);/,
    );
    const preloaded = JSON.parse(
      /for \(const href of (\[[^\]]*\])\)/.exec(script)![1]!,
    ) as string[];
    expect(preloaded.some((href) => /\/assets\/entry\.client-[\w-]+\.js$/.test(href))).toBe(true);
    expect(preloaded.some((href) => /\/assets\/product-[\w-]+\.js$/.test(href))).toBe(true);
    expect(script).not.toMatch(/^\s*import\s/m);
    for (const [, module] of script.matchAll(/await import\("([^"]+)"\)/g)) {
      expect(preloaded).toContain(module);
    }
    expect(script).toMatch(/import\("\/assets\/entry\.client-[\w-]+\.js"\);$/);
    const [, eachOnItsOwn] = /for \(const href of (\[[^\]]*\])\) \{ await import\(href\)/.exec(
      script,
    )!;
    expect(JSON.parse(eachOnItsOwn!)).toEqual(
      preloaded.filter((href) => !/\/entry\.client-/.test(href)),
    );
  });
});
