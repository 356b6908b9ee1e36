import { randomUUID } from "node:crypto";
import type { Page, TestInfo } from "@playwright/test";
import { orderRefusals } from "../../domain/order-refusals";
import type { ProductJson } from "../../domain/product-json";
import { E2E_ADMIN } from "./admin-session";
import { openAdmin } from "./admin-context";
import { cartLine, openCart } from "./cart-helpers";
import { expect, test } from "./fixtures";
import { randomMobile } from "./order-helpers";

/**
 * One stock count (issue 31) as a customer and the owner meet it on their phones: 'Only N left' at
 * or below the settings' 3 (the default) on the card, the search and the product page, in English
 * and Hindi at 360 and 393 px; Out of Stock at 0, with no way into the cart and a refused order
 * saying why; the waiting list told it is back after a cancellation and after a new count; and the
 * product's stock history naming each change. The tests add products, so they run on the isolated
 * server.
 */

const WIDTHS = [360, 393] as const;
const ONLY_LEFT = { en: (n: number) => `Only ${n} left`, hi: (n: number) => `सिर्फ़ ${n} बचे हैं` };
const FEW_WORD = { en: "left", hi: "बचे" };
const OUT_OF_STOCK = { en: "Out of Stock", hi: "स्टॉक में नहीं" };
const IN_STOCK = { en: "In Stock", hi: "स्टॉक में है" };

