import type { ProductJson } from "../../domain/product-json";
import { accessibilityProblems } from "./axe";
import { listedProducts } from "./catalogue-api";
import { expect, test } from "./fixtures";

type Pick = (products: ProductJson[]) => ProductJson;
const inStock: Pick = (products) => products.find((product) => product.inStock)!;
const outOfStock: Pick = (products) => products.find((product) => !product.inStock)!;

interface Visit {
  path: string;
  product?: Pick;
}

/**
 * Every storefront page a visitor can reach, in four tests that run side by side: one slow page on
 * a busy machine cannot take the whole sweep past its limit, and each test still visits several
 * pages in one browser page (a test of its own per page cost three times the time).
 */
const sweeps: Record<string, Visit[]> = {
  "the catalogue pages": [
    { path: "/" },
    { path: "/?q=zzzz-no-such-thing" },
    // Issue 15's new states: chips and filters, search.
    { path: "/?type=refrigerator&inStock=true&sort=price-desc" },
    { path: "/?q=fridge" },
  ],
  "the product pages, in English and Hindi": [
    { path: "/product/", product: inStock },
    { path: "/product/", product: outOfStock },
    { path: "/hi/product/", product: inStock },
    { path: "/hi/product/", product: outOfStock },
  ],
  "the shop's other pages": [
    { path: "/contact" },
    { path: "/our-service" },
    { path: "/cart" },
    { path: "/terms" },
    { path: "/privacy" },
  ],
  "the Hindi pages": [{ path: "/hi" }, { path: "/hi/contact" }, { path: "/hi/track" }],
};

for (const [name, visits] of Object.entries(sweeps)) {
  test(`${name} are free of accessibility problems`, async ({ page, request }) => {
    const products = await listedProducts(request);
    for (const { path, product } of visits) {
      const url = product ? path + product(products).id : path;
      await page.goto(url);
      await page.waitForLoadState("networkidle");
      expect(await accessibilityProblems(page), url).toEqual([]);
    }
  });
}

test("/cart with an item is free of accessibility problems", async ({ page, request }) => {
  const product = inStock(await listedProducts(request));
  await page.goto(`/product/${product.id}`);
  await page.getByRole("button", { name: "Add to Cart" }).first().click();
  // A tap before hydration is added only once the page has hydrated.
  await expect(page.getByRole("button", { name: "Go to cart" }).first()).toBeVisible();
  await page.goto("/cart");
  await expect(page.getByRole("link", { name: product.name })).toBeVisible();
  expect(await accessibilityProblems(page), "/cart with an item").toEqual([]);
});
