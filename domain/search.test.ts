import { describe, expect, it } from "vitest";
import { APPLIANCE_KIND_SLUGS } from "./appliance-kinds";
import type { Product } from "./product";
import { applianceKindOf, brandsOf, searchCatalogue, searchEntry } from "./search";
import { BRAND_TERMS, KIND_TERMS } from "./search-terms";

let nextId = 0;
function product(name: string, brand: string, overrides: Partial<Product> = {}): Product {
  nextId += 1;
  return {
    id: nextId,
    name,
    description: "",
    nameHi: "",
    descriptionHi: "",
    pricePaise: 1_000_000 + nextId * 1000,
    oldPricePaise: 0,
    images: [],
    brand,
    category: "Electronics",
    rating: 4,
    reviews: 0,
    inStock: true,
    maxQuantity: 10,
    specifications: [],
    createdAt: `2026-11-${String(30 - nextId).padStart(2, "0")}T05:00:00.000Z`,
    updatedAt: "2026-11-21T05:00:00.000Z",
    ...overrides,
  };
}

// Newest first, as the catalogue holds them; washing machines first so that a search which only
// matched inside 'Machine' would list them first.
const catalogue = [
  product("Whirlpool 7.5 kg Semi-Automatic Top Load Washing Machine", "Whirlpool", {
    category: "Washing Machines",
  }),
  product("Samsung 7 kg Fully Automatic Top Load Washing Machine", "Samsung", {
    category: "Washing Machines",
  }),
  product("IFB 7 kg Front Load Washing Machine", "IFB", { category: "Home & Kitchen" }),
  product("LG 1.5 Ton 5 Star AI Dual Inverter Split AC", "LG", { category: "Air Conditioners" }),
  product("Lloyd 1.5 Ton 3 Star Window AC", "Lloyd"),
  product("Samsung 80 cm (32 inch) HD Ready Smart LED TV", "Samsung", { category: "LED TVs" }),
  product("LG 139 cm (55 inch) 4K Ultra HD Smart LED TV", "LG", { category: "LED TVs" }),
  product("Xiaomi 108 cm (43 inch) Smart Google TV", "Xiaomi"),
  product("LG 28 L Charcoal Convection Microwave Oven", "LG", { category: "Microwaves" }),
  product("Godrej 180 L Direct Cool Single Door Refrigerator", "Godrej", {
    category: "Refrigerators",
  }),
  product("Samsung 236 L Frost Free Double Door Refrigerator", "Samsung", { inStock: false }),
  product("Philips Stainless Steel Electric Kettle", "Philips", { category: "Home & Kitchen" }),
];
const names = (found: Product[]) => found.map((item) => item.name);
const search = (q: string) => names(searchCatalogue(catalogue, { q }));
const kindOf = (found: string[]) =>
  found.map((name) => applianceKindOf(catalogue.find((item) => item.name === name)!));

