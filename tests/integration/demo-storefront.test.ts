import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { m } from "../../app/i18n/messages";
import { demoCatalogue } from "../../server/db/seed/demo-catalogue";
import { buildOrderRequest } from "../factories/order";
import { buildProduct } from "../factories/product";
import { TEST_ORIGIN } from "../setup/admin-session";
import { createTestShop, type TestShop } from "../setup/test-shop";

/**
 * Issue 33: a customer can tell the demo's products from the shop's own. A demo product is
 * marked as one on its card and its page, in English and Hindi, shows none of the rating and
 * review count invented with it, and is neither listed in the sitemap nor open to indexing; the
 * owner's own product keeps the rating the owner typed. The products API marks it and carries no
 * invented rating either, and an order's tracking page marks its line.
 */
let shop: TestShop;
let demoId: number;
let ownId: number;

beforeAll(async () => {
  shop = await createTestShop({
    demo: true,
    pages: true,
    env: { BUILD_DIR: process.env.BUILD_DIR ?? "build" },
  });
  const [invented] = demoCatalogue;
  demoId = (await shop.catalogue.list()).find((product) => product.name === invented!.name)!.id;
  [ownId] = (await shop.catalogue.addProducts([
    buildProduct({ name: "Owner's own fridge", rating: 4.2, reviews: 12 }),
  ])) as [number];
});

afterAll(() => shop.close());

const get = async (path: string) =>
  (await (await shop.app.request(`${TEST_ORIGIN}${path}`)).text()).replaceAll("<!-- -->", "");

const en = { locale: "en" } as const;
const hi = { locale: "hi" } as const;
/** A text as React writes it into the HTML. */
const html = (text: string) => text.replaceAll("'", "&#x27;");
const badge = (locale: typeof en | typeof hi) => `>${m.cat_demo_badge({}, locale)}</span>`;

describe("the demo's products on the storefront", () => {
  it("carry a demo badge on their cards, and the owner's product none", async () => {
    for (const [path, locale] of [
      ["/", en],
      ["/hi", hi],
    ] as const) {
      const home = await get(path);
      expect(home.split(badge(locale)).length - 1, path).toBe(demoCatalogue.length);
      const ownCard = home.slice(home.indexOf(html("Owner's own fridge")) - 2000);
      expect(ownCard.slice(0, 2000), path).not.toContain(badge(locale));
    }
  });

  it("say they are the demo's on their page, with no invented rating, and stay out of search", async () => {
    const invented = demoCatalogue[0]!;
    expect(invented.reviews).toBe(12_480);
    for (const [path, locale] of [
      [`/product/${demoId}`, en],
      [`/hi/product/${demoId}`, hi],
    ] as const) {
      const page = await get(path);
      expect(page, path).toContain(html(m.cat_demo_note({}, locale)));
      expect(page, path).not.toMatch(/12,480|12480/);
      expect(page, path).not.toContain(invented.rating.toFixed(1));
      expect(page, path).toContain('<meta name="robots" content="noindex"/>');
      expect(page, path).not.toContain("AggregateRating");
    }
    const own = await get(`/product/${ownId}`);
    expect(own).not.toContain(html(m.cat_demo_note({}, en)));
    expect(own).toMatch(/4\.2 <span[^>]*>\(12 reviews\)<\/span>/);
    expect(own).not.toContain('content="noindex"');

    const sitemap = await get("/sitemap.xml");
    expect(sitemap).toContain(`/product/${ownId}<`);
    expect(sitemap).not.toContain(`/product/${demoId}<`);
  });

  it("carry no invented rating through the products API, and say there that they are the demo's", async () => {
    const list = (await (await shop.app.request(`${TEST_ORIGIN}/api/products`)).json()) as {
      products: { id: number; rating: number; reviews: number; demo: boolean }[];
    };
    const demo = list.products.filter((product) => product.demo);
    expect(demo).toHaveLength(demoCatalogue.length);
    for (const product of demo) expect(product).toMatchObject({ rating: 0, reviews: 0 });
    const one = await (await shop.app.request(`${TEST_ORIGIN}/api/products/${demoId}`)).json();
    expect(one).toMatchObject({ rating: 0, reviews: 0, ratingFromReviews: false, demo: true });
    // The owner's own product keeps the rating the owner typed, as its page shows it.
    const own = await (await shop.app.request(`${TEST_ORIGIN}/api/products/${ownId}`)).json();
    expect(own).toMatchObject({ rating: 4.2, reviews: 12, ratingFromReviews: false, demo: false });
    const search = (await (await shop.app.request(`${TEST_ORIGIN}/api/products?q=LG`)).json()) as {
      products: { rating: number; demo: boolean }[];
    };
    expect(search.products.length).toBeGreaterThan(0);
    for (const product of search.products.filter((found) => found.demo))
      expect(product.rating).toBe(0);
  });

  it("are marked on the tracking page of an order, in English and Hindi, and the owner's not", async () => {
    const { trackingToken } = await shop.orders.placeOrder(
      buildOrderRequest(
        [
          { productId: demoId, quantity: 1 },
          { productId: ownId, quantity: 1 },
        ],
        { customerMobile: "9829012345" },
      ),
    );
    for (const [path, locale] of [
      [`/track/${trackingToken}`, en],
      [`/hi/track/${trackingToken}`, hi],
    ] as const) {
      const page = await get(path);
      expect(page.split(`>${m.trk_demo_badge({}, locale)}</span>`).length - 1, path).toBe(1);
      const ownLine = page.slice(page.indexOf(html("Owner's own fridge")));
      expect(ownLine.slice(0, 300), path).not.toContain(`>${m.trk_demo_badge({}, locale)}<`);
    }
  });
});
