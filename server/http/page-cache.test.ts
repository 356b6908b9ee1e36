import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineSourceHashes, isCacheablePage, preferredEncoding } from "./page-cache";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("isCacheablePage", () => {
  it("takes the anonymous storefront pages, in English and under /hi", () => {
    for (const path of ["/", "/product/12", "/contact", "/terms", "/privacy"]) {
      expect(isCacheablePage(path), path).toBe(true);
      expect(isCacheablePage(path === "/" ? "/hi" : `/hi${path}`), `/hi${path}`).toBe(true);
    }
  });

  it("leaves out pages with a customer's data, forms, admin pages and navigation data", () => {
    for (const path of [
      "/cart",
      "/track",
      "/track/abc",
      "/track/repair/abc",
      "/repair",
      "/our-service",
      "/hi/cart",
      "/admin",
      "/admin/products",
      "/login",
      "/product/12.data",
      "/product/12/extra",
      "/history",
    ]) {
      expect(isCacheablePage(path), path).toBe(false);
    }
  });
});

describe("preferredEncoding", () => {
  it("prefers brotli, then gzip, honouring q=0 and the wildcard", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip, br;q=0")).toBe("gzip");
    expect(preferredEncoding("*")).toBe("br");
    expect(preferredEncoding("*;q=0, gzip")).toBe("gzip");
    expect(preferredEncoding("deflate")).toBe("identity");
    expect(preferredEncoding(undefined)).toBe("identity");
    expect(preferredEncoding("GZIP;Q=0.5")).toBe("gzip");
  });
});

describe("inlineSourceHashes", () => {
  it("hashes each inline script the page runs, once, as the browser reads it", () => {
    const html = [
      "<script>one()</script>",
      '<script type="module" async="">import "/a.js";</script>',
      "<script>one()</script>",
      '<script src="/b.js"></script>',
      '<script type="application/ld+json">{"@type":"Product"}</script>',
      "<script>two()\r\nthree()</script>",
    ].join("");
    expect(inlineSourceHashes(html).scripts).toEqual([
      sha256("one()"),
      sha256('import "/a.js";'),
      sha256("two()\nthree()"),
    ]);
  });

  it("hashes the page's inline stylesheet apart from its scripts", () => {
    const html = '<style id="shop-styles">a{color:red}\r\nb{}</style><script>one()</script>';
    expect(inlineSourceHashes(html)).toEqual({
      scripts: [sha256("one()")],
      styles: [sha256("a{color:red}\nb{}")],
    });
  });
});
