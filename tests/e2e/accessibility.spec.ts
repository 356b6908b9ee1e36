import { seriousAccessibilityProblems } from "./axe";
import { listedProducts } from "./catalogue-api";
import { expect, test } from "./fixtures";

test("every storefront page is free of serious accessibility problems", async ({
  page,
  request,
}) => {
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
  ];
  for (const path of pages) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect(await seriousAccessibilityProblems(page), path).toEqual([]);
  }
  await page.goto(`/product/${inStock.id}`);
  await page.getByRole("button", { name: "Add to Cart" }).first().click();
  await page.goto("/cart");
  await expect(page.getByRole("link", { name: inStock.name })).toBeVisible();
  expect(await seriousAccessibilityProblems(page), "/cart with an item").toEqual([]);
});
