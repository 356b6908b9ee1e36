import jsQR from "jsqr";
import sharp from "sharp";
import type { Page } from "@playwright/test";
import { DEFAULT_SALES_SETTINGS } from "../../domain/sales-settings";
import { settingsMessages } from "../../app/features/settings/settings-form";
import { expect } from "./fixtures";
import { randomMobile, uniqueCustomerName } from "./order-helpers";

/** The rate card's first line as a new shop has it: what the bill tests sell. */
export const INSTALLATION = DEFAULT_SALES_SETTINGS.rateCard[0]!;

export const UPI = { id: "dukan@okhdfc", payee: "Dukan Electronics" };

/** Elements of the printed bill that stick out of the page's width: cut off on paper. */
export function cutOff(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [document.documentElement, ...document.querySelectorAll("article.bill *")]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.right > width + 0.5 || element.scrollWidth > width + 0.5);
      })
      .map((element) => element.outerHTML.slice(0, 80));
  });
}

/**
 * What the printer lays a form out on, in CSS px (96 an inch): A4's 210 mm less its two 12 mm
 * margins (`@page bill-a4`), and the 80 mm roll, which has none (`@page bill-roll`).
 */
export const PAPER_WIDTH_PX = { a4: 703, roll: 302 } as const;

/**
 * Chooses a form with the bill page's own button, as the owner does, then shows the page as the
 * printer gets it: print media, at the paper's width. The print dialog is left out: headless
 * Chromium has none to close, and what is measured is the page the dialog would print.
 */
export async function printAs(page: Page, form: "a4" | "roll") {
  await page.emulateMedia({ media: "screen" });
  await page.evaluate(() => {
    window.print = () => {};
  });
  const bill = page.locator("article.bill");
  const button = bill.getByRole("button", { name: form === "roll" ? /80 mm/ : /A4/ });
  // A click before hydration does nothing: it is made again until the page has taken it.
  await expect(async () => {
    await button.click();
    await expect(bill).toHaveClass(new RegExp(`\\bbill-${form}\\b`), { timeout: 1000 });
  }).toPass();
  await page.emulateMedia({ media: "print" });
  await page.setViewportSize({ width: PAPER_WIDTH_PX[form], height: 1123 });
}

/**
 * What would print besides the bill: every element drawn (with an area, not hidden) that is
 * neither the bill, inside it, nor one of the boxes around it — the shop's header, footer,
 * menus, floating buttons.
 */
export function printedBesidesBill(page: Page) {
  return page.evaluate(() => {
    const bill = document.querySelector("article.bill")!;
    return [...document.body.querySelectorAll("*")]
      .filter((element) => {
        if (bill.contains(element) || element.contains(bill)) return false;
        const box = element.getBoundingClientRect();
        return box.width * box.height > 0 && getComputedStyle(element).visibility !== "hidden";
      })
      .map((element) => element.outerHTML.slice(0, 80));
  });
}

/**
 * The QR as printed: its box on the page (to check it is whole on the paper and big enough to
 * scan), and what a camera reads from a screenshot of it in print media.
 */
export async function printedQr(page: Page) {
  const qr = page.locator(".bill-qr svg");
  const box = (await qr.boundingBox())!;
  const { data, info } = await sharp(await qr.screenshot())
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const read = jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
  return { box, read };
}

/** Texts of the printed bill set larger than its own text size: its small print must stay small. */
export function smallPrintLarger(page: Page) {
  return page.evaluate(() => {
    const bill = document.querySelector("article.bill")!;
    const size = parseFloat(getComputedStyle(bill).fontSize);
    return [...bill.querySelectorAll(".text-xs")]
      .filter((element) => parseFloat(getComputedStyle(element).fontSize) > size)
      .map((element) => element.outerHTML.slice(0, 80));
  });
}

/** Millimetres on paper of a length in CSS px (96 to the inch). */
export const mm = (px: number) => (px * 25.4) / 96;

/** The bill's QR as the camera of a UPI app sees it: its pixels, decoded by jsQR. */
export async function decodedQr(page: Page): Promise<string | undefined> {
  const size = 400;
  const pixels = await page.locator(".bill-qr svg").evaluate(async (svg, side) => {
    const image = new Image();
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`;
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = side;
    const context = canvas.getContext("2d")!;
    context.fillStyle = "#fff";
    context.fillRect(0, 0, side, side);
    context.drawImage(image, 0, 0, side, side);
    return Array.from(context.getImageData(0, 0, side, side).data);
  }, size);
  return jsQR(Uint8ClampedArray.from(pixels), size, size)?.data;
}

/**
 * Gives the shop the UPI ID its bills' QR pays to. The shared server keeps it once saved, and a
 * save posts every setting as this page read them: saved again beside another test's save, it
 * could put back what that test changed, so it is saved only when not yet set.
 */
export async function setUpi(page: Page) {
  await page.goto("/admin/settings");
  const [id, payee] = [page.getByLabel("UPI ID for bills"), page.getByLabel("UPI payee name")];
  if ((await id.inputValue()) === UPI.id && (await payee.inputValue()) === UPI.payee) return;
  await id.fill(UPI.id);
  await payee.fill(UPI.payee);
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText(settingsMessages.saved)).toBeVisible();
}

/**
 * Saves a counter sale of the installation (less an old appliance's credit, when given),
 * `paidPaise` paid in cash; opens its order.
 */
export async function counterSale(
  page: Page,
  paidPaise: number,
  exchange?: { name: string; condition: string; creditPaise: number },
) {
  await page.goto("/admin/sales/new");
  await page.getByLabel("Mobile").fill(randomMobile());
  await page.getByLabel("Name", { exact: true }).fill(uniqueCustomerName("Due"));
  await page.getByRole("button", { name: `+ ${INSTALLATION.name}` }).click();
  if (exchange) {
    await page.getByLabel("Exchange: old appliance").fill(exchange.name);
    await page.getByLabel("Condition").fill(exchange.condition);
    await page.getByLabel("Credit ₹").fill(String(exchange.creditPaise / 100));
    await page.getByRole("button", { name: "Add credit" }).click();
  }
  await page.getByLabel("Payment 1 amount (₹)").fill(String(paidPaise / 100));
  await page.getByRole("button", { name: "Save sale" }).click();
  const saved = page.getByRole("status").filter({ hasText: "Sale saved" });
  await page.goto(
    (await saved.getByRole("link", { name: "Open the order" }).getAttribute("href"))!,
  );
}

/**
 * The order's bill, made when the sale was saved (in the background, so the page may come
 * before it: then 'Issue bill' gives the same one bill); opened as the customer sees it.
 */
export async function openBill(page: Page): Promise<string> {
  const number = await billNumber(page);
  const print = page.getByTestId("bill-actions").getByRole("link", { name: "Print" });
  await page.goto((await print.getAttribute("href"))!);
  await expect(page.locator("article.bill")).toContainText(number);
  return number;
}

/** The number of the order's bill, on its details page; issued first if it is not yet. */
export async function billNumber(page: Page): Promise<string> {
  const card = page.getByTestId("bill-actions");
  const print = card.getByRole("link", { name: "Print" });
  const issue = card.getByRole("button", { name: "Issue bill" });
  await expect(print.or(issue)).toBeVisible();
  if (await issue.isVisible()) await issue.click();
  return /\S+\/\d\d-\d\d\/\d{5}/.exec((await card.getByTestId("bill-summary").textContent())!)![0];
}
