import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { dashboardMessages } from "../../domain/dashboard-messages";
import { CART_STORAGE_KEY } from "../../domain/shop-constants";
import { accessibilityProblems } from "./axe";
import { storedList } from "./cart-helpers";
import { productWhere } from "./catalogue-api";
import { expect, test } from "./fixtures";
import { HYDRATING, holdHydration, hydratedBox } from "./hold-hydration";
import { placeTestOrder, uniqueCustomerName } from "./order-helpers";

// A slow phone (issue 15): the buttons are painted well before the page's script runs.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

// Each test also runs axe on a page that is still loading, which takes seconds more.
test.slow();

/**
 * Opens `path` with hydration held and taps `button`, which shows at once that it took the tap.
 * Returns the release.
 */
async function tapBeforeHydration(page: Page, path: string, button: Locator) {
  const hydrate = await holdHydration(page);
  await page.goto(path, { waitUntil: "domcontentloaded" });
  await button.tap();
  await expect(button).toHaveAttribute("aria-busy", "true");
  return hydrate;
}

/** axe waits for the page's load to preload its assets; held, the page never finishes loading. */
const WHILE_LOADING = { preload: false };

async function cartLines(page: Page): Promise<[number, number][]> {
  return (await storedList(page, CART_STORAGE_KEY)).map((line) => [line.id, line.quantity]);
}

test("a tap on ADD before hydration shows at once and is added once after it", async ({
  page,
  request,
}) => {
  const product = await productWhere(
    request,
    (candidate) => candidate.inStock && candidate.maxQuantity >= 2,
  );
  const add = page.getByRole("button", { name: `Add ${product.name} to cart` });
  const hydrate = await tapBeforeHydration(page, "/", add);
  // A second tap while it is busy is the same wish, not another item.
  await add.tap();
  expect(await cartLines(page)).toEqual([]);
  expect(await accessibilityProblems(page, WHILE_LOADING), "home page with a tap waiting").toEqual(
    [],
  );

  hydrate();
  await expect(page.getByTestId("cart-count")).toHaveText("1", HYDRATING);
  await expect(add).not.toHaveAttribute("aria-busy");
  expect(await cartLines(page)).toEqual([[product.id, 1]]);
  // Hydrated, a tap goes straight to the page: one more makes two, so the first counted once.
  await add.tap();
  await expect(page.getByTestId("cart-count")).toHaveText("2");
  expect(await cartLines(page)).toEqual([[product.id, 2]]);
});

test("plus twice, then Add to Cart, before hydration add the chosen quantity once", async ({
  page,
  request,
}) => {
  const product = await productWhere(
    request,
    (candidate) => candidate.inStock && candidate.maxQuantity >= 3,
  );
  const hydrate = await holdHydration(page);
  await page.goto(`/product/${product.id}`, { waitUntil: "domcontentloaded" });
  const addToCart = page.getByRole("button", { name: "Add to Cart" }).first();
  // Unlike a buy button's, each tap on plus is one more.
  await page.getByRole("button", { name: "Increase quantity" }).tap();
  await page.getByRole("button", { name: "Increase quantity" }).tap();
  await addToCart.tap();
  await addToCart.tap();
  await expect(addToCart).toHaveAttribute("aria-busy", "true");
  expect(
    await accessibilityProblems(page, WHILE_LOADING),
    "product page with taps waiting",
  ).toEqual([]);

  hydrate();
  await expect(page.getByRole("button", { name: "Go to cart" }).first()).toBeVisible(HYDRATING);
  await expect(page.getByTestId("cart-count")).toHaveText("3");
  expect(await cartLines(page)).toEqual([[product.id, 3]]);
});

test("Buy Now before hydration goes to the cart with the product once", async ({
  page,
  request,
}) => {
  const product = await productWhere(request, (candidate) => candidate.inStock);
  const hydrate = await holdHydration(page);
  await page.goto(`/product/${product.id}`, { waitUntil: "domcontentloaded" });
  await page.getByRole("button", { name: "Buy Now" }).first().tap();

  hydrate();
  await expect(page).toHaveURL(/\/cart$/, HYDRATING);
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  expect(await cartLines(page)).toEqual([[product.id, 1]]);
});

