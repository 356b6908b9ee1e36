import { formatMobile } from "../../domain/contact-links";
import { stockAlertMessages } from "../../domain/stock-alerts";
import { accessibilityProblems } from "./axe";
import { productWhere } from "./catalogue-api";
import { expect, test } from "./fixtures";

// The product page as a phone shows it (issue 15): its own buttons start below the fold.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("the sticky bar shows while the page's buttons are off screen", async ({ page, request }) => {
  const product = await productWhere(request, (candidate) => candidate.inStock);
  await page.goto(`/product/${product.id}`);
  const bar = page.getByRole("region", { name: `Buy ${product.name}` });
  const main = page.getByRole("button", { name: "Add to Cart" }).first();
  await main.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, -10);
  await expect(main).toBeInViewport();
  await expect(bar).toBeHidden();
  // Scrolled past the buttons, reading the description.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(bar).toBeVisible();
  await expect(bar.getByRole("button", { name: "Buy Now" })).toBeVisible();
  expect(await accessibilityProblems(page), "product page with the bar").toEqual([]);
});

test("Buy Now after Add to Cart keeps the chosen quantity", async ({ page, request }) => {
  const product = await productWhere(
    request,
    (candidate) => candidate.inStock && candidate.maxQuantity >= 3,
  );
  await page.goto(`/product/${product.id}`);
  await page.getByRole("button", { name: "Increase quantity" }).click();
  await page.getByRole("button", { name: "Add to Cart" }).first().click();
  await expect(page.getByRole("button", { name: "Go to cart" }).first()).toBeVisible();
  await page.getByRole("button", { name: "Buy Now" }).first().click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId("cart-count")).toHaveText("2");
});

test("'Tell me when it is back' is stored and listed on the admin's products page", async ({
  page,
  adminPage,
  request,
}, testInfo) => {
  const product = await productWhere(request, (candidate) => !candidate.inStock);
  const mobile = testInfo.project.name.startsWith("phone") ? "9829081111" : "9829082222";
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole("link", { name: stockAlertMessages.askOnWhatsApp })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/91\d{10}\?text=Hello/,
  );
  await page.getByLabel(stockAlertMessages.mobileLabel).fill("12");
  await page.getByRole("button", { name: stockAlertMessages.notifyMe }).click();
  await expect(page.getByText("Enter a 10-digit mobile number")).toBeVisible();
  expect(await accessibilityProblems(page), "sold-out page refused").toEqual([]);
  await page.getByLabel(stockAlertMessages.mobileLabel).fill(`+91 ${mobile}`);
  await page.getByRole("button", { name: stockAlertMessages.notifyMe }).click();
  await expect(page.getByText(stockAlertMessages.saved)).toBeVisible();
  expect(await accessibilityProblems(page), "sold-out page saved").toEqual([]);

  await adminPage.goto("/admin/products");
  const waiting = adminPage.getByRole("list", { name: `Waiting for ${product.name}` });
  await expect(waiting.getByText(formatMobile(mobile))).toBeVisible();
  expect(await accessibilityProblems(adminPage), "admin products with waiting").toEqual([]);
});
