import { APPLIANCE_KINDS, type ApplianceKind, type CatalogueSort } from "./appliance-kinds";
import type { Product } from "./product";
import { BRAND_TERMS, KIND_TERMS } from "./search-terms";

/**
 * The storefront search (issue 15). The spec's case-insensitive substring of the name is the floor:
 * whatever it finds is still found, but ranked after products whose every query word is a whole
 * word, a word's beginning, the brand or the appliance kind, in any order.
 */

type Searchable = Pick<Product, "name" | "brand" | "category"> & { nameHi?: string };

interface Meaning {
  kind?: ApplianceKind;
  brand?: string;
}

/** Lower-case words of letters, digits and combining marks (Devanagari vowel signs are marks). */
function words(text: string): string[] {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/\u093c/g, "") // फ़्रिज and फ्रिज are one word to a shopper
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((word) => word !== "");
}

function singular(word: string): string {
  if (!/^[a-z]{3,}$/.test(word) || word.endsWith("ss")) return word;
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (/(ch|sh|x|ss)es$/.test(word)) return word.slice(0, -2);
  return word.endsWith("s") ? word.slice(0, -1) : word;
}

const meanings = new Map<string, Meaning>();
for (const [kind, terms] of Object.entries(KIND_TERMS) as [ApplianceKind, readonly string[]][]) {
  for (const term of terms) meanings.set(words(term).map(singular).join(" "), { kind });
}
for (const [brand, terms] of Object.entries(BRAND_TERMS)) {
  for (const term of [brand, ...terms]) {
    const key = words(term).map(singular).join(" ");
    meanings.set(key, { ...meanings.get(key), brand });
  }
}
const LONGEST_TERM = Math.max(...[...meanings.keys()].map((key) => key.split(" ").length));

/** Splits words into terms, joining the longest run of words the table knows into one. */
function terms(list: string[]): { words: string[]; meaning?: Meaning }[] {
  const singulars = list.map(singular);
  const found: { words: string[]; meaning?: Meaning }[] = [];
  for (let start = 0; start < list.length;) {
    let length = Math.min(LONGEST_TERM, list.length - start);
    while (length > 1 && !meanings.has(singulars.slice(start, start + length).join(" "))) {
      length -= 1;
    }
    const meaning = meanings.get(singulars.slice(start, start + length).join(" "));
    found.push({ words: list.slice(start, start + length), meaning });
    start += length;
  }
  return found;
}

const kindByCategory = new Map<string, ApplianceKind>(
  APPLIANCE_KINDS.map((kind) => [kind.category, kind.slug]),
);

/**
 * A product's appliance kind: its category when that is one of the shop's kinds, otherwise the
 * first kind its name mentions, so products filed under the spec's 'Electronics' or 'Home &
 * Kitchen' still show under their chip.
 */
export function applianceKindOf(
  product: Pick<Product, "name" | "category">,
): ApplianceKind | undefined {
  const byCategory = kindByCategory.get(product.category);
  if (byCategory) return byCategory;
  return terms(words(product.name)).find((term) => term.meaning?.kind)?.meaning?.kind;
}

/** What a search needs of one product, worked out once per catalogue, not once per query. */
export interface SearchEntry {
  lowerName: string;
  /** The Hindi name, '' when none: the substring floor holds for it too. */
  lowerNameHi: string;
  /** The name's and brand's words, each also singular, with spaces around: ' lg split ac '. */
  spacedWords: string;
  words: string[];
  brand: string;
  kind: ApplianceKind | undefined;
}

export function searchEntry(product: Searchable): SearchEntry {
  const nameHi = product.nameHi ?? "";
  const all = [...words(product.name), ...words(nameHi), ...words(product.brand)];
  const withSingulars = [...new Set(all.flatMap((word) => [word, singular(word)]))];
  return {
    lowerName: product.name.toLowerCase(),
    lowerNameHi: nameHi.toLowerCase(),
    spacedWords: ` ${all.map(singular).join(" ")} `,
    words: withSingulars,
    brand: words(product.brand).join(" "),
    kind: applianceKindOf(product),
  };
}

function nameContains(entry: SearchEntry, text: string): boolean {
  return (
    entry.lowerName.includes(text) || (entry.lowerNameHi !== "" && entry.lowerNameHi.includes(text))
  );
}

