import { z } from "zod";

/**
 * The brand strip on /our-service (issue 33): which brands the shop services is the owner's claim,
 * so the tiles are a setting of the 'Our-service page' section. The owner ticks the wordmarks the
 * shop has drawn (public/brands/<file>.svg, plain tiles, not the makers' logos) and may name other
 * brands, drawn as text tiles of the same size. Brand names are said in Latin letters on Hindi
 * pages too, so the names have no Hindi of their own.
 */

export const BRAND_WORDMARKS = [
  { name: "LG", file: "lg" },
  { name: "Samsung", file: "samsung" },
  { name: "Sony", file: "sony" },
  { name: "Whirlpool", file: "whirlpool" },
  { name: "Voltas", file: "voltas" },
  { name: "Daikin", file: "daikin" },
  { name: "Godrej", file: "godrej" },
  { name: "Haier", file: "haier" },
  { name: "IFB", file: "ifb" },
  { name: "Panasonic", file: "panasonic" },
  { name: "Blue Star", file: "blue-star" },
  { name: "Bosch", file: "bosch" },
] as const;

export type BrandWordmark = (typeof BRAND_WORDMARKS)[number]["file"];

const WORDMARK_FILES = BRAND_WORDMARKS.map((brand) => brand.file) as [
  BrandWordmark,
  ...BrandWordmark[],
];

export const OTHER_BRANDS_MAX = 24;
export const BRAND_NAME_MAX = 30;

/** Every wordmark, as a shop that never chose has them (the strip as it was drawn in code). */
export const DEFAULT_BRAND_WORDMARKS: BrandWordmark[] = [...WORDMARK_FILES];

const sameName = (a: string, b: string) =>
  a.localeCompare(b, "en", { sensitivity: "accent" }) === 0;

export const brandStripMessages = {
  tooMany: `At most ${OTHER_BRANDS_MAX} other brands`,
  tooLong: `A brand name can be at most ${BRAND_NAME_MAX} characters`,
  hasWordmark: (name: string) => `${name} has a tile above: tick it instead`,
  twice: (name: string) => `${name} is listed twice`,
  unknownWordmark: "Choose the brands from the tiles shown",
};

/**
 * The ticked wordmarks, in the strip's own order whatever order they came in. An older saved page
 * without the key keeps every wordmark, as its strip showed.
 */
export const brandWordmarksSchema = z
  .array(z.enum(WORDMARK_FILES, { message: brandStripMessages.unknownWordmark }))
  .transform((files) => WORDMARK_FILES.filter((file) => files.includes(file)))
  .default(DEFAULT_BRAND_WORDMARKS);

/** Other brand names, as typed; one that has a wordmark or comes twice is refused at its line. */
export const otherBrandsSchema = z
  .array(z.string().trim().min(1).max(BRAND_NAME_MAX, { message: brandStripMessages.tooLong }))
  .max(OTHER_BRANDS_MAX, { message: brandStripMessages.tooMany })
  .superRefine((names, context) => {
    names.forEach((name, index) => {
      const wordmark = BRAND_WORDMARKS.find((brand) => sameName(brand.name, name));
      if (wordmark) {
        context.addIssue({
          code: "custom",
          path: [index],
          message: brandStripMessages.hasWordmark(wordmark.name),
        });
      } else if (names.slice(0, index).some((earlier) => sameName(earlier, name))) {
        context.addIssue({
          code: "custom",
          path: [index],
          message: brandStripMessages.twice(name),
        });
      }
    });
  })
  .default([]);

/** A tile of the strip: a drawn wordmark, or a brand's name as text. */
export type BrandTile =
  { name: string; wordmark: BrandWordmark } | { name: string; wordmark?: never };

/** The strip's tiles: the ticked wordmarks in their order, then the other brands as typed. */
export function brandTiles(page: { brandWordmarks: BrandWordmark[]; otherBrands: string[] }) {
  const tiles: BrandTile[] = BRAND_WORDMARKS.filter((brand) =>
    page.brandWordmarks.includes(brand.file),
  ).map((brand) => ({ name: brand.name, wordmark: brand.file }));
  return [...tiles, ...page.otherBrands.map((name) => ({ name }))];
}