describe("storefront search (issue 15)", () => {
  it("'AC' lists the air conditioners first and the washing machines only after them", () => {
    const found = search("AC");
    expect(kindOf(found.slice(0, 2))).toEqual(["ac", "ac"]);
    // The spec's substring match is the floor: 'Machine' still contains 'ac'.
    expect(kindOf(found.slice(2))).toEqual([
      "washing-machine",
      "washing-machine",
      "washing-machine",
    ]);
  });

  it.each([
    ["fridge", ["refrigerator", "refrigerator"]],
    ["Refrigerators", ["refrigerator", "refrigerator"]],
    ["फ्रिज", ["refrigerator", "refrigerator"]],
    ["washing machines", ["washing-machine", "washing-machine", "washing-machine"]],
    ["वाशिंग मशीन", ["washing-machine", "washing-machine", "washing-machine"]],
    ["air conditioner", ["ac", "ac"]],
    ["एसी", ["ac", "ac"]],
    ["television", ["led-tv", "led-tv", "led-tv"]],
    ["टीवी", ["led-tv", "led-tv", "led-tv"]],
    ["oven", ["microwave"]],
  ])("'%s' finds every product of its kind and nothing else", (q, kinds) => {
    expect(kindOf(search(q))).toEqual(kinds);
  });

  it("'samsung washing machine' finds Samsung's washing machine, words in any order", () => {
    expect(search("samsung washing machine")).toEqual([
      "Samsung 7 kg Fully Automatic Top Load Washing Machine",
    ]);
    expect(search("washing machine samsung")).toEqual(search("samsung washing machine"));
    expect(search("सैमसंग वाशिंग मशीन")).toEqual(search("samsung washing machine"));
  });

  it("'LG tv' finds LG's televisions, also named 'LED'", () => {
    expect(search("LG tv")).toEqual(["LG 139 cm (55 inch) 4K Ultra HD Smart LED TV"]);
    expect(search("lg led")).toEqual(search("LG tv"));
  });

  it("ranks whole words and word beginnings before matches inside a word", () => {
    expect(search("ket")).toEqual(["Philips Stainless Steel Electric Kettle"]);
    // 'oor' is only inside 'Door' and 'Door': still found, by the spec's substring floor.
    expect(search("oor")).toHaveLength(2);
    expect(search("samsung")[0]).toMatch(/^Samsung/);
  });

  it("finds everything the spec's case-insensitive substring of the name finds", () => {
    for (const item of catalogue) {
      for (const size of [2, 5, 9]) {
        for (let start = 0; start + size <= item.name.length; start += 3) {
          const q = item.name.slice(start, start + size).toUpperCase();
          if (q.trim() === "") continue;
          const expected = catalogue
            .filter((other) => other.name.toLowerCase().includes(q.trim().toLowerCase()))
            .map((other) => other.name);
          expect(search(q)).toEqual(expect.arrayContaining(expected));
        }
      }
    }
  });

  it("also finds a product by its Hindi name, whole words first and inside a word last", () => {
    const withHindi = [
      product("Bajaj 20 L Solo Microwave Oven", "Bajaj", {
        category: "Microwaves",
        nameHi: "Bajaj 20 लीटर सोलो माइक्रोवेव ओवन",
      }),
      product("Bajaj Glass Kettle", "Bajaj", { nameHi: "Bajaj कांच की केतली" }),
      product("Usha Room Heater", "Usha"),
    ];
    const find = (q: string) => names(searchCatalogue(withHindi, { q }));
    expect(find("केतली")).toEqual(["Bajaj Glass Kettle"]);
    expect(find("सोलो")).toEqual(["Bajaj 20 L Solo Microwave Oven"]);
    // Inside a Hindi word only: the substring floor holds for the Hindi name too.
    expect(find("तली")).toEqual(["Bajaj Glass Kettle"]);
    // Every word must match, in either name, the brand or the kind.
    expect(find("bajaj केतली")).toEqual(["Bajaj Glass Kettle"]);
    expect(find("kettle")).toEqual(["Bajaj Glass Kettle"]);
    expect(find("हीटर")).toEqual([]);
  });

  it("finds nothing for a word no product has", () => {
    expect(search("zzzz")).toEqual([]);
    expect(search("!!!")).toEqual([]);
  });

  it("filters by appliance kind, brand and stock, and sorts by price or newest", () => {
    expect(kindOf(names(searchCatalogue(catalogue, { type: "led-tv" })))).toEqual([
      "led-tv",
      "led-tv",
      "led-tv",
    ]);
    expect(names(searchCatalogue(catalogue, { type: "refrigerator", inStock: true }))).toEqual([
      "Godrej 180 L Direct Cool Single Door Refrigerator",
    ]);
    expect(names(searchCatalogue(catalogue, { brand: "lg", q: "tv" }))).toEqual([
      "LG 139 cm (55 inch) 4K Ultra HD Smart LED TV",
    ]);
    const cheapest = searchCatalogue(catalogue, { sort: "price-low" }).map((i) => i.pricePaise);
    expect(cheapest).toEqual([...cheapest].sort((a, b) => a - b));
    const dearest = searchCatalogue(catalogue, { sort: "price-high" }).map((i) => i.pricePaise);
    expect(dearest).toEqual([...dearest].sort((a, b) => b - a));
    const newest = searchCatalogue([...catalogue].reverse(), { sort: "newest" });
    expect(names(newest)).toEqual(names(catalogue));
  });

  it("knows a product's kind from its category, or else from its name", () => {
    expect(applianceKindOf({ name: "Anything", category: "Microwaves" })).toBe("microwave");
    expect(applianceKindOf({ name: "Lloyd 1.5 Ton Window AC", category: "Electronics" })).toBe(
      "ac",
    );
    expect(applianceKindOf({ name: "Electric Kettle", category: "Home & Kitchen" })).toBe(
      undefined,
    );
  });

  it("lists the brands on offer, of one kind when asked", () => {
    const entries = catalogue.map(searchEntry);
    expect(brandsOf(catalogue, entries, "led-tv")).toEqual(["LG", "Samsung", "Xiaomi"]);
    expect(brandsOf(catalogue, entries)).toContain("Philips");
  });

  it("has a term for every appliance kind and no term meaning two things", () => {
    expect(Object.keys(KIND_TERMS).sort()).toEqual([...APPLIANCE_KIND_SLUGS].sort());
    const all = [...Object.values(KIND_TERMS).flat(), ...Object.values(BRAND_TERMS).flat()];
    expect(new Set(all).size).toBe(all.length);
  });
});
