import { UNSAFE_decodeViaTurboStream as decodeTurboStream } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiErrorSchema } from "../../domain/api-error";
import { PRODUCT_TEXT_LIMITS } from "../../domain/product-schemas";
import { productJsonSchema } from "../../domain/product-json";
import { buildProduct } from "../factories/product";
import { signInAdmin, TEST_ORIGIN, type AdminSession } from "../setup/admin-session";
import { createTestShop, type TestShop } from "../setup/test-shop";

/**
 * A product's optional Hindi name and description (issue 15): stored through the admin's API and
 * forms, listed by the API, shown on Hindi pages, English pages and Hindi pages without them
 * falling back to English, and found by the search.
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

const fridge = {
  name: "Godrej 180 L Single Door Refrigerator",
  price: 14_990,
  description: "Direct cool, right for a family of three.",
  category: "Refrigerators",
  nameHi: "Godrej 180 लीटर सिंगल डोर फ्रिज",
  descriptionHi: "डायरेक्ट कूल, तीन लोगों के परिवार के लिए सही।",
};

function sendJson(method: string, path: string, body: unknown) {
  return shop.app.request(`${TEST_ORIGIN}${path}`, {
    method,
    headers: { ...admin.headers, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

async function page(path: string) {
  const response = await shop.app.request(`${TEST_ORIGIN}${path}`);
  // Without the markers React puts between neighbouring pieces of text.
  return { status: response.status, html: (await response.text()).replaceAll("<!-- -->", "") };
}

/** Posts the admin's product form as its fetcher does and reads the action's answer. */
async function postForm(path: string, fields: Record<string, string> | URLSearchParams) {
  const response = await shop.app.request(`${TEST_ORIGIN}${path}.data`, {
    method: "POST",
    headers: { ...admin.headers, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  const decoded = await decodeTurboStream(response.body!, globalThis);
  return { status: response.status, answer: (decoded.value as { data?: unknown }).data };
}

describe("the admin products API with Hindi fields", () => {
  it("stores the Hindi name and description and lists them in /api/products", async () => {
    const created = await sendJson("POST", "/api/admin/products", fridge);
    expect(created.status).toBe(201);
    const product = productJsonSchema.parse(await created.json());
    expect(product).toMatchObject({ nameHi: fridge.nameHi, descriptionHi: fridge.descriptionHi });

    const one = productJsonSchema.parse(
      await (await shop.app.request(`${TEST_ORIGIN}/api/products/${product.id}`)).json(),
    );
    expect(one).toMatchObject({ nameHi: fridge.nameHi, descriptionHi: fridge.descriptionHi });
    const list = (await (await shop.app.request(`${TEST_ORIGIN}/api/products`)).json()) as {
      products: unknown[];
    };
    expect(list.products.map((listed) => productJsonSchema.parse(listed))).toContainEqual(
      expect.objectContaining({ id: product.id, nameHi: fridge.nameHi }),
    );
  });

  it("answers empty Hindi fields for a product without them", async () => {
    const english = {
      name: fridge.name,
      price: fridge.price,
      description: fridge.description,
      category: fridge.category,
    };
    const created = await sendJson("POST", "/api/admin/products", english);
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ nameHi: "", descriptionHi: "" });
  });

  it("changes and clears the Hindi fields with a PUT; blank counts as none", async () => {
    const [id] = (await shop.catalogue.addProducts([
      buildProduct({ nameHi: "पुराना नाम", descriptionHi: "पुराना विवरण" }),
    ])) as [number];
    const renamed = await sendJson("PUT", `/api/admin/products/${id}`, {
      ...fridge,
      nameHi: "  नया नाम  ",
      descriptionHi: "\u200b",
    });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ nameHi: "नया नाम", descriptionHi: "" });
    expect(await shop.catalogue.get(id)).toMatchObject({ nameHi: "नया नाम", descriptionHi: "" });
  });

  it.each([
    [
      "a Hindi name longer than the English limit",
      { nameHi: "न".repeat(PRODUCT_TEXT_LIMITS.name + 1) },
      `Hindi name must be at most ${PRODUCT_TEXT_LIMITS.name} characters`,
    ],
    [
      "a Hindi description longer than the English limit",
      { descriptionHi: "व".repeat(PRODUCT_TEXT_LIMITS.description + 1) },
      `Hindi description must be at most ${PRODUCT_TEXT_LIMITS.description} characters`,
    ],
    [
      "a Hindi name with a control character",
      { nameHi: "फ्रिज\u0000" },
      "Hindi name must not contain control characters",
    ],
    ["a Hindi name that is not text", { nameHi: 12 }, "Hindi name must be text"],
  ])("refuses %s and stores nothing", async (_case, change, message) => {
    const before = (await shop.catalogue.list()).length;
    const response = await sendJson("POST", "/api/admin/products", { ...fridge, ...change });
    expect(response.status).toBe(400);
    const { error } = apiErrorSchema.parse(await response.json());
    expect(error.message).toContain(message);
    expect((await shop.catalogue.list()).length).toBe(before);
  });
});

