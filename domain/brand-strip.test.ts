import { describe, expect, it } from "vitest";
import {
  BRAND_WORDMARKS,
  brandStripMessages,
  brandTiles,
  DEFAULT_BRAND_WORDMARKS,
  OTHER_BRANDS_MAX,
} from "./brand-strip";
import { ourServicePageSchema } from "./our-service-page";
import { OUR_SERVICE_PAGE_DEFAULTS } from "./our-service-page-defaults";

const refusals = (page: Record<string, unknown>) => {
  const parsed = ourServicePageSchema.safeParse({ ...OUR_SERVICE_PAGE_DEFAULTS, ...page });
  return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path, issue.message]);
};

describe("the brand strip's tiles", () => {
  it("are every wordmark on a new shop and on a page saved before brands were a setting", () => {
    expect(DEFAULT_BRAND_WORDMARKS).toHaveLength(12);
    const { brandWordmarks: _, otherBrands: __, ...older } = OUR_SERVICE_PAGE_DEFAULTS;
    const parsed = ourServicePageSchema.parse(older);
    expect(parsed.brandWordmarks).toEqual(DEFAULT_BRAND_WORDMARKS);
    expect(parsed.otherBrands).toEqual([]);
    expect(brandTiles(parsed).map((tile) => tile.name)).toEqual(
      BRAND_WORDMARKS.map((brand) => brand.name),
    );
  });

  it("are the ticked wordmarks in the strip's order, then the other names as typed", () => {
    const page = ourServicePageSchema.parse({
      ...OUR_SERVICE_PAGE_DEFAULTS,
      brandWordmarks: ["bosch", "lg", "lg"],
      otherBrands: ["  Lloyd ", "Onida"],
    });
    expect(brandTiles(page)).toEqual([
      { name: "LG", wordmark: "lg" },
      { name: "Bosch", wordmark: "bosch" },
      { name: "Lloyd" },
      { name: "Onida" },
    ]);
  });

  it("may be none at all, with an empty line", () => {
    const page = ourServicePageSchema.parse({
      ...OUR_SERVICE_PAGE_DEFAULTS,
      brandWordmarks: [],
      otherBrands: [],
      brandsText: " ",
    });
    expect(brandTiles(page)).toEqual([]);
    expect(page.brandsText).toBe("");
  });

  it("refuse a name that has a wordmark, a name twice, a long name and too many names", () => {
    expect(refusals({ otherBrands: ["Lloyd", "blue star", "lloyd"] })).toEqual([
      [["otherBrands", 1], brandStripMessages.hasWordmark("Blue Star")],
      [["otherBrands", 2], brandStripMessages.twice("lloyd")],
    ]);
    expect(refusals({ otherBrands: ["A".repeat(31)] })).toEqual([
      [["otherBrands", 0], brandStripMessages.tooLong],
    ]);
    const many = Array.from({ length: OTHER_BRANDS_MAX + 1 }, (_, index) => `Brand ${index}`);
    expect(refusals({ otherBrands: many })).toEqual([
      [["otherBrands"], brandStripMessages.tooMany],
    ]);
    expect(refusals({ brandWordmarks: ["lg", "nokia"] })).toEqual([
      [["brandWordmarks", 1], brandStripMessages.unknownWordmark],
    ]);
  });
});
