import { UNSAFE_decodeViaTurboStream as decodeTurboStream } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SaleAnswer } from "../../app/features/sales/sale-action.server";
import { buildOrderRequest } from "../factories/order";
import { buildProduct } from "../factories/product";
import { buildBooking } from "../factories/repair";
import { signInAdmin, TEST_ORIGIN, type AdminSession } from "../setup/admin-session";
import { createTestShop, type TestShop } from "../setup/test-shop";

/**
 * A sale or quote in the customer's language (issues 31 and 34): the owner chooses it on the new
 * sale (a known customer's earlier language by default); the quote's WhatsApp text and link, the
 * order made from it and the bill's share follow it.
 */
let shop: TestShop;
let admin: AdminSession;
let productId: number;
let keys = 0;

beforeAll(async () => {
  shop = await createTestShop({
    pages: true,
    env: { BUILD_DIR: process.env.BUILD_DIR ?? "build" },
  });
  admin = await signInAdmin(shop);
  [productId] = (await shop.catalogue.addProducts([
    buildProduct({ name: "Haier 195 L Refrigerator", pricePaise: 15_990_00, oldPricePaise: 0 }),
  ])) as [number];
});

afterAll(async () => {
  await shop.automaticBills.settle();
  await shop.close();
});

function saleOf(mobile: string, extra: Record<string, unknown> = {}) {
  keys += 1;
  return {
    channel: "phone",
    customerName: "Meena Sharma",
    customerMobile: mobile,
    products: [{ productId, quantity: 1 }],
    extras: [],
    tenders: [],
    idempotencyKey: `sale-language-key-${String(keys).padStart(4, "0")}`,
    ...extra,
  };
}

/** Posts the new-sale form as its page's fetcher does (JSON); answers the action's answer. */
async function postSale(body: Record<string, unknown>): Promise<SaleAnswer> {
  const response = await shop.app.request(`${TEST_ORIGIN}/admin/sales/new.data`, {
    method: "POST",
    headers: { ...admin.headers, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  const decoded = await decodeTurboStream(response.body!, globalThis);
  return (decoded.value as { data: SaleAnswer }).data;
}

/** The message of a WhatsApp link. */
const textOf = (link: string) => new URL(link).searchParams.get("text")!;

/** The text of the page's WhatsApp link that says `label` (the shop's own chat link says 'Hello'). */
function whatsAppText(html: string, label: string): string {
  const links = html.matchAll(/<a [^>]*href="(https:\/\/wa\.me\/[^"]+)"[^>]*>([\s\S]*?)<\/a>/g);
  const href = [...links].find(([, , text]) => text!.includes(label))?.[1];
  if (!href) throw new Error(`No WhatsApp link '${label}' on the page`);
  return textOf(href.replaceAll("&amp;", "&"));
}

/** The quote's WhatsApp message from the action's answer. */
function quoteText(answer: SaleAnswer): string {
  if (!answer.ok || !answer.result || !("quoted" in answer.result)) {
    throw new Error(`No quote: ${JSON.stringify(answer)}`);
  }
  return textOf(answer.result.quoted.whatsapp!);
}

const weekAhead = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

describe("a quote in the customer's language", () => {
  it("sends a Hindi quote in Hindi with the Hindi link, and confirmed it is a Hindi order", async () => {
    const text = quoteText(
      await postSale({
        intent: "quote",
        sale: saleOf("9829012345", { locale: "hi" }),
        validUntil: weekAhead(),
      }),
    );
    expect(text).toContain("आपका कोटेशन");
    expect(text).toContain("कन्फ़र्म करें");
    const link = /https?:\/\/\S+\/hi\/quote\/([A-Za-z0-9_-]+)/.exec(text);
    expect(link).not.toBeNull();
    const token = link![1]!;
    expect((await shop.app.request(`${TEST_ORIGIN}/hi/quote/${token}`)).status).toBe(200);

    const placed = (await shop.quotes.confirm(token))!;
    expect(placed.order.locale).toBe("hi");
    const bill = await shop.bills.issueForOrder(placed.order.id, admin.email);
    if (!("token" in bill)) throw new Error(`No bill: ${JSON.stringify(bill)}`);
    const details = await (
      await shop.app.request(`${TEST_ORIGIN}/admin/order-details/${placed.order.id}`, {
        headers: admin.headers,
      })
    ).text();
    // The bill card's Share: the Hindi message with the Hindi bill page.
    const share = whatsAppText(details, "Share");
    expect(share).toContain("आपका बिल");
    expect(share).toContain(`/hi/bill/${bill.token}`);
  });

  it("keeps a quote in English when English is chosen", async () => {
    const text = quoteText(
      await postSale({
        intent: "quote",
        sale: saleOf("9829012346", { locale: "en" }),
        validUntil: weekAhead(),
      }),
    );
    expect(text).toMatch(/quote QT\d{10} for ₹15,990, valid until .+ See it and confirm here: /);
    expect(text).toMatch(/https?:\/\/[^/\s]+\/quote\/[A-Za-z0-9_-]+$/);
  });
});

describe("a sale in the customer's language", () => {
  it("places a Hindi counter sale as a Hindi order, whose bill is in Hindi", async () => {
    const answer = await postSale({
      intent: "sale",
      sale: saleOf("9829012347", {
        channel: "counter",
        locale: "hi",
        tenders: [{ method: "cash", amountPaise: 15_990_00 }],
      }),
    });
    if (!answer.ok || !answer.result || !("placed" in answer.result)) {
      throw new Error(`No sale: ${JSON.stringify(answer)}`);
    }
    const order = await shop.database.db
      .selectFrom("orders")
      .select(["id", "locale"])
      .where("id", "=", answer.result.placed.orderId)
      .executeTakeFirstOrThrow();
    expect(order.locale).toBe("hi");
    await shop.automaticBills.settle();
    expect((await shop.bills.forSource("order", order.id))?.bill.locale).toBe("hi");
  });

  it("takes a known customer's language from their latest order or repair", async () => {
    const mobile = "9829012348";
    expect(await shop.sales.knownCustomer(mobile)).toBeUndefined();
    await shop.orders.placeOrder(
      buildOrderRequest([{ productId, quantity: 1 }], { customerMobile: mobile, locale: "hi" }),
    );
    expect(await shop.sales.knownCustomer(mobile)).toMatchObject({ locale: "hi" });
    const lookup = await shop.app.request(`${TEST_ORIGIN}/admin/sales/new.data?mobile=${mobile}`, {
      headers: admin.headers,
    });
    expect(await lookup.text()).toContain('"hi"');
    // A repair booked later, in English, is the customer's latest word.
    await shop.repairs.book(buildBooking({ customerMobile: mobile, locale: "en" }), [], "test");
    expect(await shop.sales.knownCustomer(mobile)).toMatchObject({ locale: "en" });
  });
});
