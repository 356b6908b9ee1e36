import { UNSAFE_decodeViaTurboStream as decodeTurboStream } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GSTIN_REQUIRED_MESSAGE } from "../../domain/bills/tax-settings";
import { formValuesOf, SETTINGS_INTENTS } from "../../app/features/settings/settings-form";
import { signInAdmin, TEST_ORIGIN, type AdminSession } from "../setup/admin-session";
import { createTestShop, type TestShop } from "../setup/test-shop";

/** The 'Tax and bills' settings and a product's HSN and GST rate, as the admin's forms post them. */
let shop: TestShop;
let admin: AdminSession;

beforeAll(async () => {
  shop = await createTestShop({
    pages: true,
    env: { BUILD_DIR: process.env.BUILD_DIR ?? "build" },
  });
  admin = await signInAdmin(shop);
});

afterAll(() => shop.close());

async function post(path: string, body: URLSearchParams) {
  const response = await shop.app.request(`${TEST_ORIGIN}${path}`, {
    method: "POST",
    headers: { ...admin.headers, "Content-Type": "application/x-www-form-urlencoded" },
    body,
    redirect: "manual",
  });
  return { status: response.status, html: (await response.text()).replaceAll("<!-- -->", "") };
}

const saveSettings = (changes: Record<string, string>) =>
  post(
    "/admin/settings",
    new URLSearchParams({
      ...formValuesOf(shop.settings.current()),
      ...changes,
      intent: SETTINGS_INTENTS.save,
    }),
  );

describe("the 'Tax and bills' settings", () => {
  it("are shown in their own section", async () => {
    const response = await shop.app.request(`${TEST_ORIGIN}/admin/settings`, {
      headers: admin.headers,
    });
    const html = await response.text();
    for (const label of [
      "Tax and bills",
      "GSTIN",
      "Bill number prefix",
      "UPI ID for bills",
      "Repair labour SAC",
    ]) {
      expect(html).toContain(label);
    }
  });

  it("refuse a wrong GSTIN, UPI ID and prefix, and a registration without a GSTIN, saving nothing", async () => {
    const before = shop.settings.current();
    const wrong = await saveSettings({
      gstRegistration: "regular",
      gstin: "27AAPFU0939F1ZA",
      upiId: "sharma",
      billPrefix: "TOOLONG",
    });
    expect(wrong.html).toContain("does not match the rest");
    expect(wrong.html).toContain("Enter a UPI ID like yourshop@okhdfc");
    expect(wrong.html).toContain("A bill prefix has 1 to 4 capital letters or digits");
    const missing = await saveSettings({ gstRegistration: "composition", gstin: "" });
    expect(missing.html).toContain(GSTIN_REQUIRED_MESSAGE.replaceAll("'", "&#x27;"));
    expect(shop.settings.current()).toEqual(before);
  });

  it("save a regular registration with its GSTIN, UPI ID and labour rate", async () => {
    const saved = await saveSettings({
      gstRegistration: "regular",
      gstin: "27aapfu0939f1zv",
      legalName: "Sharma Electronics Pvt Ltd",
      billPrefix: "se",
      upiId: "sharma@okhdfc",
      upiPayeeName: "Sharma Electronics",
      repairLabourRate: "12",
    });
    expect(saved.html).toContain("Settings saved");
    expect(shop.settings.current()).toMatchObject({
      gstRegistration: "regular",
      gstin: "27AAPFU0939F1ZV",
      billPrefix: "SE",
      upiId: "sharma@okhdfc",
      repairLabourSac: "998715",
      repairLabourRate: 12,
    });
  });
});

describe("a product's HSN and GST rate", () => {
  const product = {
    intent: "add",
    name: "Voltas 1.5 Ton Split AC",
    price: "38990",
    description: "5 star inverter",
    category: "Air Conditioners",
    rating: "4",
    reviews: "0",
    maxQuantity: "2",
    inStock: "on",
  };

  async function act(path: string, fields: Record<string, string>) {
    const response = await shop.app.request(`${TEST_ORIGIN}${path}.data`, {
      method: "POST",
      headers: { ...admin.headers, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });
    const decoded = await decodeTurboStream(response.body!, globalThis);
    return { status: response.status, answer: (decoded.value as { data?: unknown }).data };
  }

  it("start at 18 % and the kind's HSN, are saved with the product form, and a wrong one saves nothing", async () => {
    const added = await act("/admin", { ...product, hsn: "", gstRate: "18" });
    const id = (added.answer as { result: { saved: { id: number } } }).result.saved.id;
    expect(await shop.productTaxes.of(id)).toEqual({ hsn: "", gstRate: 18 });
    const edit = `/admin/products/${id}/edit`;
    const refused = await act(edit, {
      ...product,
      intent: "save",
      name: "Renamed",
      hsn: "84A5",
      gstRate: "18",
    });
    expect(refused.answer).toMatchObject({ intent: "save", ok: false });
    expect(JSON.stringify(refused.answer)).toContain("An HSN or SAC code has 4 to 8 digits");
    const badRate = await act(edit, { ...product, intent: "save", hsn: "8415", gstRate: "15" });
    expect(badRate.answer).toMatchObject({ intent: "save", ok: false });
    expect((await shop.catalogue.get(id))?.name).toBe(product.name);
    await act(edit, { ...product, intent: "save", hsn: "84151010", gstRate: "28" });
    expect(await shop.productTaxes.of(id)).toEqual({ hsn: "84151010", gstRate: 28 });
    const page = await shop.app.request(`${TEST_ORIGIN}${edit}`, { headers: admin.headers });
    expect(await page.text()).toContain('value="84151010"');
  });
});
