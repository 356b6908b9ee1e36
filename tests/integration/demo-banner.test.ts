import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PRODUCTS_INTENT } from "../../app/features/admin/demo-banner";
import { demoCatalogueTexts } from "../../domain/demo-catalogue";
import { exampleDetailsTexts } from "../../domain/shop";
import { demoCatalogue } from "../../server/db/seed/demo-catalogue";
import { signInAdmin, TEST_ORIGIN, type AdminSession } from "../setup/admin-session";
import { createTestShop, type TestShop } from "../setup/test-shop";

/** The admin's 'Remove the demo products' (issue 33), as the banner posts it. */
let shop: TestShop;
let admin: AdminSession;

beforeAll(async () => {
  shop = await createTestShop({
    demo: true,
    pages: true,
    env: { BUILD_DIR: process.env.BUILD_DIR ?? "build" },
  });
  admin = await signInAdmin(shop);
});

afterAll(() => shop.close());

function remove(headers: Record<string, string>) {
  return shop.app.request(`${TEST_ORIGIN}/admin/demo-products`, {
    method: "POST",
    headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: DEMO_PRODUCTS_INTENT }),
    redirect: "manual",
  });
}

describe("the demo banner's action", () => {
  it("shows the banner to the admin while demo products exist", async () => {
    const page = await shop.app.request(`${TEST_ORIGIN}/admin/products`, {
      headers: admin.headers,
    });
    const html = (await page.text()).replaceAll("<!-- -->", "");
    expect(html).toContain(demoCatalogueTexts.banner(demoCatalogue.length));
    expect(html).toContain(demoCatalogueTexts.remove);
    // While the demo is in, its banner is the one notice.
    expect(html).not.toContain(exampleDetailsTexts.setThem);
  });

  it("removes nothing for a visitor who is not signed in", async () => {
    const response = await remove({ Origin: TEST_ORIGIN });
    expect(response.status).not.toBe(200);
    expect(await shop.demoCatalogue.count()).toBe(demoCatalogue.length);
  });

  it("removes every demo product for the admin, once", async () => {
    const response = await remove(admin.headers);
    expect(response.status).toBeLessThan(400);
    expect(await shop.demoCatalogue.count()).toBe(0);
    expect(await shop.catalogue.list()).toEqual([]);
    const page = await shop.app.request(`${TEST_ORIGIN}/admin/products`, {
      headers: admin.headers,
    });
    expect(await page.text()).not.toContain(demoCatalogueTexts.remove);
  });
});

describe("the demo shop's contact details, once the demo is gone", () => {
  async function productsPage(): Promise<string> {
    const page = await shop.app.request(`${TEST_ORIGIN}/admin/products`, {
      headers: admin.headers,
    });
    return (await page.text()).replaceAll("<!-- -->", "").replaceAll("&#x27;", "'");
  }

  it("are named to the admin until the shop's own are set", async () => {
    expect(await shop.demoCatalogue.count()).toBe(0);
    expect(await productsPage()).toContain(
      exampleDetailsTexts.banner(["address", "phone", "email"]),
    );

    await shop.settings.update({ phone: "9414012345" });
    expect(await productsPage()).toContain(exampleDetailsTexts.banner(["address", "email"]));

    await shop.settings.update({ address: "12 Station Road", email: "shop@example.in" });
    const html = await productsPage();
    expect(html).not.toContain("Customers see the demo shop's");
    expect(html).not.toContain(exampleDetailsTexts.setThem);
  });
});
