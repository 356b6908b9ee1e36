import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { demoCatalogue } from "./demo-catalogue";
import {
  APPLIANCE_KINDS,
  ART_VIEWS,
  productArtSvg,
  type ApplianceKind,
  type ArtPalette,
} from "./product-art";

const palette: ArtPalette = { body: "#e5e7eb", accent: "#0ea5e9" };
const SVG_OPENING =
  '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">';

/** Every opened element must be closed in order, which is what "well-formed" means for SVG. */
function tagsAreBalanced(svg: string): boolean {
  const open: string[] = [];
  for (const [tag, closing, name] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*>/g)) {
    if (tag.endsWith("/>")) continue;
    if (!closing) open.push(name ?? "");
    else if (open.pop() !== name) return false;
  }
  return open.length === 0;
}

describe("productArtSvg", () => {
  for (const kind of APPLIANCE_KINDS) {
    for (const view of ART_VIEWS) {
      it(`draws ${kind} (${view}) as a well-formed 800x800 SVG without text`, () => {
        const svg = productArtSvg(kind, view, palette);
        expect(svg.startsWith(SVG_OPENING)).toBe(true);
        expect(svg.endsWith("</svg>")).toBe(true);
        expect(tagsAreBalanced(svg)).toBe(true);
        expect(svg).not.toMatch(/<text|<tspan|<image|<script/i);
        expect(svg).not.toMatch(/NaN|undefined/);
        expect(svg.length).toBeLessThan(6_500);
      });
    }
  }

  it("gives the same output for the same input", () => {
    for (const kind of APPLIANCE_KINDS) {
      for (const view of ART_VIEWS) {
        expect(productArtSvg(kind, view, palette)).toBe(productArtSvg(kind, view, { ...palette }));
      }
    }
  });

  it("draws every view of a kind differently", () => {
    for (const kind of APPLIANCE_KINDS) {
      const drawings = new Set(ART_VIEWS.map((view) => productArtSvg(kind, view, palette)));
      expect(drawings.size).toBe(ART_VIEWS.length);
    }
  });

  it("uses the palette colours", () => {
    const svg = productArtSvg("refrigerator", "front", { body: "#7f1d1d", accent: "#fbbf24" });
    expect(svg).toContain("#7f1d1d");
    expect(svg).toContain("#fbbf24");
  });

  it("refuses colours that are not hex, since they end up inside markup", () => {
    expect(() => productArtSvg("tv", "front", { body: '"/><script>', accent: "#fff" })).toThrow(
      TypeError,
    );
  });

  it("renders to an 800x800 WebP with sharp for every kind", async () => {
    for (const kind of APPLIANCE_KINDS) {
      const webp = await sharp(Buffer.from(productArtSvg(kind, "front", palette)))
        .webp()
        .toBuffer();
      const meta = await sharp(webp).metadata();
      expect(meta.format).toBe("webp");
      expect([meta.width, meta.height]).toEqual([800, 800]);
    }
  });
});

describe("demoCatalogue", () => {
  it("has at least 24 products covering all five appliance kinds", () => {
    expect(demoCatalogue.length).toBeGreaterThanOrEqual(24);
    const kinds = new Set<ApplianceKind>(demoCatalogue.map((p) => p.art.kind));
    expect([...kinds].sort()).toEqual([...APPLIANCE_KINDS].sort());
  });

  it("has unique product names", () => {
    const names = demoCatalogue.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("prices every product in positive whole paise, with the old price 0 or above the price", () => {
    for (const p of demoCatalogue) {
      expect(Number.isInteger(p.pricePaise) && p.pricePaise > 0, p.name).toBe(true);
      expect(Number.isInteger(p.oldPricePaise), p.name).toBe(true);
      expect(p.oldPricePaise === 0 || p.oldPricePaise > p.pricePaise, p.name).toBe(true);
    }
  });

  it("keeps ratings, reviews and quantities in range", () => {
    for (const p of demoCatalogue) {
      expect(p.rating, p.name).toBeGreaterThanOrEqual(1);
      expect(p.rating, p.name).toBeLessThanOrEqual(5);
      expect(Number.isInteger(p.reviews) && p.reviews >= 0, p.name).toBe(true);
      expect(Number.isInteger(p.maxQuantity) && p.maxQuantity >= 1, p.name).toBe(true);
    }
  });

  it("has at least two products out of stock", () => {
    expect(demoCatalogue.filter((p) => !p.inStock).length).toBeGreaterThanOrEqual(2);
  });

  it("has several products with two to four distinct views", () => {
    const multiView = demoCatalogue.filter((p) => p.art.views.length >= 2);
    expect(multiView.length).toBeGreaterThanOrEqual(5);
    for (const p of demoCatalogue) {
      expect(p.art.views.length, p.name).toBeLessThanOrEqual(4);
      expect(new Set(p.art.views).size, p.name).toBe(p.art.views.length);
    }
  });

  it("gives every product four or more specifications and a front view first", () => {
    for (const p of demoCatalogue) {
      expect(p.specifications.length, p.name).toBeGreaterThanOrEqual(4);
      expect(p.art.views[0], p.name).toBe("front");
    }
  });

  it("draws every product's art without error", () => {
    for (const p of demoCatalogue) {
      for (const view of p.art.views) {
        expect(productArtSvg(p.art.kind, view, p.art.palette)).toContain(SVG_OPENING);
      }
    }
  });
});
