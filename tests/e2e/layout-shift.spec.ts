import type { Page } from "@playwright/test";
import { addFromHome, openCart } from "./cart-helpers";
import { listedProducts } from "./catalogue-api";
import { expect, test } from "./fixtures";

// A phone, as Lighthouse's mobile run sees the shop.
test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

/** Starts recording layout shifts before any of the page's own code runs. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

async function layoutShiftOf(page: Page): Promise<number> {
  return page.evaluate(() =>
    (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((a, b) => a + b, 0),
  );
}

test("the cart page moves nothing on screen when it reads the cart after hydration", async ({
  page,
  request,
}) => {
  await recordLayoutShifts(page);
  await openCart(page);
  await expect(page.getByText("Your cart is empty")).toBeVisible();
  expect(await layoutShiftOf(page)).toBeLessThanOrEqual(0.02);

  const [first, second] = (await listedProducts(request)).filter((product) => product.inStock);
  await addFromHome(page, first!, second!);
  await openCart(page);
  await expect(page.getByRole("heading", { name: "Shopping Cart (2 items)" })).toBeVisible();
  expect(await layoutShiftOf(page)).toBeLessThanOrEqual(0.02);
});