describe("the admin's add and edit forms with Hindi fields", () => {
  const form = {
    intent: "add",
    name: "Bajaj 20 L Solo Microwave Oven",
    price: "5490",
    description: "For reheating and tea in a hurry.",
    category: "Microwaves",
    rating: "4",
    reviews: "0",
    inStock: "on",
    maxQuantity: "5",
  };

  it("shows the Hindi inputs on the add page", async () => {
    const response = await shop.app.request(`${TEST_ORIGIN}/admin`, { headers: admin.headers });
    const html = await response.text();
    expect(html).toContain("Name in Hindi (optional)");
    expect(html).toContain("Description in Hindi (optional)");
    expect(html).toMatch(
      /<input[^>]*name="nameHi"[^>]*lang="hi"|<input[^>]*lang="hi"[^>]*name="nameHi"/,
    );
  });

  it("adds a product with a Hindi name and saves a changed one", async () => {
    const added = await postForm("/admin", {
      ...form,
      nameHi: "Bajaj 20 लीटर सोलो माइक्रोवेव",
      descriptionHi: "खाना गरम करने के लिए।",
    });
    expect(added.status).toBe(200);
    const { id } = (added.answer as { result: { saved: { id: number } } }).result.saved;
    expect(await shop.catalogue.get(id)).toMatchObject({
      nameHi: "Bajaj 20 लीटर सोलो माइक्रोवेव",
      descriptionHi: "खाना गरम करने के लिए।",
    });

    const edited = await postForm(`/admin/products/${id}/edit`, {
      ...form,
      intent: "save",
      nameHi: "बजाज माइक्रोवेव",
      descriptionHi: "",
    });
    expect(edited.status).toBe(200);
    expect(await shop.catalogue.get(id)).toMatchObject({
      name: form.name,
      nameHi: "बजाज माइक्रोवेव",
      descriptionHi: "",
    });
    const editPage = await shop.app.request(`${TEST_ORIGIN}/admin/products/${id}/edit`, {
      headers: admin.headers,
    });
    expect(await editPage.text()).toContain('value="बजाज माइक्रोवेव"');
  });

  it("adds a specification's optional Hindi name and value from the posted lists", async () => {
    const body = new URLSearchParams({ ...form, nameHi: "" });
    for (const [key, value, keyHi, valueHi] of [
      ["Capacity", "20 L", "क्षमता", "20 लीटर"],
      ["Warranty", "1 year", "", ""],
    ]) {
      body.append("specificationKey", key!);
      body.append("specificationValue", value!);
      body.append("specificationKeyHi", keyHi!);
      body.append("specificationValueHi", valueHi!);
    }
    const added = await postForm("/admin", body);
    expect(added.status).toBe(200);
    const { id } = (added.answer as { result: { saved: { id: number } } }).result.saved;
    expect((await shop.catalogue.get(id))?.specifications).toEqual([
      { key: "Capacity", value: "20 L", keyHi: "क्षमता", valueHi: "20 लीटर" },
      { key: "Warranty", value: "1 year" },
    ]);
  });

  it("refuses a too long Hindi name on the Hindi name's field", async () => {
    const refused = await postForm("/admin", {
      ...form,
      nameHi: "न".repeat(PRODUCT_TEXT_LIMITS.name + 1),
    });
    expect(refused.status).toBe(200);
    expect(refused.answer).toMatchObject({
      intent: "add",
      ok: false,
      fieldErrors: { nameHi: `Hindi name must be at most ${PRODUCT_TEXT_LIMITS.name} characters` },
    });
  });
});

