import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storefrontProductListJsonSchema } from "../../domain/product-json";
import { demoCatalogue } from "../../server/db/seed/demo-catalogue";
import { buildProduct } from "../factories/product";
import { createTestShop, type TestShop } from "../setup/test-shop";

let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop({ pages: true, demo: true });
  // Filed under a spec category: its kind comes from its name.
  await shop.catalogue.addProducts([
    buildProduct({
      name: "Voltas 1 Ton 3 Star Window AC (Zeta)",
      brand: "Voltas",
      category: "Electronics",
      pricePaise: 2_599_000,
      inStock: false,
    }),
  ]);
});

afterAll(() => shop.close());

async function listed(query: string) {
  const response = await shop.app.request(`/api/products?${query}`);
  expect(response.status).toBe(200);
  return storefrontProductListJsonSchema.parse(await response.json()).products;
}

const escapeHtml = (text: string) => text.replaceAll("&", "&amp;").replaceAll('"', "&quot;");

async function page(query: string) {
  const response = await shop.app.request(`/?${query}`);
  expect(response.status).toBe(200);
  return response.text();
}

const acs = demoCatalogue.filter((product) => product.category === "Air Conditioners");

describe("storefront search and browsing (issue 15)", () => {
  it("lists air conditioners first for 'AC', washing machines (inside 'Machine') after them", async () => {
    const found = await listed("q=AC");
    const firstKinds = found.slice(0, acs.length + 1).map((product) => product.category);
    expect(new Set(firstKinds)).toEqual(new Set(["Air Conditioners", "Electronics"]));
    expect(found.at(-1)!.category).toBe("Washing Machines");
  });

  it.each([
    ["fridge", "Refrigerators"],
    ["washing machines", "Washing Machines"],
    ["वाशिंग मशीन", "Washing Machines"],
    ["टीवी", "LED TVs"],
  ])("finds the kind a shopper means by '%s'", async (q, category) => {
    const found = await listed(`q=${encodeURIComponent(q)}`);
    expect(found.length).toBe(demoCatalogue.filter((p) => p.category === category).length);
    for (const product of found) expect(product.category).toBe(category);
  });

  it("combines words in any order with the brand: 'samsung washing machine', 'LG tv'", async () => {
    for (const product of await listed("q=samsung%20washing%20machine")) {
      expect(product.name).toMatch(/^Samsung .*Washing Machine/);
    }
    const lgTvs = await listed("q=LG%20tv");
    expect(lgTvs.length).toBeGreaterThan(0);
    for (const product of lgTvs)
      expect([product.brand, product.category]).toEqual(["LG", "LED TVs"]);
  });

  it("filters by kind, brand and stock and sorts by price both ways and newest", async () => {
    const ac = await listed("type=ac");
    expect(ac.map((product) => product.name)).toContain("Voltas 1 Ton 3 Star Window AC (Zeta)");
    expect(ac).toHaveLength(acs.length + 1);
    const inStockVoltas = await listed("type=ac&brand=voltas&inStock=true");
    expect(inStockVoltas.map((product) => product.brand)).toEqual(
      acs.filter((p) => p.brand === "Voltas" && p.inStock).map(() => "Voltas"),
    );
    const cheap = (await listed("type=ac&sort=price-low")).map((product) => product.price);
    expect(cheap).toEqual([...cheap].sort((a, b) => a - b));
    const dear = (await listed("q=tv&sort=price-high")).map((product) => product.price);
    expect(dear).toEqual([...dear].sort((a, b) => b - a));
    const newest = (await listed("sort=newest")).map((product) => product.createdAt);
    expect(newest).toEqual([...newest].sort().reverse());
  });

  it.each([
    ["type=fan", /type must be one of/],
    ["sort=cheapest", /sort must be one of/],
    [`brand=${"x".repeat(101)}`, /Brand must be at most 100/],
  ])("answers %s with a 400 that says what is wrong", async (query, message) => {
    const response = await shop.app.request(`/api/products?${query}`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(
      message,
    );
  });

  it("renders chips, filters and the count on the server, combined with the search", async () => {
    const body = await page("type=led-tv&brand=LG&sort=price-high&inStock=true&q=smart");
    const lgSmartTvs = demoCatalogue.filter(
      (p) => p.category === "LED TVs" && p.brand === "LG" && p.inStock && /smart/i.test(p.name),
    );
    expect(lgSmartTvs.length).toBeGreaterThan(0);
    expect(body).toContain(`Showing ${lgSmartTvs.length} product(s)`);
    expect(body).toMatch(/<a[^>]*aria-current="true"[^>]*>LED TV<\/a>/);
    expect(body).toMatch(/<option value="LG" selected="">LG<\/option>/);
    expect(body).toMatch(/<option value="price-high" selected="">/);
    expect(body).toMatch(
      /<input type="checkbox"[^>]*checked=""[^>]*name="inStock"|name="inStock"[^>]*checked=""/,
    );
    // Chips keep the search and filters when they switch kind.
    expect(body).toContain(
      'href="/?type=ac&amp;brand=LG&amp;sort=price-high&amp;inStock=true&amp;q=smart"',
    );
  });

  it("ignores a value the shop does not know in a shared page link", async () => {
    const body = await page("type=fan&sort=cheapest");
    expect(body).toContain(`Showing ${demoCatalogue.length + 1} product(s)`);
  });

  it("counts a ranked search on the page: 'AC' shows the ACs and the washing machines", async () => {
    const body = await page("q=AC");
    const count = demoCatalogue.filter(
      (p) => p.category === "Air Conditioners" || /ac/i.test(p.name),
    ).length;
    expect(body).toContain(`Showing ${count + 1} product(s)`);
    const at = (category: string) =>
      Math.min(
        ...demoCatalogue
          .filter((p) => p.category === category)
          .map((p) => body.indexOf(escapeHtml(p.name)))
          .filter((index) => index >= 0),
      );
    expect(at("Air Conditioners")).toBeLessThan(at("Washing Machines"));
  });
});
