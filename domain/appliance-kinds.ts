/**
 * The shop's own appliance kinds (issue 15): the storefront's browsing chips, their URL slugs
 * (`/?type=ac`) and the product category each one is. Kept apart from the search table
 * (search-terms.ts) so the storefront's chips do not ship the synonyms.
 */
export const APPLIANCE_KINDS = [
  { slug: "ac", label: "AC", category: "Air Conditioners" },
  { slug: "led-tv", label: "LED TV", category: "LED TVs" },
  { slug: "microwave", label: "Microwave", category: "Microwaves" },
  { slug: "refrigerator", label: "Refrigerator", category: "Refrigerators" },
  { slug: "washing-machine", label: "Washing Machine", category: "Washing Machines" },
] as const;

export type ApplianceKind = (typeof APPLIANCE_KINDS)[number]["slug"];
export const APPLIANCE_KIND_SLUGS = APPLIANCE_KINDS.map((kind) => kind.slug) as [
  ApplianceKind,
  ...ApplianceKind[],
];
export const APPLIANCE_CATEGORIES = APPLIANCE_KINDS.map((kind) => kind.category);

export function isApplianceKind(value: string): value is ApplianceKind {
  return (APPLIANCE_KIND_SLUGS as readonly string[]).includes(value);
}

/** How the storefront orders a list; without one, search results by relevance, else newest first. */
export const CATALOGUE_SORTS = [
  { value: "price-low", label: "Price: low to high" },
  { value: "price-high", label: "Price: high to low" },
  { value: "newest", label: "Newest first" },
] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number]["value"];
export const CATALOGUE_SORT_VALUES = CATALOGUE_SORTS.map((sort) => sort.value) as [
  CatalogueSort,
  ...CatalogueSort[],
];

/** The storefront's browsing choices as the home page's URL carries them. */
export interface BrowseParams {
  q: string;
  type?: ApplianceKind;
  brand: string;
  sort?: CatalogueSort;
  inStock: boolean;
}

/**
 * Reads the home page's URL leniently: a shared or hand-edited link with a value the shop does
 * not know shows the whole catalogue for that choice rather than an error page.
 */
export function readBrowseParams(params: URLSearchParams, maxLength: number): BrowseParams {
  const type = params.get("type") ?? "";
  const sort = params.get("sort") ?? "";
  return {
    q: (params.get("q") ?? "").slice(0, maxLength),
    type: isApplianceKind(type) ? type : undefined,
    brand: (params.get("brand") ?? "").trim().slice(0, maxLength),
    sort: (CATALOGUE_SORT_VALUES as readonly string[]).includes(sort)
      ? (sort as CatalogueSort)
      : undefined,
    inStock: params.get("inStock") === "true",
  };
}
