// Stays whole: its groups share one test shop (database and app) that a split would set up again.
import { UNSAFE_decodeViaTurboStream as decodeTurboStream } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRODUCT_FORM_MESSAGES } from "../../domain/product-schemas";
import { stockMessages } from "../../domain/stock-count";
import { buildProduct } from "../factories/product";
import { signInAdmin, TEST_ORIGIN, type AdminSession } from "../setup/admin-session";
import { createTestShop, type TestShop } from "../setup/test-shop";

/**
 * The admin's product pages change the catalogue through their route actions: /admin adds,
 * /admin/products/:id/edit saves and deletes, /admin/products switches stock and deletes.
 */
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

type Fields = Record<string, string | string[]>;

function formBody(fields: Fields): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const each of Array.isArray(value) ? value : [value]) body.append(name, each);
  }
  return body;
}

function post(path: string, fields: Fields, headers: Record<string, string>) {
  return shop.app.request(`${TEST_ORIGIN}${path}`, {
    method: "POST",
    headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
    body: formBody(fields),
  });
}

/** Posts as the page's fetcher does (a `.data` request) and reads the action's answer. */
async function act(path: string, fields: Fields, headers = admin.headers) {
  const response = await post(`${path}.data`, fields, headers);
  const decoded = await decodeTurboStream(response.body!, globalThis);
  return { status: response.status, answer: (decoded.value as { data?: unknown }).data };
}

const washingMachine: Fields = {
  intent: "add",
  name: "Godrej 7 kg Top Load Washing Machine",
  price: "17490",
  description: "Fully automatic, toughened glass lid",
  category: "Home & Kitchen",
  oldPrice: "21990",
  brand: "Godrej",
  images: ["https://cdn.example.com/godrej-front.jpg", "https://cdn.example.com/godrej-side.jpg"],
  rating: "4.3",
  reviews: "12",
  inStock: "on",
  maxQuantity: "3",
  specificationKey: ["Capacity", "Colour"],
  specificationValue: ["7 kg", "Grey"],
};

const names = async () => (await shop.catalogue.list()).map((product) => product.name);

