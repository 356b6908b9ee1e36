import { expect, test } from "./fixtures";
import { placeTestOrder, uniqueCustomerName } from "./order-helpers";

/**
 * A buyer's review from the link in the shop's WhatsApp update (decision 37), in Hindi on a
 * phone; the owner publishes it and the product page shows it as a verified buyer's.
 */
test("a Hindi buyer reviews from the update's link, the owner publishes, the product page shows it", async ({
  adminPage: page,
  request,
  baseURL,
}) => {
  const order = await placeTestOrder(request, {
    customerName: uniqueCustomerName("Review"),
    locale: "hi",
  });
  const productId = order.items[0]!.productId;
  const words = `बहुत बढ़िया ${order.orderNumber}`;
  await page.request.patch(`/api/admin/orders/${order.id}/status`, {
    data: { status: "delivered" },
    headers: { Origin: baseURL! },
  });

  await page.goto(`/admin/order-details/${order.id}`);
  const update = await page.getByTestId("customer-update-message").textContent();
  const link = /https?:\/\/[^/\s]+(\/hi\/review\/[A-Za-z0-9_-]+)/.exec(update ?? "")?.[1];
  expect(link, "the delivered update carries the review link").toBeDefined();

  await page.goto(link!);
  // The customer taps the fourth star, the label around the radio button.
  const fourStars = page.getByRole("radio", { name: "5 में से 4 स्टार" });
  await page.locator("label").filter({ has: fourStars }).click();
  await expect(fourStars).toBeChecked();
  await page.getByLabel("आपका रिव्यू (ज़रूरी नहीं)").fill(words);
  await page.getByRole("button", { name: "रिव्यू भेजें" }).click();
  await expect(page.getByText("धन्यवाद! दुकान के पढ़ने के बाद आपका रिव्यू दिखेगा।")).toBeVisible();

  await page.goto("/admin/reviews");
  const card = page.getByRole("listitem").filter({ hasText: words });
  await card.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Review published")).toBeVisible();

  await page.goto(`/product/${productId}`);
  const review = page.locator("#reviews li").filter({ hasText: words });
  await expect(review).toBeVisible();
  await expect(review.getByText("Verified buyer")).toBeVisible();
  await expect(review.getByRole("img", { name: "4 out of 5 stars" })).toBeVisible();
});
