import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StorefrontProductJson } from "../../domain/product-json";
import { buildOrderRequest } from "../factories/order";
import { buildProduct } from "../factories/product";
import { TEST_ORIGIN } from "../setup/admin-session";
import { createTestShop, type TestShop } from "../setup/test-shop";

/**
 * One rule for the rating a product shows (issue 33, `shownRating`): the published reviews' once
 * there is one, the admin's typed figures only before; the same on the product page, in the
 * storefront's JSON API (one product, a search, the full list), and through the page cache.
 */
let shop: TestShop;
let productId: number;
const owner = { id: 1, email: "owner@shop.test" };

beforeAll(async () => {
  shop = await createTestShop({ pages: true });
  [productId] = (await shop.catalogue.addProducts([
    buildProduct({
      name: "Usha Rated Cooler",
      rating: 4.4,
      reviews: 12480,
      images: ["https://images.example/cooler.jpg"],
    }),
  ])) as [number];
});

afterAll(async () => {
  await shop.automaticBills.settle();
  await shop.close();
});

async function page(path: string) {
  const response = await shop.app.request(`${TEST_ORIGIN}${path}`);
  const body = (await response.text()).replaceAll("<!-- -->", "");
  return { body, cache: response.headers.get("X-Page-Cache") };
}

async function json<T>(path: string): Promise<T> {
  return (await shop.app.request(`${TEST_ORIGIN}${path}`)).json() as Promise<T>;
}

/** The product's rating as every storefront JSON answer gives it. */
async function apiRatings() {
  const pick = ({ rating, reviews, ratingFromReviews }: StorefrontProductJson) => ({
    rating,
    reviews,
    ratingFromReviews,
  });
  type List = { products: StorefrontProductJson[] };
  const one = await json<StorefrontProductJson>(`/api/products/${productId}`);
  const full = await json<List>("/api/products");
  const search = await json<List>("/api/products?q=cooler");
  return [
    pick(one),
    pick(full.products.find((product) => product.id === productId)!),
    pick(search.products.find((product) => product.id === productId)!),
  ];
}

async function reviewedOrder(stars: number, name: string, mobile: string) {
  const { order } = await shop.orders.placeOrder(
    buildOrderRequest([{ productId, quantity: 1 }], {
      customerName: name,
      customerMobile: mobile,
    }),
  );
  await shop.orderDesk.setStatus(order.id, "delivered", owner);
  const token = (await shop.reviews.linkFor("order", order.id))!;
  await shop.reviews.submit(
    token,
    { line: 0, stars, text: `${stars} stars`, showName: false },
    "en",
  );
  const row = await shop.database.db
    .selectFrom("reviews")
    .select("id")
    .where("product_id", "=", productId)
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  return row.id;
}

describe("the rating a product shows", () => {
  it("is the typed one only until a review is published, then the buyers' everywhere, cached pages too", async () => {
    const typed = { rating: 4.4, reviews: 12480, ratingFromReviews: false };
    expect(await apiRatings()).toEqual([typed, typed, typed]);
    expect((await page(`/product/${productId}`)).body).toContain("(12,480 reviews)");
    expect((await page(`/product/${productId}`)).cache).toBe("hit");

    const two = await reviewedOrder(2, "Asha Verma", "9876511001");
    const five = await reviewedOrder(5, "Mohan Lal", "9876511002");
    // Waiting reviews count for nothing.
    expect(await apiRatings()).toEqual([typed, typed, typed]);
    expect((await page(`/product/${productId}`)).cache).toBe("hit");

    await shop.reviews.publish(two, owner);
    await shop.reviews.publish(five, owner);
    const buyers = { rating: 3.5, reviews: 2, ratingFromReviews: true };
    expect(await apiRatings()).toEqual([buyers, buyers, buyers]);
    const published = await page(`/product/${productId}`);
    expect(published.cache).toBe("miss");
    expect(published.body).toContain("3.5 ");
    expect(published.body).toContain("(2 reviews)");
    expect(published.body).not.toContain("12,480");

    // Taken off the shop: one buyer's review is left, and its figures are the shown ones.
    await shop.reviews.reject(five, "off-topic", owner);
    const left = { rating: 2, reviews: 1, ratingFromReviews: true };
    expect(await apiRatings()).toEqual([left, left, left]);
    const after = await page(`/product/${productId}`);
    expect(after.cache).toBe("miss");
    expect(after.body).toContain("2.0 ");
    expect(after.body).toContain("(1 review)");
  });
});
