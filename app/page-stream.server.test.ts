import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import {
  hydrateAfterPaint,
  pageStream,
  paintsBeforeScripts,
  withoutModulePreloads,
} from "./page-stream.server";

/** The shape of what React Router 7 renders, trimmed to what the stream touches. */
const HEAD =
  '<!DOCTYPE html><html lang="hi"><head><meta charSet="utf-8"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-A.js"/>' +
  '<link rel="modulepreload" href="/assets/shop-B.js"/>' +
  "<title>दुकान</title>";
const HYDRATION_CODE =
  ";\n" +
  'import * as route0 from "/assets/root-C.js";\n' +
  'import * as route1 from "/assets/home-D.js";\n' +
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\n' +
  'import("/assets/entry.client-A.js");';
const HYDRATION_OPEN = '<script nonce="abc" type="module" async="">';
const BODY_START = "<body><main>फ्रिज ₹46,990</main>";
const BODY_END = "<script>done()</script></body></html>";
const PAGE = `${HEAD}</head>${BODY_START}${HYDRATION_OPEN}${HYDRATION_CODE}</script>${BODY_END}`;
const STYLES = "a{color:red}b>i{content:'<'}";

/** The page sent in pieces of `size` bytes, which cut through tags and three-byte letters. */
async function streamed(
  page: string,
  size: number,
  scriptsAfterPaint: boolean,
  nonce: string | undefined,
) {
  const bytes = Buffer.from(page);
  const pieces = Array.from({ length: Math.ceil(bytes.length / size) }, (_, index) =>
    bytes.subarray(index * size, index * size + size),
  );
  return text(
    Readable.from(pieces).pipe(
      pageStream({ styles: Buffer.from(STYLES), nonce, scriptsAfterPaint }),
    ),
  );
}

describe("the page stream", () => {
  it("takes the module preloads out of a head, keeping what they named", () => {
    const { head, modules } = withoutModulePreloads(HEAD);
    expect(head).not.toContain("modulepreload");
    expect(head).toContain("<title>दुकान</title>");
    expect(modules).toEqual(["/assets/entry.client-A.js", "/assets/shop-B.js"]);
  });

  it("makes the hydration code wait for a painted frame, then preload and import the same modules", () => {
    const rewritten = hydrateAfterPaint(HYDRATION_CODE, ["/assets/entry.client-A.js"]);
    expect(rewritten).toMatch(
      /^await new Promise\(\(painted\) => requestAnimationFrame\(\(\) => setTimeout\(painted\)\)\);/,
    );
    expect(rewritten).toMatch(
      /^for \(const href of \["\/assets\/entry\.client-A\.js"\]\) \{ document\.head\.append\(.*"modulepreload".*\); await \(globalThis\.scheduler\?\.yield/m,
    );
    expect(rewritten).toContain('const route0 = await import("/assets/root-C.js");');
    expect(rewritten).toContain('const route1 = await import("/assets/home-D.js");');
    expect(rewritten).not.toMatch(/^import \* as/m);
    expect(rewritten.endsWith('import("/assets/entry.client-A.js");')).toBe(true);
  });

  it("imports every module but the entry one at a time, a task apart, before the routes", () => {
    const rewritten = hydrateAfterPaint(HYDRATION_CODE, [
      "/assets/entry.client-A.js",
      "/assets/shop-B.js",
      "/assets/root-C.js",
    ]);
    const eachOnItsOwn =
      /^for \(const href of (\[[^\]]*\])\) \{ await import\(href\); await \(globalThis\.scheduler\?\.yield\?\.\(\) \?\? new Promise\(\(next\) => setTimeout\(next\)\)\); \}$/m.exec(
        rewritten,
      );
    expect(JSON.parse(eachOnItsOwn![1]!)).toEqual(["/assets/shop-B.js", "/assets/root-C.js"]);
    expect(eachOnItsOwn!.index).toBeLessThan(rewritten.indexOf("const route0"));
  });

  it.each([7, 64, 100_000])(
    "writes the styles and puts hydration after the paint, in pieces of %i bytes",
    async (size) => {
      expect(await streamed(PAGE, size, true, "abc")).toBe(
        withoutModulePreloads(HEAD).head +
          `<style id="shop-styles" nonce="abc">${STYLES}</style></head>` +
          BODY_START +
          HYDRATION_OPEN +
          hydrateAfterPaint(HYDRATION_CODE, ["/assets/entry.client-A.js", "/assets/shop-B.js"]) +
          "</script>" +
          BODY_END,
      );
    },
  );

  it.each([7, 100_000])(
    "on a form page writes only the styles, in pieces of %i bytes",
    async (size) => {
      expect(await streamed(PAGE, size, false, undefined)).toBe(
        PAGE.replace("</head>", `<style id="shop-styles">${STYLES}</style></head>`),
      );
    },
  );

  it("passes a page without a hydration script through, styles written", async () => {
    const page = `${HEAD}</head><body>Not found</body></html>`;
    expect(await streamed(page, 5, true, "abc")).toBe(
      `${withoutModulePreloads(HEAD).head}<style id="shop-styles" nonce="abc">${STYLES}</style></head><body>Not found</body></html>`,
    );
  });
});

describe("the pages that paint before their scripts", () => {
  it.each([
    "/",
    "/hi",
    "/product/12",
    "/hi/product/12",
    "/cart",
    "/hi/cart",
    "/contact",
    "/terms",
    "/admind",
    "/admin/repairs",
  ])("include %s", (path) => expect(paintsBeforeScripts(path)).toBe(true));

  it.each([
    "/our-service",
    "/repair",
    "/track",
    "/track/abc",
    "/login",
    "/hi/repair",
    "/admin/repairs/12",
    "/admin/products",
  ])("leave out %s, built around a form", (path) => expect(paintsBeforeScripts(path)).toBe(false));
});
