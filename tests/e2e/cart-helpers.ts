import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import type { ProductJson } from "../../domain/product-json";

/** Adds products with their ADD buttons on the home page, as a customer would. */
export async function addFromHome(page: Page, ...products: ProductJson[]): Promise<void> {
  await page.goto("/");
  for (const product of products) {
    const before = await cartCount(page);
    await page.getByRole("button", { name: `Add ${product.name} to cart` }).click();
    await expect(page.getByTestId("cart-count")).toHaveText(String(before + 1));
  }
}

async function cartCount(page: Page): Promise<number> {
  const badge = page.getByTestId("cart-count");
  return (await badge.count()) === 0 ? 0 : Number(await badge.textContent());
}

/** Opens the cart page and waits until the browser has read the stored cart. */
export async function openCart(page: Page): Promise<void> {
  await page.goto("/cart");
  await expect(page.getByText("Loading cart...")).toHaveCount(0);
}

export function cartLine(page: Page, name: string) {
  return page.getByRole("list", { name: "Items in your cart" }).getByRole("listitem", { name });
}

export function storedList(page: Page, key: string): Promise<{ id: number; quantity: number }[]> {
  return page.evaluate((storageKey) => JSON.parse(localStorage.getItem(storageKey) ?? "[]"), key);
}

/** '₹1,23,456' as the shop writes rupees (whole rupees in the demo catalogue). */
export function rupees(amount: number): string {
  return `₹${amount.toLocaleString("en-IN", { maximumFractionDigits: 2 })}`;
}
