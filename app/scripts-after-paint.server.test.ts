import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import {
  hydrateAfterPaint,
  paintsBeforeScripts,
  scriptsAfterPaint,
  withoutModulePreloads,
} from "./scripts-after-paint.server";

/** The shape of what React Router 7 renders, trimmed to what the rewrite touches. */
const HEAD =
  '<!DOCTYPE html><html lang="hi"><head><meta charSet="utf-8"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-A.js"/>' +
  '<link rel="modulepreload" href="/assets/shop-B.js"/>' +
  "<title>दुकान</title></head>";
const HYDRATION =
  '<script nonce="abc" type="module" async="">;\n' +
  'import * as route0 from "/assets/root-C.js";\n' +
  'import * as route1 from "/assets/home-D.js";\n' +
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\n' +
  'import("/assets/entry.client-A.js");</script>';
const PAGE = `${HEAD}<body><main>फ्रिज ₹46,990</main>${HYDRATION}<script>done()</script></body></html>`;

describe("scripts after the first paint", () => {
  it("takes the module preloads out of the head, keeping what they named", () => {
    const { head, modules } = withoutModulePreloads(HEAD);
    expect(head).not.toContain("modulepreload");
    expect(head).toContain("<title>दुकान</title>");
    expect(modules).toEqual(["/assets/entry.client-A.js", "/assets/shop-B.js"]);
  });

  it("makes the hydration script wait for a painted frame, then preload and import the same modules", () => {
    const rewritten = hydrateAfterPaint(HYDRATION, ["/assets/entry.client-A.js"]);
    expect(
      rewritten.startsWith('<script nonce="abc" type="module" async="">await new Promise('),
    ).toBe(true);
    expect(rewritten).toContain("requestAnimationFrame(() => setTimeout(painted))");
    expect(rewritten).toContain('for (const href of ["/assets/entry.client-A.js"])');
    expect(rewritten).toContain('const route0 = await import("/assets/root-C.js");');
    expect(rewritten).toContain('const route1 = await import("/assets/home-D.js");');
    expect(rewritten).not.toMatch(/^import \* as/m);
    expect(rewritten).toContain('import("/assets/entry.client-A.js");</script>');
  });

  it("rewrites a page streamed in pieces that split its tags and characters", async () => {
    const bytes = Buffer.from(PAGE);
    // Seven-byte pieces cut through tags, the head's end and three-byte Devanagari letters.
    const pieces = Array.from({ length: Math.ceil(bytes.length / 7) }, (_, index) =>
      bytes.subarray(index * 7, index * 7 + 7),
    );
    const out = await text(Readable.from(pieces).pipe(scriptsAfterPaint()));
    expect(out).toBe(
      withoutModulePreloads(HEAD).head +
        "<body><main>फ्रिज ₹46,990</main>" +
        hydrateAfterPaint(HYDRATION, ["/assets/entry.client-A.js", "/assets/shop-B.js"]) +
        "<script>done()</script></body></html>",
    );
  });

  it("passes a page without a hydration script through, its head cleaned", async () => {
    const page = `${HEAD}<body>Not found</body></html>`;
    const out = await text(Readable.from([Buffer.from(page)]).pipe(scriptsAfterPaint()));
    expect(out).toBe(`${withoutModulePreloads(HEAD).head}<body>Not found</body></html>`);
  });
});

describe("the pages that paint before their scripts", () => {
  it.each(["/", "/hi", "/product/12", "/hi/product/12", "/cart", "/hi/cart", "/contact", "/terms"])(
    "include %s",
    (path) => expect(paintsBeforeScripts(path)).toBe(true),
  );

  it.each(["/our-service", "/repair", "/track", "/track/abc", "/login", "/admind", "/hi/repair"])(
    "leave out %s, built around a form",
    (path) => expect(paintsBeforeScripts(path)).toBe(false),
  );
});
