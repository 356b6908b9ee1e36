import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildOrderRequest } from "../factories/order";
import { buildProduct } from "../factories/product";
import { buildBooking } from "../factories/repair";
import { demoCatalogue } from "../../server/db/seed/demo-catalogue";
import { demoProductsOf } from "../../server/db/seed/seed";
import { TEST_ORIGIN } from "../setup/admin-session";
import { createTestShop, type TestShop } from "../setup/test-shop";

/**
 * Every Hindi page a customer reaches, as the server renders it, holds no English word but the
 * ones a Hindi shop writes in Latin letters too (issue 34). The checkout dialog and the success
 * screen exist only in the browser: tests/e2e/hindi.spec.ts reads those.
 */

/**
 * Words a Hindi page may show in Latin letters: brands, the shop's own name, and the abbreviations
 * and units Indian shops write so in Hindi. Words with a digit (model and order numbers, 1.5, 4K)
 * are not words here.
 */
const ALLOWED = new Set(
  [
    // Brands and the services named by their brand.
    ...["LG", "Voltas", "Godrej", "Kenstar", "Samsung", "Sony", "Whirlpool", "Haier", "Panasonic"],
    ...["Daikin", "IFB", "Bosch", "Mi", "OnePlus", "WhatsApp", "Google", "UPI"],
    ...["Verma", "Electronics"],
    // Order and repair numbers' letters; parts a technician names in English in Hindi too.
    ...["ORD", "REP", "LCD", "PCB", "T-con", "Wi-Fi", "MCB"],
    // Abbreviations and units written in Latin letters in Hindi too.
    ...["AC", "TV", "LED", "HD", "MRP", "PIN", "OTP", "GST", "kg", "L", "V", "A", "cm", "km"],
    // Specifications: units, ports and standards as written on the box, and platforms' names.
    ...["W", "RPM", "BEE", "HDMI", "USB", "HDR", "HLG", "QLED", "Tizen", "webOS"],
  ].map((word) => word.toLowerCase()),
);

/** Names of more than one word, allowed only whole. */
const ALLOWED_PHRASES = [
  "Blue Star",
  // Makers' names for their technologies, printed so on the box.
  "Dolby Audio",
  "EcoSilence Drive",
  // The switch to the English pages ('English', 'View in English'), for the reader who needs it.
  "View in English",
  "English",
  // The privacy policy names the authority by its name.
  "Data Protection Board of India",
];

let shop: TestShop;
/** The English-only product's name: a product without a Hindi name shows its English one. */
const ENGLISH_ONLY = "Kenstar Cooler";
let productId: number;
let orderPath: string;
let repairPath: string;

beforeAll(async () => {
  shop = await createTestShop({
    pages: true,
    env: {
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
      SHOP_NAME: "Verma Electronics",
      ORDER_RATE_LIMIT_PER_MINUTE: "0",
    },
  });
  // The owner's address and city in Hindi, as the settings page asks for them.
  await shop.settings.update({ addressHi: "दुकान 12, एमआई रोड", cityHi: "जयपुर" });
  [productId] = (await shop.catalogue.addProducts([
    buildProduct({
      name: "Voltas 1.5 Ton Window AC",
      nameHi: "Voltas 1.5 टन विंडो एसी",
      description: "A sturdy window AC.",
      descriptionHi: "मज़बूत विंडो एसी।",
      brand: "Voltas",
      category: "Air Conditioners",
      specifications: [{ key: "Capacity", value: "1.5 Ton", keyHi: "क्षमता", valueHi: "1.5 टन" }],
    }),
    buildProduct({ name: ENGLISH_ONLY, brand: "Kenstar", category: "Air Coolers" }),
  ])) as [number];
  // What the customer typed is theirs: a Hindi customer's name and address.
  const placed = await shop.orders.placeOrder(
    buildOrderRequest([{ productId, quantity: 1 }], {
      customerName: "आशा वर्मा",
      locale: "hi",
    }),
  );
  orderPath = `/hi/track/${placed.trackingToken}`;
  const { repair } = await shop.repairs.book(
    buildBooking({
      customerName: "आशा वर्मा",
      address: "12 एमजी रोड",
      landmark: "मंदिर के पास",
      model: "",
      problemText: "दो दिन से ठंडा नहीं कर रहा",
      locale: "hi",
    }),
    [],
    "10.7.0.1",
  );
  const id = (await shop.repairQueue.list({ q: repair.ticketNumber })).repairs[0]!.id;
  const sent = await shop.repairDesk.sendEstimate(
    id,
    [{ kind: "visit", description: "Visit charge", amountPaise: 299_00 }],
    { id: 1, email: "owner@shop.test" },
  );
  if (!sent.ok) throw new Error("the estimate was refused");
  repairPath = sent.trackingPath;
});