async function addProduct(admin: Page, name: string): Promise<ProductJson> {
  const created = await admin.request.post("/api/admin/products", {
    data: {
      name,
      price: 2490,
      description: "Five blades, remote control.",
      category: "Home & Kitchen",
    },
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as ProductJson;
}

/** 'Save count' on the product's edit page, as the owner sets it after a delivery or a count. */
async function saveCount(admin: Page, id: number, count: string, why: string) {
  await admin.goto(`/admin/products/${id}/edit`);
  await admin.getByLabel("Count", { exact: true }).fill(count);
  await admin.getByLabel("Why").fill(why);
  await admin.getByRole("button", { name: "Save count" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Stock count saved." })).toBeVisible();
}

function card(page: Page, name: string) {
  return page.getByRole("article").filter({ has: page.getByRole("link", { name }) });
}

/** What the card in the search and the product page say of the stock, in each language and width. */
async function expectStockWord(
  page: Page,
  product: ProductJson,
  words: { en: string; hi: string },
  testInfo: TestInfo,
  step: string,
) {
  // A card says nothing of a product in stock above the setting; the product page says In Stock.
  const onCard = words !== IN_STOCK;
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 760 });
    for (const locale of ["en", "hi"] as const) {
      const prefix = locale === "hi" ? "/hi" : "";
      await page.goto(`${prefix}/?q=${encodeURIComponent(product.name)}`);
      await expect(card(page, product.name)).toBeVisible();
      if (onCard) await expect(card(page, product.name)).toContainText(words[locale]);
      else await expect(card(page, product.name)).not.toContainText(FEW_WORD[locale]);
      await page.screenshot({ path: testInfo.outputPath(`${step}-search-${locale}-${width}.png`) });
      await page.goto(`${prefix}/product/${product.id}`);
      await expect(page.getByRole("main")).toContainText(words[locale]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      await page.screenshot({
        path: testInfo.outputPath(`${step}-product-${locale}-${width}.png`),
      });
    }
  }
}

test("a counted product says 'Only N left', sells out, cannot be added or ordered, and its waiting list hears it is back after a cancellation and a new count @isolated", async ({
  page,
  browser,
  baseURL,
  adminSessionToken,
  pageErrors,
}, testInfo) => {
  // Twenty-odd pages in two browsers: three times the usual limit on a shared machine.
  test.slow();
  const admin = await openAdmin(browser, baseURL!, adminSessionToken);
  const product = await addProduct(admin, `Orient Tower Fan ${randomUUID().slice(0, 6)}`);
  await saveCount(admin, product.id, "2", "New delivery");
  // The count rules its In Stock: the owner sees it in place of a switch it would overrule.
  await expect(admin.getByText("In stock follows the stock count below")).toBeVisible();
  await expect(admin.getByRole("checkbox", { name: "In stock", exact: true })).toHaveCount(0);
  await admin.goto(`/admin/products?q=${encodeURIComponent(product.name)}`);
  const row = admin.getByRole("list", { name: "Products" }).getByRole("listitem");
  await expect(
    row.getByRole("link", { name: `2 counted: set the stock of ${product.name}` }),
  ).toBeVisible();
  await expect(row.getByRole("switch")).toHaveCount(0);

  // At or below the setting: 'Only 2 left' on the card, the search and the product page.
  await expectStockWord(
    page,
    product,
    { en: ONLY_LEFT.en(2), hi: ONLY_LEFT.hi(2) },
    testInfo,
    "two-left",
  );

  // A customer puts both in the cart; meanwhile another buys them.
  await page.setViewportSize({ width: 360, height: 760 });
  await page.goto(`/product/${product.id}`);
  await page.getByRole("button", { name: "Increase quantity" }).first().click();
  await page.getByRole("button", { name: "Add to Cart" }).first().click();
  await expect(page.getByTestId("cart-count")).toHaveText("2");
  await openCart(page);
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  const details = page.getByRole("dialog", { name: "Customer Details" });
  await details.getByLabel("Full Name").fill("Kavya Sharma");
  await details.getByLabel("Mobile Number").fill(randomMobile());
  await details.getByRole("button", { name: "Save Details" }).click();
  await expect(details).toHaveCount(0);
  const other = await page.request.post("/api/orders", {
    data: {
      customerName: "Ravi Kumar",
      customerMobile: randomMobile(),
      items: [{ productId: product.id, quantity: 2 }],
      idempotencyKey: randomUUID(),
    },
  });
  expect(other.status()).toBe(201);
  const sold = (await other.json()) as { id: number; orderNumber: string };

  // The cart's order is refused with what is left, and its line is marked sold out.
  await page.getByRole("button", { name: "Confirm Order" }).click();
  await expect(
    page.getByRole("alert").filter({
      hasText: `Failed to place order: ${orderRefusals.onlyLeft(product.name, 0)}`,
    }),
  ).toBeVisible();
  await expect(
    cartLine(page, product.name).getByText("Out of Stock", { exact: true }),
  ).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("refused-cart-360.png") });
  pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((e) => !/status of 409/.test(e)));

  // At 0: Out of Stock everywhere, ADD and Add to Cart disabled.
  await expectStockWord(page, product, OUT_OF_STOCK, testInfo, "sold-out");
  await page.goto(`/?q=${encodeURIComponent(product.name)}`);
  await expect(
    card(page, product.name).getByRole("button", { name: `${product.name} is unavailable` }),
  ).toBeDisabled();
  await expect(card(page, product.name)).not.toContainText("left");
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole("button", { name: "Add to Cart" }).first()).toBeDisabled();

  // The customer asks to hear when it is back; the owner's list says it is still sold out.
  const waiting = randomMobile();
  await page.getByLabel("Your mobile number").fill(waiting);
  await page.getByRole("button", { name: "Tell me when it is back" }).click();
  await expect(page.getByText("We will message you on WhatsApp")).toBeVisible();
  const waitingEntry = async (backInStock: boolean) => {
    await admin.goto("/admin/products");
    const list = admin.getByRole("region", { name: "Waiting for stock" });
    const entry = list.getByRole("listitem").filter({ hasText: product.name }).first();
    await expect(entry).toContainText(
      backInStock ? "back in stock: tell them" : "still out of stock",
    );
    const chat = entry.getByRole("link", { name: `that ${product.name} is back` });
    await expect(chat).toHaveCount(backInStock ? 1 : 0);
  };
  await waitingEntry(false);

  // A cancelled order gives its units back: the list says to tell them, the shop says 2 left.
  await admin.goto(`/admin/order-details/${sold.id}`);
  await admin.getByRole("button", { name: "Change status" }).click();
  await admin.getByRole("menuitem", { name: "Mark as Cancelled" }).click();
  await expect(admin.getByText("Status changed to Cancelled").first()).toBeVisible();
  await waitingEntry(true);
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole("main")).toContainText(ONLY_LEFT.en(2));

  // Counted to 0, then a delivery of 5: sold out, then back, and above the setting, In Stock.
  await saveCount(admin, product.id, "0", "Counted the shelf");
  await waitingEntry(false);
  await saveCount(admin, product.id, "5", "New delivery");
  await waitingEntry(true);
  await expectStockWord(page, product, IN_STOCK, testInfo, "five");

  // The product's stock history: newest first, each change with its order or who and why.
  await admin.goto(`/admin/products/${product.id}/edit`);
  const history = admin.getByRole("list", { name: "Stock history" }).getByRole("listitem");
  await expect(history).toHaveCount(5);
  const lines = [
    `Adjusted +5 → 5 · New delivery · ${E2E_ADMIN.email}`,
    `Adjusted -2 → 0 · Counted the shelf · ${E2E_ADMIN.email}`,
    `Cancelled, given back +2 → 2 · ${sold.orderNumber} · ${E2E_ADMIN.email}`,
    `Sold -2 → 0 · ${sold.orderNumber} ·`,
    `Adjusted +2 → 2 · New delivery · ${E2E_ADMIN.email}`,
  ];
  for (const [index, line] of lines.entries()) {
    await expect(history.nth(index)).toContainText(line);
  }
  await admin.setViewportSize({ width: 360, height: 760 });
  await admin.getByRole("heading", { name: "Stock count" }).scrollIntoViewIfNeeded();
  await admin.screenshot({ path: testInfo.outputPath("history-360.png"), fullPage: true });
  await admin.context().close();
});

test("a product without a count keeps the In Stock switch and never says how many are left @isolated", async ({
  page,
  browser,
  baseURL,
  adminSessionToken,
}) => {
  const admin = await openAdmin(browser, baseURL!, adminSessionToken);
  const product = await addProduct(admin, `Usha Table Fan ${randomUUID().slice(0, 6)}`);
  await page.setViewportSize({ width: 360, height: 760 });
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole("main")).toContainText(IN_STOCK.en);
  await expect(page.getByRole("main")).not.toContainText("left");

  await admin.goto(`/admin/products?q=${encodeURIComponent(product.name)}`);
  const row = admin.getByRole("list", { name: "Products" }).getByRole("listitem");
  // A click, not check(): the switch shows the choice once the fetcher has taken it.
  await row.getByRole("switch").click();
  await expect(admin.getByText(`"${product.name}" is now out of stock`)).toBeVisible();
  await page.goto(`/hi/product/${product.id}`);
  await expect(page.getByRole("main")).toContainText(OUT_OF_STOCK.hi);
  await expect(page.getByRole("button", { name: "कार्ट में जोड़ें" }).first()).toBeDisabled();

  await row.getByRole("switch").click();
  await expect(admin.getByText(`"${product.name}" is now in stock`)).toBeVisible();
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole("main")).toContainText(IN_STOCK.en);
  await admin.context().close();
});