describe("the add-product action", () => {
  it("adds the posted product, with its photos and specifications in order", async () => {
    const { status, answer } = await act("/admin", washingMachine);
    expect(status).toBe(200);
    const saved = (answer as { result: { saved: { id: number; name: string } } }).result.saved;
    expect(saved.name).toBe(washingMachine.name);
    expect(await shop.catalogue.get(saved.id)).toMatchObject({
      name: "Godrej 7 kg Top Load Washing Machine",
      pricePaise: 1_749_000,
      oldPricePaise: 2_199_000,
      category: "Home & Kitchen",
      images: [
        "https://cdn.example.com/godrej-front.jpg",
        "https://cdn.example.com/godrej-side.jpg",
      ],
      rating: 4.3,
      reviews: 12,
      inStock: true,
      maxQuantity: 3,
      specifications: [
        { key: "Capacity", value: "7 kg" },
        { key: "Colour", value: "Grey" },
      ],
    });
  });

  it("answers the spec's messages in the spec's order and stores nothing", async () => {
    const before = await names();
    const steps: [Fields, string, string][] = [
      [{ name: "  " }, "name", PRODUCT_FORM_MESSAGES.nameRequired],
      [{ name: "Bajaj Mixer Grinder" }, "price", PRODUCT_FORM_MESSAGES.priceInvalid],
      [{ price: "0" }, "price", PRODUCT_FORM_MESSAGES.priceInvalid],
      [{ price: "2499" }, "description", PRODUCT_FORM_MESSAGES.descriptionRequired],
      [{ description: "750 W, three jars" }, "category", PRODUCT_FORM_MESSAGES.categoryRequired],
    ];
    let fields: Fields = { intent: "add", rating: "4", reviews: "0", maxQuantity: "10" };
    for (const [change, field, message] of steps) {
      fields = { ...fields, ...change };
      expect(await act("/admin", fields)).toMatchObject({
        status: 200,
        answer: { intent: "add", ok: false, fieldErrors: { [field]: message } },
      });
    }
    expect(await names()).toEqual(before);
  });

  it("takes an optional stock count as the product's first count, by the admin who added it", async () => {
    const counted = await act("/admin", {
      ...washingMachine,
      name: "Counted washing machine",
      stockQuantity: " 4 ",
    });
    const { id } = (counted.answer as { result: { saved: { id: number } } }).result.saved;
    expect((await shop.catalogue.get(id))?.stockQuantity).toBe(4);
    expect(await shop.stock.history(id)).toMatchObject([
      {
        kind: "adjusted",
        change: 4,
        quantityAfter: 4,
        reason: stockMessages.firstCount,
        adminEmail: admin.email,
      },
    ]);

    const blank = await act("/admin", { ...washingMachine, name: "Uncounted", stockQuantity: "" });
    const blankId = (blank.answer as { result: { saved: { id: number } } }).result.saved.id;
    expect((await shop.catalogue.get(blankId))?.stockQuantity).toBeNull();
    expect(await shop.stock.history(blankId)).toEqual([]);
  });

  it("refuses a stock count that is not a whole number from 0 beside its field, adding nothing", async () => {
    const before = await names();
    for (const stockQuantity of ["-1", "2.5", "many"]) {
      expect(
        await act("/admin", { ...washingMachine, name: "Miscounted", stockQuantity }),
      ).toMatchObject({
        status: 200,
        answer: { ok: false, fieldErrors: { stockQuantity: stockMessages.firstNotWhole } },
      });
    }
    expect(await names()).toEqual(before);
  });

  it("keeps the page and says to log in when the session has ended", async () => {
    const before = await names();
    const { status, answer } = await act("/admin", washingMachine, { Origin: TEST_ORIGIN });
    expect(status).toBe(401);
    expect(answer).toMatchObject({ intent: "add", ok: false, stopped: "signed-out" });
    expect(await names()).toEqual(before);
  });

  it("sends a form posted without a session, and without scripts, to the login page", async () => {
    const response = await post("/admin", washingMachine, { Origin: TEST_ORIGIN });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/login?next=${encodeURIComponent("/admin")}`);
  });

  it("refuses a post from another site, even with the admin's cookie", async () => {
    const before = await names();
    const response = await post("/admin.data", washingMachine, {
      Cookie: admin.cookie,
      Origin: "https://attacker.example",
    });
    expect(response.status).toBe(403);
    expect(await names()).toEqual(before);
  });
});

describe("the edit-product action", () => {
  it("saves the posted fields over the product", async () => {
    const [id] = (await shop.catalogue.addProducts([
      buildProduct({ name: "Usha Ceiling Fan", pricePaise: 249_900 }),
    ])) as [number];
    const { status, answer } = await act(`/admin/products/${id}/edit`, {
      ...washingMachine,
      intent: "save",
      name: "Usha Ceiling Fan 1200 mm",
      price: "2299",
      category: "Electronics",
      inStock: [],
    });
    expect(status).toBe(200);
    expect(answer).toMatchObject({
      ok: true,
      result: { saved: { id, name: "Usha Ceiling Fan 1200 mm" } },
    });
    expect(await shop.catalogue.get(id)).toMatchObject({ pricePaise: 229_900, inStock: false });
  });

  it("refuses an invalid change with the spec's message and keeps the product", async () => {
    const [id] = (await shop.catalogue.addProducts([
      buildProduct({ name: "Orient Air Cooler" }),
    ])) as [number];
    const { status, answer } = await act(`/admin/products/${id}/edit`, {
      ...washingMachine,
      intent: "save",
      description: "",
    });
    expect(status).toBe(200);
    expect(answer).toMatchObject({
      ok: false,
      fieldErrors: { description: PRODUCT_FORM_MESSAGES.descriptionRequired },
    });
    expect((await shop.catalogue.get(id))?.name).toBe("Orient Air Cooler");
  });

  it("says so when the product has been deleted meanwhile", async () => {
    const { status, answer } = await act("/admin/products/999999/edit", {
      ...washingMachine,
      intent: "save",
    });
    expect(status).toBe(200);
    expect(answer).toMatchObject({
      ok: false,
      notification: { message: "Product 999999 not found; it may have been deleted" },
    });
  });

  it("deletes the product", async () => {
    const [id] = (await shop.catalogue.addProducts([buildProduct({ name: "Philips Iron" })])) as [
      number,
    ];
    expect(await act(`/admin/products/${id}/edit`, { intent: "delete" })).toMatchObject({
      status: 200,
      answer: { ok: true, result: { deleted: true } },
    });
    expect(await shop.catalogue.get(id)).toBeUndefined();
  });

  it("refuses a delete without a session", async () => {
    const [id] = (await shop.catalogue.addProducts([buildProduct()])) as [number];
    const { status } = await act(
      `/admin/products/${id}/edit`,
      { intent: "delete" },
      { Origin: TEST_ORIGIN },
    );
    expect(status).toBe(401);
    expect(await shop.catalogue.get(id)).toBeDefined();
  });
});

describe("the products list's actions", () => {
  it("switch a product out of stock and back", async () => {
    const [id] = (await shop.catalogue.addProducts([
      buildProduct({ name: "Bajaj Room Heater" }),
    ])) as [number];
    expect(await act("/admin/products", { intent: "stock", id: String(id) })).toMatchObject({
      status: 200,
      answer: {
        ok: true,
        notification: { message: '"Bajaj Room Heater" is now out of stock' },
        result: { id },
      },
    });
    expect((await shop.catalogue.get(id))?.inStock).toBe(false);
    await act("/admin/products", { intent: "stock", id: String(id), inStock: "true" });
    expect((await shop.catalogue.get(id))?.inStock).toBe(true);
  });

  it("delete a product only once the admin has confirmed", async () => {
    const [id] = (await shop.catalogue.addProducts([
      buildProduct({ name: "Kent Water Purifier" }),
    ])) as [number];
    expect(await act("/admin/products", { intent: "delete", id: String(id) })).toMatchObject({
      status: 200,
      answer: { ok: false, result: { id, confirmDelete: true } },
    });
    expect(await shop.catalogue.get(id)).toBeDefined();
    const confirmed = await act("/admin/products", {
      intent: "delete",
      id: String(id),
      confirmed: "yes",
    });
    expect(confirmed.answer).toMatchObject({
      ok: true,
      notification: { message: '"Kent Water Purifier" deleted' },
    });
    expect(await shop.catalogue.get(id)).toBeUndefined();
  });

  it("work as plain form posts, answering with the list page", async () => {
    const [id] = (await shop.catalogue.addProducts([
      buildProduct({ name: "Crompton Geyser" }),
    ])) as [number];
    const response = await post(
      "/admin/products",
      { intent: "stock", id: String(id) },
      admin.headers,
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("&quot;Crompton Geyser&quot; is now out of stock");
    expect((await shop.catalogue.get(id))?.inStock).toBe(false);
  });

  it("refuse a product id that is not one, changing nothing", async () => {
    const { status, answer } = await act("/admin/products", { intent: "stock", id: "12abc" });
    expect(status).toBe(200);
    expect(answer).toMatchObject({
      ok: false,
      fieldErrors: { id: "Product id must be a positive whole number, from 1 to 2147483647" },
    });
  });

  it("refuse changes without a session or from another site", async () => {
    const [id] = (await shop.catalogue.addProducts([buildProduct({ name: "Havells Kettle" })])) as [
      number,
    ];
    const fields = { intent: "stock", id: String(id) };
    expect((await act("/admin/products", fields, { Origin: TEST_ORIGIN })).status).toBe(401);
    const plain = await post("/admin/products", fields, { Origin: TEST_ORIGIN });
    expect(plain.status).toBe(302);
    expect(plain.headers.get("Location")).toBe(
      `/login?next=${encodeURIComponent("/admin/products")}`,
    );
    const crossSite = await post("/admin/products.data", fields, {
      Cookie: admin.cookie,
      Origin: "https://attacker.example",
    });
    expect(crossSite.status).toBe(403);
    expect((await shop.catalogue.get(id))?.inStock).toBe(true);
  });
});

describe("the stock count action, on the admin contract", () => {
  it("saves a count with its reason, refuses a bad one by field and answers signed out", async () => {
    const [id] = (await shop.catalogue.addProducts([buildProduct({ name: "Counted kettle" })])) as [
      number,
    ];
    const path = `/admin/products/${id}/stock`;
    const saved = await act(path, { intent: "stock-count", quantity: "7", reason: "delivery" });
    expect(saved.answer).toMatchObject({ intent: "stock-count", ok: true });
    expect((await shop.catalogue.get(id))?.stockQuantity).toBe(7);

    const refused = await act(path, { intent: "stock-count", quantity: "-2", reason: "" });
    expect(refused.answer).toMatchObject({ ok: false });
    const { fieldErrors } = refused.answer as { fieldErrors: Record<string, string> };
    expect(Object.keys(fieldErrors).sort()).toEqual(["quantity", "reason"]);

    const signedOut = await act(
      path,
      { intent: "stock-count", quantity: "1", reason: "x" },
      {
        Origin: TEST_ORIGIN,
      },
    );
    expect(signedOut.status).toBe(401);
    expect(signedOut.answer).toMatchObject({ stopped: "signed-out" });
    expect((await shop.catalogue.get(id))?.stockQuantity).toBe(7);
  });
});
