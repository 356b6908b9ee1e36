import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "./fixtures";
import { placeTestOrder, uniqueCustomerName } from "./order-helpers";

/**
 * A buyer's review with `words`, written from the delivered update's link as reviews.spec.ts
 * writes one, and published by the owner; leaves the page on /admin/reviews.
 */
export async function publishedReview(
  page: Page,
  request: APIRequestContext,
  baseURL: string,
  words: string,
) {
  const order = await placeTestOrder(request, { customerName: uniqueCustomerName("Review") });
  await page.request.patch(`/api/admin/orders/${order.id}/status`, {
    data: { status: "delivered" },
    headers: { Origin: baseURL },
  });
  await page.goto(`/admin/order-details/${order.id}`);
  const update = await page.getByTestId("customer-update-message").textContent();
  const link = /https?:\/\/[^/\s]+(\/review\/[A-Za-z0-9_-]+)/.exec(update ?? "")?.[1];
  expect(link, "the delivered update carries the review link").toBeDefined();

  await page.goto(link!);
  const stars = page.getByRole("radio", { name: "5 of 5 stars" });
  await page.locator("label").filter({ has: stars }).click();
  await page.getByLabel("Your review (optional)").fill(words);
  await page.getByRole("button", { name: "Send review" }).click();
  await expect(
    page.getByText("Thank you! Your review shows once the shop has read it."),
  ).toBeVisible();

  await page.goto("/admin/reviews");
  await page
    .getByRole("listitem")
    .filter({ hasText: words })
    .getByRole("button", { name: "Publish" })
    .click();
  await expect(page.getByText("Review published")).toBeVisible();
}
