import { UNSAFE_decodeViaTurboStream as decodeTurboStream } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildOrderRequest } from "../factories/order";
import { buildProduct } from "../factories/product";
import { signInAdmin, TEST_ORIGIN, type AdminSession } from "../setup/admin-session";
import { createTestShop, type TestShop } from "../setup/test-shop";

/**
 * Reviews through the pages (decision 37): the WhatsApp update's link, the Hindi review page and
 * its errors, moderation on /admin/reviews, and the product page's figures and markup.
 */
let shop: TestShop;
let admin: AdminSession;
let productId: number;
const owner = { id: 1, email: "owner@shop.test" };

beforeAll(async () => {
  shop = await createTestShop({
    pages: true,
    env: { BUILD_DIR: process.env.BUILD_DIR ?? "build" },
  });
  admin = await signInAdmin(shop);
  [productId] = (await shop.catalogue.addProducts([
    buildProduct({
      name: "Bajaj Mixer Grinder",
      nameHi: "बजाज मिक्सर ग्राइंडर",
      rating: 4.4,
      reviews: 12480,
    }),
  ])) as [number];
});

afterAll(async () => {
  await shop.automaticBills.settle();
  await shop.close();
});

const text = async (response: Response) => (await response.text()).replaceAll("<!-- -->", "");

