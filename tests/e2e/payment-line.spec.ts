import type { Locator, Page, TestInfo } from "@playwright/test";
import { addToCart, type Cart } from "../../domain/cart";
import { rupeesToPaise } from "../../domain/money";
import { CART_STORAGE_KEY } from "../../domain/shop-constants";
import { DEFAULT_SALES_SETTINGS } from "../../domain/sales-settings";
import { productWhere } from "./catalogue-api";
import { expect, test } from "./fixtures";
import { randomMobile } from "./order-helpers";

/**
 * How to pay (issue 31): the settings' payment line ('Pay on delivery' on a new shop) in the cart,
 * the details dialog, the success dialog and the tracking page, in English and Hindi, on a 360 px
 * phone, each whole on the screen and under nothing else.
 */

const TEXTS = {
  en: {
    line: DEFAULT_SALES_SETTINGS.paymentLine,
    summary: "Order Summary",
    proceed: "Proceed to Checkout",
    details: "Customer Details",
    name: "Full Name",
    mobile: "Mobile Number",
    save: "Save Details",
    confirm: "Confirm Order",
    placed: "Your order has been placed successfully!",
    track: "Track this order",
  },
  hi: {
    line: DEFAULT_SALES_SETTINGS.paymentLineHi,
    summary: "ऑर्डर सारांश",
    proceed: "ऑर्डर करने के लिए आगे बढ़ें",
    details: "आपकी जानकारी",
    name: "पूरा नाम",
    mobile: "मोबाइल नंबर",
    save: "जानकारी सेव करें",
    confirm: "ऑर्डर कन्फ़र्म करें",
    placed: "आपका ऑर्डर हो गया है!",
    track: "यह ऑर्डर ट्रैक करें",
  },
} as const;

/** The line is on the screen, within the phone's width, and the top element at its middle. */
async function expectShownWhole(line: Locator, page: Page, testInfo: TestInfo, name: string) {
  await line.scrollIntoViewIfNeeded();
  await expect(line).toBeInViewport({ ratio: 1 });
  const box = (await line.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  const onTop = await line.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const top = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
    return top !== null && element.contains(top);
  });
  expect(onTop, `${name}: nothing lies over the payment line`).toBe(true);
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
}

for (const locale of ["en", "hi"] as const) {
  test(`the ${locale === "en" ? "English" : "Hindi"} cart, checkout, success dialog and tracking page say how to pay, whole at 360 px`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const texts = TEXTS[locale];
    const prefix = locale === "hi" ? "/hi" : "";
    const product = await productWhere(page.request, (candidate) => candidate.inStock);
    const cart: Cart = addToCart([], {
      ...product,
      price: rupeesToPaise(product.price),
      oldPrice: rupeesToPaise(product.oldPrice),
    }).cart;
    await page.goto(`${prefix}/cart`);
    await page.evaluate(([key, lines]) => localStorage.setItem(key, JSON.stringify(lines)), [
      CART_STORAGE_KEY,
      cart,
    ] as const);
    await page.reload();

    const summary = page.getByRole("complementary", { name: texts.summary });
    const line = (within: Locator) => within.getByTestId("payment-line");
    await expect(line(summary)).toHaveText(texts.line);
    await expectShownWhole(line(summary), page, testInfo, `${locale}-cart`);

    await summary.getByRole("button", { name: texts.proceed }).click();
    const details = page.getByRole("dialog", { name: texts.details });
    await expect(line(details)).toHaveText(texts.line);
    await expectShownWhole(line(details), page, testInfo, `${locale}-details`);
    await details.getByLabel(texts.name).fill("Ravi Kumar");
    await details.getByLabel(texts.mobile).fill(randomMobile());
    await details.getByRole("button", { name: texts.save }).click();
    await expect(details).toHaveCount(0);

    await summary.getByRole("button", { name: texts.confirm }).click();
    const success = page.getByRole("dialog", { name: texts.placed });
    await expect(line(success)).toHaveText(texts.line);
    await expectShownWhole(line(success), page, testInfo, `${locale}-success`);

    await success.getByRole("link", { name: texts.track }).click();
    await expect(page).toHaveURL(new RegExp(`^[^?]*${prefix}/track/[A-Za-z0-9_-]{32}$`));
    const tracking = page.getByRole("main");
    await expect(line(tracking)).toHaveText(texts.line);
    await expectShownWhole(line(tracking), page, testInfo, `${locale}-tracking`);
  });
}
