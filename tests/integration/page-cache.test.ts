import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildProduct } from "../factories/product";
import { signInAdmin, TEST_ORIGIN, type AdminSession } from "../setup/admin-session";
import { createTestShop, type TestShop } from "../setup/test-shop";

/** The render cache of anonymous storefront pages (decision 24). */
let shop: TestShop;
let admin: AdminSession;

beforeAll(async () => {
  shop = await createTestShop({ pages: true });
  admin = await signInAdmin(shop);
});

afterAll(() => shop.close());

// With a photo: a product without one renders an empty img src, which React reports.
const withPhoto = (name: string) =>
  buildProduct({ name, images: ["https://images.example/fridge.jpg"] });

async function addProduct(name: string): Promise<number> {
  return (await shop.catalogue.addProduct(withPhoto(name))).id;
}

async function page(path: string, headers: Record<string, string> = {}) {
  const response = await shop.app.request(`${TEST_ORIGIN}${path}`, { headers });
  return { response, body: await response.text(), cache: response.headers.get("X-Page-Cache") };
}

function nonceOf(response: Response): string {
  return /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy")!)![1]!;
}

/** The inline scripts a browser runs: not those with a src, nor JSON data blocks. */
function inlineScripts(body: string): { attributes: string; text: string }[] {
  return [...body.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .map(([, attributes = "", text = ""]) => ({ attributes, text }))
    .filter(({ attributes }) => !/type="application\/(ld\+)?json"/.test(attributes));
}

function expectOwnNonce(response: Response, body: string): string {
  const nonce = nonceOf(response);
  const scripts = inlineScripts(body);
  expect(scripts.length).toBeGreaterThan(0);
  for (const { attributes } of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
  return nonce;
}

describe("the page cache", () => {
  it("answers a product page from the cache, and with the product as edited right after an edit", async () => {
    const id = await addProduct("Cached Cooler");
    const first = await page(`/product/${id}`);
    expect(first.response.status).toBe(200);
    expect(first.cache).toBe("miss");
    expect(first.body).toContain("Cached Cooler");
    const again = await page(`/product/${id}`);
    expect(again.cache).toBe("hit");
    expect(again.body).toBe(first.body);

    await shop.catalogue.updateProduct(id, withPhoto("Renamed Cooler"));
    const edited = await page(`/product/${id}`);
    expect(edited.cache).toBe("miss");
    expect(edited.body).toContain("Renamed Cooler");
    expect(edited.body).not.toContain("Cached Cooler");
  });

  it("answers a search from the cache per query, and anew once the catalogue changes", async () => {
    await addProduct("Searchable Geyser");
    const first = await page("/?q=geyser&sort=price-asc");
    expect(first.body).toContain("Searchable Geyser");
    expect((await page("/?q=geyser&sort=price-asc")).cache).toBe("hit");
    expect((await page("/?q=geyser")).cache).toBe("miss");

    await addProduct("Second Geyser");
    const after = await page("/?q=geyser&sort=price-asc");
    expect(after.cache).toBe("miss");
    expect(after.body).toContain("Second Geyser");
  });

  it("shows changed settings right after they are saved", async () => {
    expect((await page("/contact")).cache).toBe("miss");
    expect((await page("/contact")).cache).toBe("hit");
    await shop.settings.update({ name: "Cache Street Appliances" });
    const after = await page("/contact");
    expect(after.cache).toBe("miss");
    expect(after.body).toContain("Cache Street Appliances");
    const terms = await page("/terms");
    expect(terms.body).toContain("Cache Street Appliances");
  });

  it("allows a cached page's inline scripts by their hashes, and never repeats a nonce", async () => {
    const id = await addProduct("Hashed Heater");
    const answers = [await page(`/product/${id}`), await page(`/product/${id}`)];
    expect(answers.map(({ cache }) => cache)).toEqual(["miss", "hit"]);
    for (const { response, body } of answers) {
      const policy = response.headers.get("Content-Security-Policy")!;
      expect(policy).not.toContain("'nonce-");
      expect(body).not.toContain("nonce=");
      const scriptSources = /script-src ([^;]*)/.exec(policy)![1]!.split(" ");
      const scripts = inlineScripts(body);
      expect(scripts.length).toBeGreaterThan(0);
      for (const { text } of scripts) {
        const hash = createHash("sha256").update(text).digest("base64");
        expect(scriptSources).toContain(`'sha256-${hash}'`);
      }
      expect(scriptSources).toHaveLength(new Set(scripts.map(({ text }) => text)).size + 1);
      expect(policy).toContain("frame-ancestors 'none'");
    }
  });

  it("allows a cached page's inlined stylesheet by its hash, and a rendered one's by its nonce", async () => {
    const id = await addProduct("Styled Stove");
    await page(`/product/${id}`);
    const kept = await page(`/product/${id}`);
    expect(kept.cache).toBe("hit");
    const styles = /<style id="shop-styles">([\s\S]*?)<\/style>/.exec(kept.body)![1]!;
    expect(styles.length).toBeGreaterThan(10_000);
    const hash = createHash("sha256").update(styles).digest("base64");
    const keptPolicy = kept.response.headers.get("Content-Security-Policy")!;
    expect(/style-src ([^;]*)/.exec(keptPolicy)![1]!.split(" ")).toEqual([
      "'self'",
      `'sha256-${hash}'`,
    ]);

    const rendered = await page("/cart");
    const nonce = expectOwnNonce(rendered.response, rendered.body);
    expect(rendered.body).toContain(`<style id="shop-styles" nonce="${nonce}">`);
    expect(rendered.response.headers.get("Content-Security-Policy")).toContain(
      `style-src 'self' 'nonce-${nonce}'`,
    );
  });

  it("serves brotli, gzip or plain bytes of the same page as the client accepts", async () => {
    const id = await addProduct("Encoded Fan");
    const plain = await page(`/product/${id}`);
    const request = (acceptEncoding: string) =>
      shop.app.request(`${TEST_ORIGIN}/product/${id}`, {
        headers: { "Accept-Encoding": acceptEncoding },
      });
    const brotli = await request("gzip, deflate, br");
    expect(brotli.headers.get("Content-Encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe(
      plain.body,
    );
    const gzip = await request("gzip, br;q=0");
    expect(gzip.headers.get("Content-Encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(plain.body);
    for (const response of [brotli, gzip, plain.response]) {
      expect(response.headers.get("Vary")).toContain("Accept-Encoding");
    }
    expect(plain.response.headers.get("Content-Encoding")).toBeNull();
  });

  it("answers 304 to a matching ETag, with the policy of the page the browser keeps", async () => {
    const id = await addProduct("Tagged Toaster");
    const first = await page(`/product/${id}`);
    const etag = first.response.headers.get("ETag")!;
    expect(etag).toMatch(/^W\/"/);
    expect(first.response.headers.get("Cache-Control")).toBe("no-cache");

    const unchanged = await shop.app.request(`${TEST_ORIGIN}/product/${id}`, {
      headers: { "If-None-Match": etag },
    });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe("");
    expect(unchanged.headers.get("ETag")).toBe(etag);
    expect(unchanged.headers.get("Content-Security-Policy")).toBe(
      first.response.headers.get("Content-Security-Policy"),
    );

    await shop.catalogue.updateProduct(id, withPhoto("Retagged Toaster"));
    const changed = await shop.app.request(`${TEST_ORIGIN}/product/${id}`, {
      headers: { "If-None-Match": etag },
    });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain("Retagged Toaster");
  });

  it("never answers a request with an admin session from the cache, nor fills it", async () => {
    const id = await addProduct("Private Purifier");
    const signedIn = await page(`/product/${id}`, { Cookie: admin.cookie });
    expect(signedIn.response.status).toBe(200);
    expect(signedIn.cache).toBeNull();
    expectOwnNonce(signedIn.response, signedIn.body);
    expect((await page(`/product/${id}`)).cache).toBe("miss");

    expect((await page(`/product/${id}`)).cache).toBe("hit");
    const again = await page(`/product/${id}`, { Cookie: admin.cookie });
    expect(again.cache).toBeNull();
    expect(nonceOf(again.response)).not.toBe(nonceOf(signedIn.response));
    // Even a session cookie that is no longer valid: the cache never guesses who is asking.
    const stale = await page(`/product/${id}`, { Cookie: "dukan_session=ended" });
    expect(stale.cache).toBeNull();
  });

  it("never caches the cart, tracking, repair pages or what is not a page's 200", async () => {
    for (const path of [
      "/cart",
      "/track",
      `/track/${"Z".repeat(32)}`,
      `/track/repair/${"Z".repeat(32)}`,
      "/repair",
      "/our-service",
    ]) {
      const first = await page(path);
      const second = await page(path);
      expect([first.cache, second.cache], path).toEqual([null, null]);
      if (first.response.status === 200) {
        expect(nonceOf(second.response), path).not.toBe(expectOwnNonce(first.response, first.body));
        expectOwnNonce(second.response, second.body);
      }
    }
    const missing = await page("/product/999999");
    expect(missing.response.status).not.toBe(200);
    expect(missing.cache).toBeNull();
    const redirected = await page("/product/not-a-number");
    expect(redirected.cache).toBeNull();
  });
});
