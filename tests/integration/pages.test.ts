import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoCatalogue } from "../../server/db/seed/demo-catalogue";
import { signInAdmin } from "../setup/admin-session";
import { createTestShop, type TestShop } from "../setup/test-shop";

let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop({ pages: true, demo: true });
});

afterAll(() => shop.close());

async function html(path: string, init?: RequestInit) {
  const response = await shop.app.request(path, init);
  return { response, body: await response.text() };
}

describe("server-rendered pages on a freshly seeded shop", () => {
  it("lists the whole demo catalogue in the HTML of the home page", async () => {
    const { response, body } = await html("/");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(demoCatalogue.length).toBeGreaterThanOrEqual(24);
    expect(body).toContain(`Showing ${demoCatalogue.length} product(s)`);
    for (const product of demoCatalogue) expect(body).toContain(escapeHtml(product.name));
  });

  it("renders a search result without JavaScript", async () => {
    const { body } = await html("/?q=WASHING");
    const washers = demoCatalogue.filter((product) => /washing/i.test(product.name));
    expect(washers.length).toBeGreaterThan(0);
    expect(body).toContain(`Showing ${washers.length} product(s)`);
  });

  it("renders a product page with its details", async () => {
    const [product] = await shop.catalogue.list({ q: demoCatalogue[0]!.name });
    const { response, body } = await html(`/product/${product!.id}`);
    expect(response.status).toBe(200);
    expect(body).toContain(escapeHtml(product!.name));
    expect(body).toContain(escapeHtml(product!.specifications[0]!.key));
    // A demo product says so, without the review count invented with it (issue 33).
    expect(body).toContain("Demo product: an example with a made-up price");
    expect(body).not.toContain(`(${product!.reviews.toLocaleString("en-IN")} reviews)`);
  });

  it.each(["/product/99999999", "/product/not-a-number"])(
    "answers %s with 404 and the not-found state",
    async (path) => {
      const { response, body } = await html(path);
      expect(response.status).toBe(404);
      expect(body).toContain("Product not found");
      expect(body).toContain("Go Back");
    },
  );

  it.each(["/contact", "/our-service", "/cart", "/login", "/admin", "/admind"])(
    "serves %s with the shop's header and footer",
    async (path) => {
      // Admin pages render only for a signed-in admin; the login page sends one on to /admind.
      const { headers } = await signInAdmin(shop);
      const { response, body } = await html(path, path.startsWith("/admin") ? { headers } : {});
      expect(response.status).toBe(200);
      expect(body).toContain(shop.config.shop.name);
      expect(body).toContain("https://wa.me/91" + shop.config.shop.whatsapp + "?text=Hello");
      expect(body).toContain("Refrigerator");
    },
  );

  it("labels the header for admin pages", async () => {
    const { headers } = await signInAdmin(shop);
    const { body: admin } = await html("/admind", { headers });
    expect(admin).toMatch(/href="\/admind"[^>]*>Dashboard</);
    expect(admin).toMatch(/href="\/admin"[^>]*>Add Product</);
    const { body: store } = await html("/contact");
    expect(store).toMatch(/href="\/login"[^>]*>Admin</);
  });

  it("lazily embeds the configured map on the contact page", async () => {
    const { body } = await html("/contact");
    expect(body).toMatch(
      /<iframe[^>]*src="https:\/\/www\.google\.com\/maps[^"]*"[^>]*loading="lazy"|<iframe[^>]*loading="lazy"[^>]*src="https:\/\/www\.google\.com\/maps/,
    );
  });

  it("redirects any other path to the home page", async () => {
    const response = await shop.app.request("/some/unknown/path");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
  });

  it("allows only the scripts a page rendered for this answer carries the nonce for", async () => {
    // The cart is never cached; cached pages are allowed by hashes (page-cache.test.ts).
    const { response, body } = await html("/cart");
    const policy = response.headers.get("Content-Security-Policy")!;
    const nonce = /'nonce-([^']+)'/.exec(policy)![1]!;
    const inlineScripts = [...body.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)];
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const [, attributes] of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`);
    const { response: second } = await html("/cart");
    expect(second.headers.get("Content-Security-Policy")).not.toContain(nonce);
  });

  it("serves hashed assets with immutable caching, precompressed, and pages compressed", async () => {
    const { body } = await html("/");
    const script = /\/assets\/entry\.client-[\w-]+\.js/.exec(body)![0];
    const brotli = await shop.app.request(script, { headers: { "Accept-Encoding": "gzip, br" } });
    expect(brotli.headers.get("Content-Encoding")).toBe("br");
    expect(brotli.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect((await shop.app.request("/assets/missing-abc123.js")).status).toBe(404);
    const compressed = await shop.app.request("/", { headers: { "Accept-Encoding": "gzip" } });
    expect(compressed.headers.get("Content-Encoding")).toBe("gzip");
  });

  it("sends scripts and product images only the security headers a file needs, pages all of them", async () => {
    const { body, response: page } = await html("/");
    const script = /\/assets\/entry\.client-[\w-]+\.js/.exec(body)![0];
    const [product] = await shop.catalogue.list();
    for (const file of [script, product!.images[0]!]) {
      const response = await shop.app.request(file, { headers: { "Accept-Encoding": "br" } });
      expect(response.status, file).toBe(200);
      expect(response.headers.get("X-Content-Type-Options"), file).toBe("nosniff");
      expect(response.headers.get("Cross-Origin-Resource-Policy"), file).toBe("same-origin");
      for (const pageOnly of ["Content-Security-Policy", "X-Frame-Options", "Referrer-Policy"]) {
        expect(response.headers.has(pageOnly), `${file} ${pageOnly}`).toBe(false);
      }
    }
    expect(page.headers.get("Content-Security-Policy")).toContain("script-src");
    expect(page.headers.get("X-Frame-Options")).toBe("DENY");
    const favicon = await shop.app.request("/favicon.svg");
    expect(favicon.headers.get("Content-Security-Policy")).toContain("default-src 'self'");
  });

  it("serves the build's public files for an hour, and nothing else as a file", async () => {
    for (const file of ["/favicon.svg", "/brands/lg.svg"]) {
      const response = await shop.app.request(file);
      expect(response.status, file).toBe(200);
      expect(response.headers.get("Cache-Control"), file).toBe("public, max-age=3600");
    }
    expect((await shop.app.request("/brands/missing.svg")).status).toBe(302);
    expect((await shop.app.request("/brands")).headers.get("Content-Type")).not.toBe(
      "image/svg+xml",
    );
  });

  it("preloads the first row's product images at high priority and lets the others load lazily", async () => {
    const { body } = await html("/");
    const head = body.slice(0, body.indexOf("</head>"));
    const [first, second, third] = await shop.catalogue.list();
    const hashOf = (url: string) => /([a-f0-9]{32})\.webp$/.exec(url)![1]!;
    const preloads = [...head.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map(
      (match) => match[0],
    );
    expect(preloads).toHaveLength(2);
    for (const [index, product] of [first, second].entries()) {
      expect(preloads[index]).toContain(hashOf(product!.images[0]!));
      expect(preloads[index]).toMatch(/fetchPriority="high"/i);
    }
    // Before the styles, so the phone asks for the largest paint's image first.
    expect(head.indexOf(preloads[0]!)).toBeLessThan(head.indexOf('<style id="shop-styles"'));
    const imageOf = (product: typeof first) =>
      new RegExp(`<img[^>]*src="${product!.images[0]!.replace(/\./g, "\\.")}"[^>]*>`).exec(
        body,
      )![0];
    expect(imageOf(first)).toContain('loading="eager"');
    expect(imageOf(third)).toContain('loading="lazy"');
    expect(imageOf(third)).not.toMatch(/fetchPriority="high"/i);
  });

  it("serves the demo images it generated, cacheable for good", async () => {
    const [product] = await shop.catalogue.list();
    const response = await shop.app.request(product!.images[0]!);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/webp");
    expect(response.headers.get("Cache-Control")).toContain("immutable");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(8, 12).toString("ascii")).toBe("WEBP");
    const small = await shop.app.request(product!.images[0]!.replace(/\.webp$/, "-320.webp"));
    expect(small.status).toBe(200);
    expect(small.headers.get("Cache-Control")).toContain("immutable");
    const { format, width } = await sharp(Buffer.from(await small.arrayBuffer())).metadata();
    expect({ format, width }).toEqual({ format: "webp", width: 320 });
    expect(
      (await shop.app.request(product!.images[0]!.replace(/\.webp$/, "-999.webp"))).status,
    ).toBe(404);
    expect((await shop.app.request("/uploads/products/..%2F..%2Fshop.db")).status).toBe(404);
    expect(
      (await shop.app.request("/uploads/products/0123456789abcdef0123456789abcdef.webp")).status,
    ).toBe(404);
  });
});

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");
}
