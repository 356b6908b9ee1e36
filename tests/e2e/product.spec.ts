import { productWhere } from "./catalogue-api";
import { expect, test } from "./fixtures";

test("the quantity stepper stays between 1 and the maximum and says so", async ({
  page,
  request,
}) => {
  const product = await productWhere(
    request,
    (candidate) => candidate.inStock && candidate.maxQuantity <= 5,
  );
  await page.goto(`/product/${product.id}`);
  const quantity = page.getByRole("group", { name: "Quantity" }).locator("output");
  await expect(quantity).toHaveText("1");
  await expect(page.getByRole("button", { name: "Decrease quantity" })).toBeDisabled();
  const increase = page.getByRole("button", { name: "Increase quantity" });
  for (let step = 1; step < product.maxQuantity; step += 1) await increase.click();
  await expect(quantity).toHaveText(String(product.maxQuantity));
  await expect(page.getByText(`Maximum quantity is ${product.maxQuantity}`)).toHaveCount(0);
  await increase.click();
  await expect(quantity).toHaveText(String(product.maxQuantity));
  await expect(page.getByText(`Maximum quantity is ${product.maxQuantity}`)).toBeVisible();
});

test("Add to Cart adds the chosen quantity and resets the stepper to 1", async ({
  page,
  request,
}) => {
  const product = await productWhere(
    request,
    (candidate) => candidate.inStock && candidate.maxQuantity >= 3,
  );
  await page.goto(`/product/${product.id}`);
  await page.getByRole("button", { name: "Increase quantity" }).click();
  await page.getByRole("button", { name: "Increase quantity" }).click();
  await page.getByRole("button", { name: "Add to Cart" }).first().click();
  await expect(
    page.getByRole("status").filter({ hasText: `${product.name} added to cart!` }),
  ).toBeVisible();
  await expect(page.getByTestId("cart-count")).toHaveText("3");
  await expect(page.getByRole("group", { name: "Quantity" }).locator("output")).toHaveText("1");
});

test("Buy Now adds the product and opens the cart", async ({ page, request }) => {
  const product = await productWhere(request, (candidate) => candidate.inStock);
  await page.goto(`/product/${product.id}`);
  await page.getByRole("button", { name: "Buy Now" }).first().click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole("link", { name: product.name })).toBeVisible();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
});

test("an out-of-stock product has no stepper and cannot be bought", async ({ page, request }) => {
  const product = await productWhere(request, (candidate) => !candidate.inStock);
  await page.goto(`/product/${product.id}`);
  await expect(page.getByText("Out of Stock", { exact: true })).toBeVisible();
  await expect(page.getByRole("group", { name: "Quantity" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Add to Cart" }).first()).toBeDisabled();
  await expect(page.getByRole("button", { name: "Buy Now" }).first()).toBeDisabled();
});

test("an unknown product shows the not-found state, answered with 404", async ({
  page,
  pageErrors,
}) => {
  await page.goto("/");
  const response = await page.goto("/product/987654321");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Product not found" })).toBeVisible();
  await expect(page.getByText("The product you're looking for doesn't exist.")).toBeVisible();
  await page.getByRole("button", { name: "Go Back" }).click();
  await expect(page).toHaveURL(/\/$/);
  // The browser reports the deliberate 404 of the page itself; nothing else may be logged.
  const others = pageErrors.filter((error) => !error.includes("status of 404"));
  pageErrors.splice(0, pageErrors.length, ...others);
});

test("Back on a product opened from a shared link leads to the shop, not out of it", async ({
  page,
  request,
}) => {
  const product = await productWhere(request, (candidate) => candidate.inStock);
  // The tab already has a page before the shop's, as a chat app's browser tab does.
  await page.goto("about:blank");
  await page.goto(`/product/${product.id}`);
  await page.getByRole("button", { name: "Back", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(/^Showing \d+ product\(s\)$/)).toBeVisible();
});
