import { listedProducts, productWhere } from "./catalogue-api";
import { expect, test } from "./fixtures";

const showing = /^Showing (\d+) product\(s\)$/;

test("typing a search filters the grid at once and keeps the search in the URL", async ({
  page,
}) => {
  await page.goto("/");
  const box = page.getByRole("searchbox", { name: "Search products" });
  await box.pressSequentially("WASHING");
  await expect(page).toHaveURL(/\?q=WASHING$/);
  const names = await page.getByRole("article").getByRole("heading").allTextContents();
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(name.toLowerCase()).toContain("washing");
  await expect(page.getByText(showing)).toHaveText(`Showing ${names.length} product(s)`);

  await page.goto(page.url());
  await expect(box).toHaveValue("WASHING");
  await expect(page.getByRole("article")).toHaveCount(names.length);
});

test("a search with no match shows the empty state and Clear Search brings everything back", async ({
  page,
  request,
}) => {
  const all = (await listedProducts(request)).length;
  await page.goto("/?q=zzzz-no-such-thing");
  await expect(page.getByRole("heading", { name: "No products found" })).toBeVisible();
  await expect(page.getByText("Try searching with different keywords")).toBeVisible();
  await expect(page.getByText(showing)).toHaveText("Showing 0 product(s)");
  await page.getByRole("link", { name: "Clear Search" }).click();
  await expect(page.getByText(showing)).toHaveText(`Showing ${all} product(s)`);
  await expect(page.getByRole("searchbox", { name: "Search products" })).toHaveValue("");
  await expect(page).toHaveURL(/\/$/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the search form still finds products", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("searchbox", { name: "Search products" }).fill("refrigerator");
    await page.getByRole("searchbox", { name: "Search products" }).press("Enter");
    await expect(page).toHaveURL(/\?q=refrigerator$/);
    for (const name of await page.getByRole("article").getByRole("heading").allTextContents()) {
      expect(name.toLowerCase()).toContain("refrigerator");
    }
  });
});

test("cards show discounts only in stock and out-of-stock products cannot be added", async ({
  page,
  request,
}) => {
  const products = await listedProducts(request);
  const outOfStock = products.find((product) => !product.inStock && product.discount)!;
  const discounted = products.find((product) => product.inStock && product.discount)!;
  await page.goto("/");
  const unavailable = page.getByRole("article").filter({ hasText: outOfStock.name });
  await expect(unavailable.getByText("Out of Stock")).toBeVisible();
  await expect(unavailable.getByRole("button", { name: /unavailable/i })).toBeDisabled();
  await expect(unavailable.getByText(outOfStock.discount)).toHaveCount(0);

  const onSale = page.getByRole("article").filter({ hasText: discounted.name });
  await expect(onSale.getByText(discounted.discount)).toBeVisible();
  await expect(onSale.getByText(/^Save ₹[\d,]+$/)).toBeVisible();
  await expect(onSale.locator("s")).toBeVisible();
  await expect(onSale.getByRole("button", { name: `Add ${discounted.name} to cart` })).toHaveText(
    "ADD",
  );
});

test("ADD puts the product in the cart with the spec's alerts, up to its maximum", async ({
  page,
  request,
}) => {
  const product = await productWhere(
    request,
    (candidate) => candidate.inStock && candidate.maxQuantity <= 5,
  );
  await page.goto("/");
  const badge = page.getByTestId("cart-count");
  await expect(badge).toHaveCount(0);
  const add = page.getByRole("button", { name: `Add ${product.name} to cart` });

  await add.click();
  await expect(
    page.getByRole("status").filter({ hasText: `${product.name} added to cart!` }),
  ).toBeVisible();
  await expect(badge).toHaveText("1");
  await add.click();
  await expect(
    page.getByRole("status").filter({ hasText: `${product.name} quantity updated! (2 items)` }),
  ).toBeVisible();
  for (let quantity = 3; quantity <= product.maxQuantity; quantity += 1) await add.click();
  await expect(badge).toHaveText(String(product.maxQuantity));
  await add.click();
  const refusal = page
    .getByRole("alert")
    .filter({ hasText: `Maximum quantity (${product.maxQuantity}) reached for ${product.name}` });
  await expect(refusal).toBeVisible();
  await expect(badge).toHaveText(String(product.maxQuantity));
  await expect(refusal).toBeHidden({ timeout: 4500 });

  const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem("cart") ?? "[]"));
  expect(stored).toEqual([
    expect.objectContaining({ id: product.id, name: product.name, quantity: product.maxQuantity }),
  ]);
  await page.reload();
  await expect(badge).toHaveText(String(product.maxQuantity));
});

test("clicking a card opens the product; VIEW does too", async ({ page, request }) => {
  const [first, second] = await listedProducts(request);
  await page.goto("/");
  // Anywhere on the card opens it: here, over the picture.
  await page
    .getByRole("article")
    .filter({ hasText: first!.name })
    .click({ position: { x: 30, y: 60 } });
  await expect(page).toHaveURL(new RegExp(`/product/${first!.id}$`));
  await page.goto("/");
  await page.getByRole("link", { name: `View ${second!.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${second!.id}$`));
});