describe("storefront pages and search with Hindi names", () => {
  let withHindi: number;
  let englishOnly: number;

  beforeAll(async () => {
    [withHindi, englishOnly] = (await shop.catalogue.addProducts([
      buildProduct({
        name: "Voltas 1.5 Ton Window AC",
        description: "A sturdy window AC for a 150 sq ft room.",
        nameHi: "Voltas 1.5 टन विंडो एसी",
        descriptionHi: "150 वर्ग फुट के कमरे के लिए मज़बूत विंडो एसी।",
        specifications: [
          { key: "Capacity", value: "1.5 Ton", keyHi: "क्षमता", valueHi: "1.5 टन" },
          { key: "Star rating", value: "3 Star", keyHi: "स्टार रेटिंग" },
        ],
      }),
      buildProduct({ name: "Kenstar Room Cooler", description: "Keeps a small room cool." }),
    ])) as [number, number];
  });

  it("shows the Hindi name and description on the Hindi product page", async () => {
    const { status, html } = await page(`/hi/product/${withHindi}`);
    expect(status).toBe(200);
    expect(html).toContain('lang="hi-IN"');
    expect(html).toContain("Voltas 1.5 टन विंडो एसी</h1>");
    expect(html).toContain("150 वर्ग फुट के कमरे के लिए मज़बूत विंडो एसी।</p>");
    expect(html).toContain('content="150 वर्ग फुट के कमरे के लिए मज़बूत विंडो एसी।"');
    expect(html).toContain("<title>Voltas 1.5 टन विंडो एसी |");
    expect(html).not.toContain("A sturdy window AC for a 150 sq ft room.</p>");
    // Each part of a specification in Hindi where the shop wrote it, else in English.
    expect(html).toContain('<span class="font-medium">क्षमता:</span> 1.5 टन');
    expect(html).toContain('<span class="font-medium">स्टार रेटिंग:</span> 3 Star');
    expect(html).not.toContain("Capacity");
  });

  it("keeps the English name and description on the English product page", async () => {
    const { html } = await page(`/product/${withHindi}`);
    expect(html).toContain("Voltas 1.5 Ton Window AC</h1>");
    expect(html).toContain("A sturdy window AC for a 150 sq ft room.</p>");
    expect(html).not.toContain("150 वर्ग फुट के कमरे");
    expect(html).toContain('<span class="font-medium">Capacity:</span> 1.5 Ton');
    expect(html).not.toContain("क्षमता");
  });

  it("falls back to the English name and description on a Hindi page when none is set", async () => {
    const { status, html } = await page(`/hi/product/${englishOnly}`);
    expect(status).toBe(200);
    expect(html).toContain("Kenstar Room Cooler</h1>");
    expect(html).toContain("Keeps a small room cool.");
  });

  it("shows Hindi names on the Hindi home page's cards", async () => {
    const { html } = await page("/hi?q=voltas");
    expect(html).toContain("Voltas 1.5 टन विंडो एसी");
    expect(html).toContain(`href="/hi/product/${withHindi}"`);
  });

  it("finds a product by a word of its Hindi name only", async () => {
    const response = await shop.app.request(
      `${TEST_ORIGIN}/api/products?q=${encodeURIComponent("विंडो")}`,
    );
    const { products } = (await response.json()) as { products: { id: number }[] };
    expect(products.map((product) => product.id)).toEqual([withHindi]);
  });
});
