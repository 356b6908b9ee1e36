import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildProduct } from "../factories/product";
import { signInAdmin } from "../setup/admin-session";
import { createTestShop, type TestShop } from "../setup/test-shop";

let shop: TestShop;
let inStockId: number;
let outOfStockId: number;

beforeAll(async () => {
  shop = await createTestShop({ pages: true, env: { PUBLIC_URL: "https://shop.example.in" } });
  [inStockId, outOfStockId] = (await shop.catalogue.addProducts([
    buildProduct({
      name: "Godrej 190 L Direct Cool Refrigerator",
      brand: "Godrej",
      pricePaise: 1_549_000,
      rating: 4.1,
      reviews: 2310,
      images: ["/uploads/products/fridge.webp"],
    }),
    buildProduct({ name: "Haier Side by Side", inStock: false, reviews: 0 }),
  ])) as [number, number];
});

afterAll(() => shop.close());

async function page(path: string, headers: Record<string, string> = {}) {
  return (await shop.app.request(path, { headers })).text();
}

function jsonLd(html: string): Record<string, unknown> {
  const script = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  expect(script, "a JSON-LD script").not.toBeNull();
  return JSON.parse(script![1]!) as Record<string, unknown>;
}

describe("what search engines see", () => {
  it("describes a product with its own title, canonical URL, Open Graph tags and Product data", async () => {
    const html = await page(`/product/${inStockId}`);
    expect(html).toContain("<title>Godrej 190 L Direct Cool Refrigerator | ");
    expect(html).toContain(
      `<link rel="canonical" href="https://shop.example.in/product/${inStockId}"/>`,
    );
    expect(html).toContain(
      `<meta property="og:url" content="https://shop.example.in/product/${inStockId}"/>`,
    );
    expect(html).toContain(
      '<meta property="og:image" content="https://shop.example.in/uploads/products/fridge.webp"/>',
    );
    expect(html).toMatch(/<meta name="description" content="A dependable appliance/);
    expect(jsonLd(html)).toMatchObject({
      "@type": "Product",
      name: "Godrej 190 L Direct Cool Refrigerator",
      brand: { "@type": "Brand", name: "Godrej" },
      image: ["https://shop.example.in/uploads/products/fridge.webp"],
      offers: {
        priceCurrency: "INR",
        price: "15490.00",
        availability: "https://schema.org/InStock",
      },
    });
  });

  it("never puts the admin-typed rating or review count into the markup", async () => {
    const html = await page(`/product/${inStockId}`);
    expect(jsonLd(html)).not.toHaveProperty("aggregateRating");
    expect(html).not.toContain("AggregateRating");
  });

  it("marks an out-of-stock product and leaves out a rating nobody gave", async () => {
    const data = jsonLd(await page(`/product/${outOfStockId}`));
    expect(data).toMatchObject({ offers: { availability: "https://schema.org/OutOfStock" } });
    expect(data).not.toHaveProperty("aggregateRating");
  });

  it("gives every storefront page a title, description and canonical link", async () => {
    for (const path of ["/", "/contact", "/our-service", "/repair"]) {
      const html = await page(path);
      expect(html, path).toMatch(/<title>[^<]+<\/title>/);
      expect(html, path).toMatch(/<meta name="description" content="[^"]{20,}"/);
      expect(html, path).toContain(`<link rel="canonical" href="https://shop.example.in${path}"/>`);
      expect(html, path).not.toContain('content="noindex"');
    }
  });

  it("keeps the cart, sign-in and admin pages out of search results", async () => {
    // Admin pages only render for a signed-in admin; a crawler is sent to /login.
    const { headers } = await signInAdmin(shop);
    for (const path of ["/cart", "/login", "/admin", "/admind", "/product/424242"]) {
      const html = await page(path, path.startsWith("/admin") ? headers : {});
      expect(html, path).toContain('<meta name="robots" content="noindex"/>');
    }
    const robots = await page("/robots.txt");
    for (const path of ["/admin", "/admind", "/login", "/cart"])
      expect(robots).toContain(`Disallow: ${path}\n`);
    expect(robots).toContain("Sitemap: https://shop.example.in/sitemap.xml");
  });

  it("lists every product in the sitemap", async () => {
    const response = await shop.app.request("/sitemap.xml");
    expect(response.headers.get("Content-Type")).toMatch(/^application\/xml/);
    const xml = await response.text();
    for (const id of [inStockId, outOfStockId]) {
      expect(xml).toContain(`<loc>https://shop.example.in/product/${id}</loc>`);
    }
    expect(xml).toContain("<loc>https://shop.example.in/</loc>");
    expect(xml).not.toContain("/admin");
  });

  it("never lets a forged Host header into canonical links, robots.txt or the sitemap", async () => {
    // The Node adapter builds the request URL from the Host header, so a forged one arrives so.
    const forged = (path: string) =>
      shop.app.request(`http://attacker.example${path}`, {
        headers: { Host: "attacker.example" },
      });
    const html = await (await forged(`/product/${inStockId}`)).text();
    expect(html).toContain(
      `<link rel="canonical" href="https://shop.example.in/product/${inStockId}"/>`,
    );
    for (const path of [`/product/${inStockId}`, "/robots.txt", "/sitemap.xml"]) {
      const body = path === `/product/${inStockId}` ? html : await (await forged(path)).text();
      expect(body, path).not.toContain("attacker.example");
    }
  });
});