async function post(path: string, fields: Record<string, string>, headers: HeadersInit = {}) {
  const response = await shop.app.request(`${TEST_ORIGIN}${path}`, {
    method: "POST",
    headers: {
      Origin: TEST_ORIGIN,
      ...headers,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
  return text(response);
}

const get = async (path: string, headers: HeadersInit = {}) =>
  text(await shop.app.request(`${TEST_ORIGIN}${path}`, { headers }));

/** The JSON-LD of the product page. */
async function productMarkup() {
  const html = await get(`/product/${productId}`);
  const json = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1];
  return { html, markup: JSON.parse(json ?? "{}") as Record<string, unknown> };
}

/** What the product page's loader sends the browser (a client-side navigation's data). */
async function productData(id: number) {
  const response = await shop.app.request(`${TEST_ORIGIN}/product/${id}.data`);
  const decoded = await decodeTurboStream(response.body!, globalThis);
  const routes = decoded.value as Record<string, { data?: Record<string, unknown> }>;
  return routes["routes/product"]!.data!;
}

describe("reviews through the pages", () => {
  it("sends the link with the delivered update, takes a Hindi review, publishes it and marks up only then", async () => {
    const { order } = await shop.orders.placeOrder(
      buildOrderRequest([{ productId, quantity: 1 }], { customerName: "Kavita Rao" }),
    );
    await shop.orderDesk.setStatus(order.id, "delivered", owner);
    const details = await get(`/admin/order-details/${order.id}`, admin.headers);
    const link = /http:\/\/localhost(\/review\/[A-Za-z0-9_-]+)/.exec(details)?.[1];
    expect(link).toBeDefined();

    const before = await productMarkup();
    expect(before.markup.aggregateRating).toBeUndefined();
    expect(before.markup.review).toBeUndefined();
    expect(before.html).toContain("(12,480 reviews)");

    const page = await get(`/hi${link}`);
    expect(page).toContain(`अपने ऑर्डर ${order.orderNumber} का रिव्यू दें`);
    // The line by its Hindi name on the Hindi page, as the tracking page names it.
    expect(page).toContain("बजाज मिक्सर ग्राइंडर");
    expect(page).not.toContain("Bajaj Mixer Grinder");
    expect(await get(link!)).toContain("Bajaj Mixer Grinder");
    const refused = await post(`/hi${link}`, { line: "0", text: "अच्छा है" });
    expect(refused).toContain("1 से 5 स्टार में से चुनें");
    const sent = await post(`/hi${link}`, {
      line: "0",
      stars: "4",
      text: "बढ़िया मिक्सर, समय पर डिलीवरी",
      showName: "on",
    });
    expect(sent).toContain("धन्यवाद! दुकान के पढ़ने के बाद आपका रिव्यू दिखेगा।");
    expect(await post(`/hi${link}`, { line: "0", stars: "1" })).toContain(
      "आप इसका रिव्यू पहले ही दे चुके हैं",
    );
    // Waiting for the owner: not on the product page, not in its markup.
    expect((await productMarkup()).markup.aggregateRating).toBeUndefined();

    const moderation = await get("/admin/reviews", admin.headers);
    expect(moderation).toContain("बढ़िया मिक्सर, समय पर डिलीवरी");
    const id = (await shop.reviews.forModeration()).pending[0]!.id;
    const noReason = await post(
      "/admin/reviews",
      { intent: "reject", id: String(id) },
      admin.headers,
    );
    expect(noReason).toContain("Choose why the review is rejected");
    expect(
      await post("/admin/reviews", { intent: "publish", id: String(id) }, admin.headers),
    ).toContain("Review published");

    const after = await productMarkup();
    expect(after.markup.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4,
      reviewCount: 1,
      bestRating: 5,
      worstRating: 1,
    });
    expect(after.markup.review).toEqual([
      expect.objectContaining({
        reviewRating: { "@type": "Rating", ratingValue: 4, bestRating: 5 },
        author: { "@type": "Person", name: "Kavita" },
        reviewBody: "बढ़िया मिक्सर, समय पर डिलीवरी",
      }),
    ]);
    expect(after.html).toContain("Verified buyer");
    expect(after.html).toContain("(1 review)");
    expect(after.html).not.toContain("12,480");
  });

  it("carries the typed rating in the product page's data only while the product has no published review", async () => {
    const [id] = (await shop.catalogue.addProducts([
      buildProduct({ name: "Usha Table Fan", rating: 3.7, reviews: 48213 }),
    ])) as [number];
    const { order } = await shop.orders.placeOrder(
      buildOrderRequest([{ productId: id, quantity: 1 }], { customerName: "Asha Menon" }),
    );
    await shop.orderDesk.setStatus(order.id, "delivered", owner);
    const token = (await shop.reviews.linkFor("order", order.id))!;
    await shop.reviews.submit(
      token,
      { line: 0, stars: 5, text: "Quiet fan", showName: false },
      "en",
    );

    const before = await productData(id);
    expect(before).not.toHaveProperty("product.rating");
    expect(before).not.toHaveProperty("product.reviews");
    expect(before.rating).toEqual({ rating: 3.7, count: 48213, fromReviews: false });

    const pending = (await shop.reviews.forModeration()).pending.find(
      (review) => review.text === "Quiet fan",
    );
    expect(await shop.reviews.publish(pending!.id, owner)).toBe(true);
    const after = await productData(id);
    expect(after.rating).toEqual({ rating: 5, count: 1, fromReviews: true });
    expect(after).not.toHaveProperty("product.rating");
    expect(JSON.stringify(after)).not.toContain("48213");
    // The storefront API says the same figures.
    const api = await (await shop.app.request(`${TEST_ORIGIN}/api/products/${id}`)).json();
    expect(api).toMatchObject({ rating: 5, reviews: 1, ratingFromReviews: true });
  });

  it("shows the published reviews newest first, five a page, each a verified buyer's with its date and the owner's answer, and marks up exactly those figures", async () => {
    const [kettle] = (await shop.catalogue.addProducts([
      buildProduct({ name: "Havells Kettle", rating: 4.9, reviews: 31000 }),
    ])) as [number];
    const stars = [5, 4, 3, 2, 1, 5, 4];
    const ids: number[] = [];
    for (const [index, count] of stars.entries()) {
      const { order } = await shop.orders.placeOrder(
        buildOrderRequest([{ productId: kettle, quantity: 1 }], {
          customerName: `Buyer${index + 1} Rao`,
          customerMobile: `98765100${String(index).padStart(2, "0")}`,
        }),
      );
      await shop.orderDesk.setStatus(order.id, "delivered", owner);
      const token = (await shop.reviews.linkFor("order", order.id))!;
      const sent = await shop.reviews.submit(
        token,
        { line: 0, stars: count, text: `Kettle note ${index + 1}`, showName: index % 2 === 0 },
        "en",
      );
      expect(sent.ok).toBe(true);
      const pending = (await shop.reviews.forModeration()).pending.find(
        (row) => row.text === `Kettle note ${index + 1}`,
      );
      ids.push(pending!.id);
    }
    // The third is rejected for a reason of the list; the others are published.
    await post(
      "/admin/reviews",
      { intent: "reject", id: String(ids[2]), reason: "abusive" },
      admin.headers,
    );
    for (const [index, id] of ids.entries()) {
      if (index !== 2)
        await post("/admin/reviews", { intent: "publish", id: String(id) }, admin.headers);
    }
    await post(
      "/admin/reviews",
      { intent: "answer", id: String(ids[6]), answer: "Thank you for buying from us" },
      admin.headers,
    );

    const first = await get(`/product/${kettle}`);
    const notes = (html: string) =>
      [...html.matchAll(/Kettle note (\d)/g)].map((hit) => Number(hit[1]));
    // Newest first, five a page, the rejected one nowhere.
    const section = (html: string) => {
      const from = html.indexOf('id="reviews"');
      return html.slice(from, html.indexOf("</section>", from));
    };
    const reviewsSection = section(first);
    expect(notes(reviewsSection)).toEqual([7, 6, 5, 4, 2]);
    expect(reviewsSection).toContain("Reply from");
    expect(reviewsSection).toContain("Thank you for buying from us");
    expect(reviewsSection.match(/Verified buyer/g)).toHaveLength(5);
    // Each with its day, and the first name only where the buyer ticked it.
    expect(reviewsSection.match(/<time dateTime="\d{4}-\d{2}-\d{2}"/g)).toHaveLength(5);
    expect(reviewsSection).toContain("Buyer7");
    expect(reviewsSection).not.toContain("Buyer6");
    expect(reviewsSection).not.toContain(" Rao");
    expect(reviewsSection).toContain('href="?reviews=2#reviews"');
    const second = await get(`/product/${kettle}?reviews=2`);
    expect(notes(section(second))).toEqual([1]);
    expect(second).not.toContain("Kettle note 3");

    // The rating shown and marked up is the six published reviews', not the typed 4.9 of 31,000.
    const json = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(first)?.[1];
    const markup = JSON.parse(json!) as { aggregateRating: unknown; review: unknown[] };
    expect(markup.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 3.5,
      reviewCount: 6,
      bestRating: 5,
      worstRating: 1,
    });
    expect(markup.review).toHaveLength(5);
    expect(first).toContain("(6 reviews)");
    expect(first).not.toMatch(/31,000|31000/);
  });

  it("forgets an erased buyer's first name on the product page and in its markup, a page served before included", async () => {
    await productMarkup();
    // Served from the page cache, as a busy shop would serve it.
    const cached = await shop.app.request(`${TEST_ORIGIN}/product/${productId}`);
    expect(cached.headers.get("X-Page-Cache")).toBe("hit");
    const before = await productMarkup();
    expect(before.html).toContain("Kavita");
    expect(JSON.stringify(before.markup)).toContain('"name":"Kavita"');
    // Kavita Rao ordered with the factory's mobile number.
    await shop.customerErasure.erase(buildOrderRequest([]).customerMobile, owner);
    const after = await productMarkup();
    expect(after.html).not.toContain("Kavita");
    expect(JSON.stringify(after.markup)).toContain('"name":"Verified buyer"');
    // The stars and words stay: the review is the buyer's, the name was theirs to take back.
    expect(after.html).toContain("बढ़िया मिक्सर, समय पर डिलीवरी");
  });

  it("refuses a review page for a link nobody was sent", async () => {
    const response = await shop.app.request(
      `${TEST_ORIGIN}/review/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`,
    );
    expect(response.status).toBe(404);
  });
});