afterAll(() => shop.close());

/** The text a visitor reads or hears: the body's text and its labels, without scripts. */
function visibleText(html: string): string {
  const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? "";
  const title = /<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? "";
  const labels = [...body.matchAll(/\s(?:aria-label|placeholder|alt|title)="([^"]*)"/g)].map(
    (match) => match[1],
  );
  const text = body
    .replace(/<(script|style|template)[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ");
  return [title, ...labels, text]
    .join(" ")
    .replaceAll("&amp;", "&")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&nbsp;", " ");
}

/** The English words of a page's text that are not on the allowed list nor a product's name. */
function englishWords(html: string): string[] {
  const allowed = new Set([...ALLOWED, ...ENGLISH_ONLY.toLowerCase().split(" ")]);
  const words = ALLOWED_PHRASES.reduce(
    (text, phrase) => text.replaceAll(phrase, " "),
    visibleText(html),
  )
    // Addresses a visitor taps rather than reads: e-mail and web addresses.
    .replace(/\S+@\S+|https?:\/\/\S+/g, " ")
    .split(/[^A-Za-z0-9.'’-]+/)
    .map((word) => word.replace(/^[.'’-]+|[.'’-]+$/g, ""))
    .filter((word) => /[A-Za-z]/.test(word) && !/\d/.test(word));
  return [...new Set(words.filter((word) => !allowed.has(word.toLowerCase())))];
}

async function hindiPage(path: string, of: TestShop = shop) {
  const response = await of.app.request(`${TEST_ORIGIN}${path}`);
  expect(response.status, path).toBe(200);
  return response.text();
}

describe("Hindi pages a customer reaches", () => {
  it.each([
    ["home", "/hi"],
    ["search", "/hi?q=voltas"],
    ["product", "/hi/product/:product"],
    ["cart", "/hi/cart"],
    ["track", "/hi/track"],
    ["order", ":order"],
    ["repair booking", "/hi/repair"],
    ["repair", ":repair"],
    ["contact", "/hi/contact"],
    ["about", "/hi/our-service"],
    ["terms", "/hi/terms"],
    ["privacy", "/hi/privacy"],
  ])("show no English on the %s page", async (_page, path) => {
    const resolved = path
      .replace(":product", String(productId))
      .replace(":order", orderPath)
      .replace(":repair", repairPath);
    expect(englishWords(await hindiPage(resolved)).join(" ")).toBe("");
  });

  it("name the order's items and the repair's visit charge in Hindi", async () => {
    expect(await hindiPage(orderPath)).toContain("Voltas 1.5 टन विंडो एसी");
    expect(await hindiPage(repairPath)).toContain("विज़िट चार्ज");
  });
});

describe("the demo catalogue on Hindi pages", () => {
  let demoShop: TestShop;
  /** The demo products, as a new shop seeds them (without their pictures), in the list's order. */
  let demoIds: number[];

  beforeAll(async () => {
    demoShop = await createTestShop({
      pages: true,
      env: { BUILD_DIR: process.env.BUILD_DIR ?? "build" },
    });
    // Seeded in reverse (seed.ts), so the list's first product has the last id.
    demoIds = (
      await demoShop.catalogue.addProducts(await demoProductsOf(async () => []))
    ).reverse();
  });

  afterAll(() => demoShop.close());

  it("show every product's specifications in Hindi", async () => {
    expect(demoIds).toHaveLength(demoCatalogue.length);
    for (const [index, id] of demoIds.entries()) {
      const html = await hindiPage(`/hi/product/${id}`, demoShop);
      const specifications = /<section[^>]*data-testid="specifications"[\s\S]*?<\/section>/.exec(
        html,
      )?.[0];
      const name = demoCatalogue[index]!.name;
      expect(specifications, name).toContain("<li");
      expect(englishWords(`<body>${specifications}</body>`).join(" "), name).toBe("");
    }
  });
});