const WHOLE = 3;
const PREFIX = 2;
const SUBSTRING = 1;

export interface CompiledQuery {
  raw: string;
  terms: { text: string; singular: string; phrase: string; meaning?: Meaning }[];
}

export function compileQuery(query: string): CompiledQuery {
  return {
    raw: query.trim().toLowerCase(),
    terms: terms(words(query)).map((term) => ({
      text: term.words.join(" "),
      singular: term.words.map(singular).join(" "),
      phrase: ` ${term.words.map(singular).join(" ")} `,
      meaning: term.meaning,
    })),
  };
}

/** How well a product answers a query: 0 when not at all; higher is better. */
export function searchScore(
  entry: SearchEntry,
  query: CompiledQuery,
): { tier: number; score: number } {
  if (query.raw === "") return { tier: WHOLE, score: 0 };
  if (query.terms.length === 0) {
    return { tier: nameContains(entry, query.raw) ? SUBSTRING : 0, score: 0 };
  }
  let tier = WHOLE;
  let score = 0;
  for (const term of query.terms) {
    let level = 0;
    if (
      (term.meaning?.kind !== undefined && term.meaning.kind === entry.kind) ||
      (term.meaning?.brand !== undefined && term.meaning.brand === entry.brand) ||
      entry.spacedWords.includes(term.phrase)
    ) {
      level = WHOLE;
    } else if (
      !term.text.includes(" ") &&
      entry.words.some((word) => word.startsWith(term.text) || word.startsWith(term.singular))
    ) {
      level = PREFIX;
    } else if (nameContains(entry, term.text)) {
      level = SUBSTRING;
    }
    if (level === 0) {
      tier = 0;
      break;
    }
    tier = Math.min(tier, level);
    score += level;
  }
  if (tier === 0 && nameContains(entry, query.raw)) return { tier: SUBSTRING, score: 0 };
  return { tier, score };
}

export interface CatalogueFilter {
  q?: string;
  type?: ApplianceKind;
  brand?: string;
  category?: string | undefined;
  inStock?: boolean;
  sort?: CatalogueSort;
}

/**
 * Filters, ranks and sorts a catalogue held newest first. `entries` are the products' search
 * entries in the same order (built once per catalogue); without them they are worked out here.
 */
export function searchCatalogue(
  products: readonly Product[],
  filter: CatalogueFilter,
  entries: readonly SearchEntry[] = products.map(searchEntry),
): Product[] {
  const query = compileQuery(filter.q ?? "");
  const brand = filter.brand === undefined ? undefined : words(filter.brand).join(" ");
  const found: { product: Product; tier: number; score: number; index: number }[] = [];
  products.forEach((product, index) => {
    const entry = entries[index]!;
    if (filter.category !== undefined && product.category !== filter.category) return;
    if (filter.type !== undefined && entry.kind !== filter.type) return;
    if (brand !== undefined && entry.brand !== brand) return;
    if (filter.inStock !== undefined && product.inStock !== filter.inStock) return;
    const { tier, score } = searchScore(entry, query);
    if (tier > 0) found.push({ product, tier, score, index });
  });
  found.sort((a, b) => b.tier - a.tier || b.score - a.score || a.index - b.index);
  const ranked = found.map((hit) => hit.product);
  switch (filter.sort) {
    case "price-low":
      return ranked.sort((a, b) => a.pricePaise - b.pricePaise);
    case "price-high":
      return ranked.sort((a, b) => b.pricePaise - a.pricePaise);
    case "newest":
      return ranked.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
    default:
      return ranked;
  }
}

/** The brands on offer, for the brand filter: of one appliance kind when one is chosen. */
export function brandsOf(
  products: readonly Product[],
  entries: readonly SearchEntry[],
  type?: ApplianceKind,
): string[] {
  const brands = new Map<string, string>();
  products.forEach((product, index) => {
    const name = product.brand.trim();
    if (name === "" || (type !== undefined && entries[index]!.kind !== type)) return;
    if (!brands.has(name.toLowerCase())) brands.set(name.toLowerCase(), name);
  });
  return [...brands.values()].sort((a, b) => a.localeCompare(b, "en-IN"));
}
