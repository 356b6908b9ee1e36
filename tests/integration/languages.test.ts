import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildProduct } from "../factories/product";
import { createTestShop, type TestShop } from "../setup/test-shop";

let shop: TestShop;
let productId: number;

beforeAll(async () => {
  shop = await createTestShop({ pages: true, env: { PUBLIC_URL: "https://shop.example.in" } });
  [productId] = (await shop.catalogue.addProducts([
    buildProduct({ name: "Voltas 1.5 Ton Split AC" }),
  ])) as [number];
});

afterAll(() => shop.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  shop.app.request(`https://shop.example.in${path}`, { headers });

describe("the storefront in English and Hindi", () => {
  it("serves every storefront page under /hi in Hindi, with lang='hi-IN'", async () => {
    for (const path of [
      "/hi",
      `/hi/product/${productId}`,
      "/hi/cart",
      "/hi/contact",
      "/hi/our-service",
      "/hi/track",
      "/hi/repair",
      "/hi/terms",
      "/hi/privacy",
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain('<html lang="hi-IN">');
      expect(html, path).toContain(">होम</a>");
    }
  });

  it("keeps the spec's English pages unchanged for a browser that prefers English", async () => {
    const response = await get("/", { "Accept-Language": "en-IN,en;q=0.9,hi;q=0.8" });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="en-IN">');
    expect(html).toContain(">Home</a>");
    expect(response.headers.get("Vary")).toMatch(/Accept-Language/);
  });

  it("sends a first visit whose browser prefers Hindi to the Hindi page, query and all", async () => {
    const response = await get("/?type=ac&sort=price-asc", {
      "Accept-Language": "hi-IN,hi;q=0.9,en;q=0.8",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/hi?type=ac&sort=price-asc");
  });

  it("remembers the switch in a cookie that outranks the browser's language, both ways", async () => {
    const toHindi = await get(
      `/language?to=hi&next=${encodeURIComponent(`/product/${productId}`)}`,
    );
    expect(toHindi.status).toBe(302);
    expect(toHindi.headers.get("Location")).toBe(`/hi/product/${productId}`);
    expect(toHindi.headers.get("Set-Cookie")).toMatch(/^lang=hi;.*Path=\/;.*SameSite=Lax/);
    const next = await get("/contact", { Cookie: "lang=hi" });
    expect(next.headers.get("Location")).toBe("/hi/contact");

    const toEnglish = await get("/language?to=en&next=%2Fcontact");
    expect(toEnglish.headers.get("Location")).toBe("/contact");
    expect(toEnglish.headers.get("Set-Cookie")).toMatch(/^lang=en;/);
    const english = await get("/contact", { Cookie: "lang=en", "Accept-Language": "hi" });
    expect(english.status).toBe(200);
  });

  it("never redirects the switch off the shop, and refuses an unknown language", async () => {
    for (const next of [
      "https://attacker.example/",
      "//attacker.example/",
      "/\\attacker.example",
    ]) {
      const response = await get(`/language?to=hi&next=${encodeURIComponent(next)}`);
      expect(response.headers.get("Location"), next).toBe("/hi");
    }
    const unknown = await get("/language?to=fr&next=%2F");
    expect(unknown.status).toBe(400);
    expect(unknown.headers.get("Set-Cookie")).toBeNull();
  });

  it("leaves admin pages, sign-in and the API in English whatever the customer chose", async () => {
    const login = await get("/login", { Cookie: "lang=hi", "Accept-Language": "hi" });
    expect(login.status).toBe(200);
    expect(await login.text()).toContain('<html lang="en-IN">');
    const api = await get("/api/products", { Cookie: "lang=hi" });
    expect(api.status).toBe(200);
  });

  it("sets no cookie on a page itself, so a page depends on its URL alone", async () => {
    for (const path of ["/hi", "/"]) {
      const response = await get(path);
      expect(response.headers.get("Set-Cookie"), path).toBeNull();
    }
  });

  it("names both languages of a page for search engines, and the Hindi page is its own canonical", async () => {
    const html = await (await get(`/hi/product/${productId}`)).text();
    expect(html).toContain(
      `<link rel="canonical" href="https://shop.example.in/hi/product/${productId}"/>`,
    );
    expect(html).toContain(
      `<link rel="alternate" hrefLang="en" href="https://shop.example.in/product/${productId}"/>`,
    );
    expect(html).toContain(
      `<link rel="alternate" hrefLang="hi" href="https://shop.example.in/hi/product/${productId}"/>`,
    );
    expect(html).toContain(
      `<link rel="alternate" hrefLang="x-default" href="https://shop.example.in/product/${productId}"/>`,
    );
    expect(html).toContain('<meta property="og:locale" content="hi_IN"/>');
  });

  it("lists both languages of every public page in the sitemap", async () => {
    const xml = await (await get("/sitemap.xml")).text();
    expect(xml).toContain("<loc>https://shop.example.in/hi</loc>");
    expect(xml).toContain(`<loc>https://shop.example.in/hi/product/${productId}</loc>`);
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="hi" href="https://shop.example.in/hi/product/${productId}"/>`,
    );
    const robots = await (await get("/robots.txt")).text();
    expect(robots).toContain("Disallow: /hi/cart\n");
  });

  it("sends an unknown Hindi path to the Hindi home page", async () => {
    const response = await get("/hi/no-such-page");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/hi");
  });
});