test("words typed into the search box before hydration stay, and are searched", async ({
  page,
}) => {
  const hydrate = await holdHydration(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const box = page.getByRole("searchbox", { name: "Search products" });
  await box.fill("fridge");

  hydrate();
  await expect(page).toHaveURL(/\/\?q=fridge$/, HYDRATING);
  await expect(box).toHaveValue("fridge");
  await expect(page.getByRole("article").first()).toContainText(/refrigerator/i);
});

test("the menu tapped before hydration opens once hydrated", async ({ page }) => {
  const hydrate = await tapBeforeHydration(
    page,
    "/",
    page.getByRole("button", { name: "Open menu" }),
  );

  hydrate();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible(HYDRATING);
  await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
});

test("a filter chosen before hydration is applied once hydrated", async ({ page }) => {
  const hydrate = await holdHydration(page);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await page.getByRole("combobox", { name: "Sort" }).selectOption("price-low");

  hydrate();
  await expect(page).toHaveURL(/\/\?sort=price-low$/, HYDRATING);
});

test("Back tapped before hydration returns to the filtered list the product was opened from", async ({
  page,
  request,
  baseURL,
}) => {
  const product = await productWhere(request, (candidate) => candidate.inStock);
  await page.goto("/?sort=price-low");
  const hydrate = await holdHydration(page);
  // Loaded whole, as when a card is tapped before the list has hydrated.
  await page.goto(`/product/${product.id}`, {
    waitUntil: "domcontentloaded",
    referer: `${baseURL}/?sort=price-low`,
  });
  const back = page.getByRole("button", { name: "Back", exact: true });
  await back.tap();
  await expect(back).toHaveAttribute("aria-busy", "true");

  hydrate();
  await expect(page).toHaveURL(/\/\?sort=price-low$/, HYDRATING);
});

test("the dashboard's Filters tapped before hydration open once hydrated", async ({
  adminPage: page,
}) => {
  const toggle = page.getByRole("button", { name: "Filters" });
  const hydrate = await tapBeforeHydration(page, "/admind", toggle);

  hydrate();
  await expect(page.getByRole("search", { name: "Filter orders" })).toBeVisible(HYDRATING);
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
});

/** Opens the dashboard on one new order with hydration held; returns the order and the release. */
async function dashboardBeforeHydration(page: Page, request: APIRequestContext, name: string) {
  const customerName = uniqueCustomerName(name);
  const order = await placeTestOrder(request, { customerName });
  const hydrate = await holdHydration(page);
  await page.goto(`/admind?q=${encodeURIComponent(customerName)}`, {
    waitUntil: "domcontentloaded",
  });
  return { order, hydrate };
}

// An order's status menu and delete question join the page when opened (issue 30).
test("an order's status menu tapped before hydration opens once hydrated", async ({
  adminPage: page,
  request,
}) => {
  const { order, hydrate } = await dashboardBeforeHydration(page, request, "Early Menu");
  const button = page.getByRole("button", { name: `Change status of order ${order.orderNumber}` });
  await button.tap();
  await expect(button).toHaveAttribute("aria-busy", "true");

  hydrate();
  await expect(page.getByRole("menuitem", { name: "Mark as Pending" })).toBeFocused(HYDRATING);
  await page.getByRole("menuitem", { name: "Mark as Confirmed" }).tap();
  await expect(page.getByTestId("dashboard-notification")).toHaveText(
    dashboardMessages.statusUpdated(order.orderNumber, "confirmed"),
  );
});

test("an order's delete tapped before hydration asks once hydrated", async ({
  adminPage: page,
  request,
}) => {
  const { order, hydrate } = await dashboardBeforeHydration(page, request, "Early Delete");
  const button = page.getByRole("button", { name: `Delete order ${order.orderNumber}` });
  await button.tap();
  await expect(button).toHaveAttribute("aria-busy", "true");

  hydrate();
  await expect(page.getByRole("alertdialog")).toContainText(
    `Are you sure you want to delete order ${order.orderNumber}?`,
    HYDRATING,
  );
});

test("words typed into a text box before hydration stay, and a selection made then is typed over", async ({
  adminPage: page,
}) => {
  const hydrate = await holdHydration(page);
  await page.goto("/admin/settings", { waitUntil: "domcontentloaded" });
  const hindi = page.getByLabel("Rate card in Hindi");
  const typed = "स्टैंड\nपाइप";
  await hindi.fill(typed);
  // Select all in another box, as a thumb does before typing over it.
  const rateCard = page.getByLabel("Rate card", { exact: true });
  await rateCard.selectText();

  hydrate();
  await hydratedBox(rateCard);
  await page.keyboard.type("Stand = 1200");
  await expect(rateCard).toHaveValue("Stand = 1200");
  await expect(hindi).toHaveValue(typed);
});
