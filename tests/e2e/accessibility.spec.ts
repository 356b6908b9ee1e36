import { accessibilityProblems } from "./axe";
import { listedProducts } from "./catalogue-api";
import { expect, test } from "./fixtures";

test("every storefront page is free of accessibility problems", async ({ page, request }) => {
  const products = await listedProducts(request);
  const inStock = products.find((product) => product.inStock)!;
  const outOfStock = products.find((product) => !product.inStock)!;
  const pages = [
    "/",
    "/?q=zzzz-no-such-thing",
    `/product/${inStock.id}`,
    `/product/${outOfStock.id}`,
    "/contact",
    "/our-service",
    "/cart",
    "/terms",
    "/privacy",
    // Issue 15's new states: chips and filters, search, and the Hindi pages.
    "/?type=refrigerator&inStock=true&sort=price-desc",
    "/?q=fridge",
    "/hi",
    `/hi/product/${inStock.id}`,
    `/hi/product/${outOfStock.id}`,
    "/hi/contact",
    "/hi/track",
  ];
  for (const path of pages) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect(await accessibilityProblems(page), path).toEqual([]);
  }
  await page.goto(`/product/${inStock.id}`);
  await page.getByRole("button", { name: "Add to Cart" }).first().click();
  // A tap before hydration is added only once the page has hydrated.
  await expect(page.getByRole("button", { name: "Go to cart" }).first()).toBeVisible();
  await page.goto("/cart");
  await expect(page.getByRole("link", { name: inStock.name })).toBeVisible();
  expect(await accessibilityProblems(page), "/cart with an item").toEqual([]);
});
