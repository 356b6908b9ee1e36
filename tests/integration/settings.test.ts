import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openShopInstance, createTestShop, type TestShop } from "../setup/test-shop";

let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop({ env: { SHOP_NAME: "Sharma Electronics", SHOP_CITY: "Kota" } });
});

afterAll(() => shop.close());

describe("shop settings", () => {
  it("start from the environment and keep a saved value across a restart", async () => {
    expect(shop.settings.current().name).toBe("Sharma Electronics");
    await shop.settings.update({ warrantyDays: 120, callbackPromise: "within the hour" });

    const restarted = await openShopInstance(shop.testDatabase);
    try {
      const settings = restarted.settings.current();
      expect(settings.warrantyDays).toBe(120);
      expect(settings.callbackPromise).toBe("within the hour");
      // Never saved, so it still follows the environment of the instance that opens the shop.
      expect(settings.city).toBe("Jaipur");
    } finally {
      await restarted.close();
    }
  });

  it("refuse an invalid change and keep what was there", async () => {
    const before = shop.settings.current();
    await expect(shop.settings.update({ serviceAreaPins: ["012345"] })).rejects.toThrow(
      "A PIN code has 6 digits and does not start with 0",
    );
    expect(shop.settings.current()).toEqual(before);
  });

  it("put a changed map address into the page's Content-Security-Policy at once", async () => {
    await shop.settings.update({ mapEmbedUrl: "https://maps.example.in/embed?q=kota" });
    const response = await shop.app.request("/healthz");
    expect(response.headers.get("Content-Security-Policy")).toContain(
      "frame-src https://maps.example.in",
    );
  });
});
