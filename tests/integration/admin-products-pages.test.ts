import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildProduct } from "../factories/product";
import { signInAdmin } from "../setup/admin-session";
import { createTestShop, type TestShop } from "../setup/test-shop";

let shop: TestShop;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
let kettleId: number;

beforeAll(async () => {
  shop = await createTestShop({
    pages: true,
    env: { BUILD_DIR: process.env.BUILD_DIR ?? "build" },
  });
  admin = await signInAdmin(shop);
  [kettleId] = (await shop.catalogue.addProducts([
    buildProduct({ name: "Prestige Electric Kettle", inStock: false, pricePaise: 129_900 }),
    buildProduct({ name: "Havells Room Heater" }),
  ])) as [number, number];
});

afterAll(() => shop.close());

async function page(path: string, headers: Record<string, string> = admin.headers) {
  const response = await shop.app.request(`http://localhost${path}`, { headers });
  return {
    status: response.status,
    location: response.headers.get("Location"),
    html: await response.text(),
  };
}

describe("the admin's product pages", () => {
  it("list every product with its price and stock, searched and filtered by the URL", async () => {
    const all = await page("/admin/products");
    expect(all.status).toBe(200);
    expect(all.html).toContain("Prestige Electric Kettle");
    expect(all.html).toContain("Havells Room Heater");
    expect(all.html).toContain("₹1,299");
    expect(all.html).toContain('<meta name="robots" content="noindex"');

    const outOfStock = await page("/admin/products?stock=out");
    expect(outOfStock.html).toContain("Prestige Electric Kettle");
    expect(outOfStock.html).not.toContain("Havells Room Heater");
    const searched = await page("/admin/products?q=heater");
    expect(searched.html).toContain("Havells Room Heater");
    expect(searched.html).not.toContain("Prestige Electric Kettle");
  });

  it("open the edit form prefilled with the product", async () => {
    const edit = await page(`/admin/products/${kettleId}/edit`);
    expect(edit.status).toBe(200);
    expect(edit.html).toContain('value="Prestige Electric Kettle"');
    expect(edit.html).toContain('value="1299"');
    expect(edit.html).toContain("Save Changes");
  });

  it("say so when the product to edit does not exist", async () => {
    const missing = await page("/admin/products/999999/edit");
    expect(missing.html).toContain("Product not found");
  });

  it.each(["/admin", "/admin/products", `/admin/products/1/edit`])(
    "send a visitor without a session from %s to the login page",
    async (path) => {
      const response = await page(path, {});
      expect(response.status).toBe(302);
      expect(response.location).toBe(`/login?next=${encodeURIComponent(path)}`);
      expect(response.html).not.toContain("Prestige Electric Kettle");
    },
  );
});
