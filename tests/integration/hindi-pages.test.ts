import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildOrderRequest } from "../factories/order";
import { buildProduct } from "../factories/product";
import { buildBooking } from "../factories/repair";
import { demoCatalogue } from "../../server/db/seed/demo-catalogue";
import { demoProductsOf } from "../../server/db/seed/seed";
import { TEST_ORIGIN } from "../setup/admin-session";
import { englishWordsIn } from "../setup/hindi-words";
import { createTestShop, type TestShop } from "../setup/test-shop";
import { addDays, shopDateOf } from "../../domain/shop-time";

/**
 * Every Hindi page a customer reaches, as the server renders it, holds no English word but the
 * ones a Hindi shop writes in Latin letters too (issue 34; the list is tests/setup/hindi-words.ts).
 * The checkout dialog, the success screen and what else only the browser draws are read by
 * tests/e2e/hindi-sweep.spec.ts, on the demo shop as it starts.
 */

let shop: TestShop;
/** The English-only product's name: a product without a Hindi name shows its English one. */
const ENGLISH_ONLY = "Kenstar Cooler";
const SHOP_NAME = "Verma Electronics";
let productId: number;
let orderPath: string;
let repairPath: string;
let closedRepairPath: string;

beforeAll(async () => {
  shop = await createTestShop({
    pages: true,
    env: {
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
      SHOP_NAME,
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

  // A repair visited and closed: the technician, the slot, the amount paid and the warranty's end.
  const owner = { id: 1, email: "owner@shop.test" };
  const visited = await shop.repairs.book(
    buildBooking({
      customerName: "आशा वर्मा",
      model: "",
      problemText: "ठंडा नहीं कर रहा",
      locale: "hi",
    }),
    [],
    "10.7.0.2",
  );
  const closedId = (await shop.repairQueue.list({ q: visited.repair.ticketNumber })).repairs[0]!.id;
  const today = shopDateOf(new Date());
  await shop.repairDesk.scheduleVisit(
    closedId,
    { visitDate: today, visitSlot: "evening", technician: "रवि" },
    owner,
  );
  await shop.repairDesk.close(
    closedId,
    { paymentMethod: "upi", amountPaise: 1149_00, warrantyUntil: addDays(today, 90) },
    owner,
  );
  closedRepairPath = (await shop.repairDesk.issueTrackingLink(closedId))!;
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
  return englishWordsIn(visibleText(html), [SHOP_NAME, ENGLISH_ONLY]);
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
    ["closed repair", ":closed"],
    ["contact", "/hi/contact"],
    ["about", "/hi/our-service"],
    ["terms", "/hi/terms"],
    ["privacy", "/hi/privacy"],
  ])("show no English on the %s page", async (_page, path) => {
    const resolved = path
      .replace(":product", String(productId))
      .replace(":order", orderPath)
      .replace(":repair", repairPath)
      .replace(":closed", closedRepairPath);
    expect(englishWords(await hindiPage(resolved)).join(" ")).toBe("");
  });

  it("give the closed repair's bill, reached from its page, in Hindi first", async () => {
    const link = /href="(\/hi\/bill\/[^"]+)"/.exec(await hindiPage(closedRepairPath))?.[1];
    const bill = visibleText(await hindiPage(link!)).replace(/\s+/g, " ");
    // A bill keeps the English beside its Hindi lines (decision 33); each Hindi comes first.
    for (const hindi of [
      "दुकान 12, एमआई रोड, जयपुर",
      "फ्रिज की रिपेयर",
      "एक हज़ार एक सौ उनचास रुपये मात्र",
    ]) {
      expect(bill).toContain(hindi);
    }
    expect(bill).toMatch(/वारंटी \d+ \S+ \d{4} तक/);
    expect(bill.indexOf("फ्रिज की रिपेयर")).toBeLessThan(bill.indexOf("Repair of Refrigerator"));
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
