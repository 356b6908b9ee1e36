import sharp from "sharp";
import { PRODUCT_SAVE_MESSAGES } from "../../domain/product-form";
import { PRODUCT_FORM_MESSAGES } from "../../domain/product-schemas";
import { stockMessages } from "../../domain/stock-count";
import { E2E_ADMIN } from "./admin-session";
import { accessibilityProblems } from "./axe";
import { expect, test } from "./fixtures";

async function photo(name: string, background: string) {
  const buffer = await sharp({ create: { width: 600, height: 600, channels: 3, background } })
    .png()
    .toBuffer();
  return { name, mimeType: "image/png", buffer };
}

test("the shop owner adds a product with two photos, corrects its price and deletes it @isolated", async ({
  adminPage: page,
}, testInfo) => {
  const name = `Lloyd 1 Ton Window AC (${testInfo.project.name})`;
  await page.goto("/admin");

  await page.getByRole("button", { name: "Add Product" }).click();
  await expect(page.getByRole("alert")).toHaveText(PRODUCT_FORM_MESSAGES.nameRequired);
  await expect(page.getByLabel("Product name *")).toBeFocused();

  await page.getByLabel("Product name *").fill(name);
  await page.getByLabel("Description *").fill("Copper condenser, cools a 110 sq ft room.");
  await page.getByLabel("Brand").fill("Lloyd");
  await page.getByLabel("Category *").selectOption("Electronics");
  await page.getByLabel("Price (₹) *").fill("24990");
  await page.getByLabel("Original price (₹)").fill("33990");
  await expect(page.getByLabel("Discount")).toHaveValue("26% OFF");

  await page
    .getByLabel("Choose photos")
    .setInputFiles([await photo("front.png", "#2563eb"), await photo("side.png", "#f97316")]);
  const images = page.getByRole("list", { name: "Product images" }).getByRole("listitem");
  await expect(images).toHaveCount(2);
  await expect(page.getByRole("progressbar")).toHaveCount(0);
  await expect(images.first().getByText("Main image")).toBeVisible();

  await page.getByLabel("Specification name").fill("Capacity");
  await page.getByLabel("Value", { exact: true }).fill("1 Ton");
  await page.getByRole("button", { name: "Add specification" }).click();
  await expect(page.getByRole("list", { name: "Specifications" })).toContainText("Capacity: 1 Ton");

  await page.getByRole("button", { name: "Add Product" }).click();
  await expect(page.getByText(PRODUCT_SAVE_MESSAGES.added)).toBeVisible();
  await expect(page.getByLabel("Product name *")).toHaveValue("");
  await expect(page.getByLabel("Rating (1–5)")).toHaveValue("4");

  await page.getByRole("link", { name: "View it in the shop" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("₹24,990").first()).toBeVisible();
  await expect(page.locator(`img[alt="${name}"]`).first()).toHaveAttribute(
    "src",
    /^\/uploads\/products\/[a-f0-9]{32}\.webp$/,
  );

  await page.goto("/admin/products");
  await page.getByRole("searchbox", { name: "Search products by name" }).fill(name);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByRole("list", { name: "Products" }).getByRole("listitem")).toHaveCount(1);
  await page.getByRole("link", { name: `Edit ${name}` }).click();
  await expect(page.getByLabel("Price (₹) *")).toHaveValue("24990");
  await page.getByLabel("Price (₹) *").fill("22990");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText(PRODUCT_SAVE_MESSAGES.updated)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await page.getByRole("searchbox", { name: "Search products by name" }).fill(name);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const row = page
    .getByRole("list", { name: "Products" })
    .getByRole("listitem")
    .filter({ hasText: name });
  await expect(row).toContainText("₹22,990");

  await page.getByRole("button", { name: `Delete ${name}` }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete product?" });
  await expect(dialog).toContainText(`Are you sure you want to delete "${name}"?`);
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText(`"${name}" deleted`)).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.goto("/");
  await expect(page.getByText(name)).toHaveCount(0);
});

test("the add, list and edit pages have no accessibility problems", async ({ adminPage: page }) => {
  await page.goto("/admin");
  await page.getByRole("button", { name: "Add Product" }).click();
  await expect(page.getByRole("alert")).toHaveText(PRODUCT_FORM_MESSAGES.nameRequired);
  expect(await accessibilityProblems(page)).toEqual([]);

  await page.goto("/admin/products");
  const edit = page.getByRole("link", { name: /^Edit / }).first();
  expect(await accessibilityProblems(page)).toEqual([]);

  await edit.click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit product" })).toBeVisible();
  expect(await accessibilityProblems(page)).toEqual([]);
});

test("a product added with a stock count shows it as its first count, by who added it @isolated", async ({
  adminPage: page,
}, testInfo) => {
  const name = `Bajaj Room Heater counted (${testInfo.project.name})`;
  await page.goto("/admin");
  await page.getByLabel("Product name *").fill(name);
  await page.getByLabel("Description *").fill("Two heat settings, tip-over cut-off.");
  await page.getByLabel("Category *").selectOption("Electronics");
  await page.getByLabel("Price (₹) *").fill("1990");
  await page.getByLabel("Stock count (optional)").fill("-3");
  await page.getByRole("button", { name: "Add Product" }).click();
  await expect(page.getByRole("alert")).toHaveText(stockMessages.firstNotWhole);
  await expect(page.getByLabel("Stock count (optional)")).toBeFocused();

  await page.getByLabel("Stock count (optional)").fill("6");
  await page.getByRole("button", { name: "Add Product" }).click();
  await expect(page.getByText(PRODUCT_SAVE_MESSAGES.added)).toBeVisible();
  await expect(page.getByLabel("Stock count (optional)")).toHaveValue("");
  await page.getByRole("link", { name: "edit it" }).click();
  await expect(page.getByText("6 in the shop.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Stock history" })).toContainText(
    `Adjusted +6 → 6 · ${stockMessages.firstCount} · ${E2E_ADMIN.email}`,
  );
  await expect(page.getByText("Stock count (optional)")).toHaveCount(0);
});
