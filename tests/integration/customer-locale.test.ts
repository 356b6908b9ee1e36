import { shopDateOf } from "../../domain/shop-time";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiErrorSchema } from "../../domain/api-error";
import { placedOrderJsonSchema } from "../../domain/order-schemas";
import { trackingMessages } from "../../domain/order-tracking";
import { repairBookingSchema } from "../../domain/repair-booking-schema";
import { buildOrderRequest } from "../factories/order";
import { buildProduct } from "../factories/product";
import { bookingFields, buildBooking } from "../factories/repair";
import { signInAdmin, TEST_ORIGIN, type AdminSession } from "../setup/admin-session";
import { createTestShop, type TestShop } from "../setup/test-shop";

/**
 * The customer's language sticks to their order and repair (issue 15): stored, answered, and
 * followed by their tracking link and the shop's WhatsApp messages to them.
 */
let shop: TestShop;
let admin: AdminSession;
let productId: number;

beforeAll(async () => {
  shop = await createTestShop({
    pages: true,
    env: { BUILD_DIR: process.env.BUILD_DIR ?? "build", ORDER_RATE_LIMIT_PER_MINUTE: "0" },
  });
  admin = await signInAdmin(shop);
  [productId] = (await shop.catalogue.addProducts([
    buildProduct({ name: "Voltas Window AC", pricePaise: 32_990_00 }),
  ])) as [number];
});

afterAll(() => shop.close());

function postJson(path: string, body: unknown) {
  return shop.app.request(path, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

function postForm(
  path: string,
  form: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return shop.app.request(`${TEST_ORIGIN}${path}`, {
    method: "POST",
    headers: {
      Origin: TEST_ORIGIN,
      "Content-Type": "application/x-www-form-urlencoded",
      ...headers,
    },
    body: new URLSearchParams(form).toString(),
  });
}

async function storedLocale(table: "orders" | "repairs", id: number) {
  const row = await shop.database.db
    .selectFrom(table)
    .select("locale")
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  return row.locale;
}

async function placeOrder(locale?: string) {
  const response = await postJson(
    "/api/orders",
    buildOrderRequest([{ productId, quantity: 1 }], {
      customerMobile: "9414011223",
      ...(locale === undefined ? {} : { locale: locale as "hi" }),
    }),
  );
  expect(response.status).toBe(201);
  return placedOrderJsonSchema.parse(await response.json());
}

describe("an order's language", () => {
  it("is stored and answered as the checkout sent it", async () => {
    const order = await placeOrder("hi");
    expect(order.locale).toBe("hi");
    expect(await storedLocale("orders", order.id)).toBe("hi");
  });

  it("is English when the checkout sends none", async () => {
    const order = await placeOrder();
    expect(order.locale).toBe("en");
    expect(await storedLocale("orders", order.id)).toBe("en");
  });

  it("refuses a language the shop does not speak, saying which it does", async () => {
    const response = await postJson(
      "/api/orders",
      buildOrderRequest([{ productId, quantity: 1 }], { locale: "fr" as "hi" }),
    );
    expect(response.status).toBe(400);
    const { error } = apiErrorSchema.parse(await response.json());
    expect(error.message).toContain("locale must be one of: en, hi");
  });
});

describe("a repair's language", () => {
  it("is stored with the booking, and its private link opens the Hindi page", async () => {
    const { repair } = await shop.repairs.book(buildBooking({ locale: "hi" }), [], "203.0.113.7");
    expect(repair.trackingPath).toMatch(/^\/hi\/track\/repair\/[A-Za-z0-9_-]{43}$/);
    const details = await shop.repairDesk.details(
      (await shop.repairs.findByTrackingToken(repair.trackingPath.split("/").at(-1)!))!.id,
    );
    expect(details?.locale).toBe("hi");
    expect(await storedLocale("repairs", details!.id)).toBe("hi");
  });

  it("is English when the booking names none, and an unknown one is refused", () => {
    const schema = repairBookingSchema(shopDateOf(new Date()), 14);
    expect(schema.parse(bookingFields()).locale).toBe("en");
    expect(schema.parse(bookingFields({ locale: "" })).locale).toBe("en");
    const refused = schema.safeParse(bookingFields({ locale: "fr" }));
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe("locale must be one of: en, hi");
  });

  it("comes from the Hindi booking page's form, whose answer links to the Hindi page", async () => {
    const response = await postForm("/hi/repair", bookingFields({ locale: "hi" }));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("आपकी रिपेयर रिक्वेस्ट बुक हो गई है");
    const path = /href="(\/hi\/track\/repair\/[A-Za-z0-9_-]{43})"/.exec(html)?.[1];
    expect(path).toBeDefined();
    const repair = await shop.repairs.findByTrackingToken(path!.split("/").at(-1)!);
    expect(await storedLocale("repairs", repair!.id)).toBe("hi");
  });
});

describe("the Hindi tracking pages", () => {
  it("send a Hindi lookup on to the Hindi private page, which speaks Hindi", async () => {
    const order = await placeOrder("hi");
    const found = await postForm("/hi/track", {
      orderNumber: order.orderNumber,
      mobile: "9414011223",
    });
    expect(found.status).toBe(302);
    expect(found.headers.get("Location")).toBe(`/hi/track/${order.trackingToken}`);
    const page = await shop.app.request(`${TEST_ORIGIN}/hi/track/${order.trackingToken}`);
    const html = await page.text();
    expect(html).toContain(`ऑर्डर ${order.orderNumber}`);
    expect(html).toContain("ऑर्डर मिला");
    expect(html).not.toContain("What has happened");
  });

  it("word a failed lookup in Hindi", async () => {
    const response = await postForm("/hi/track", {
      orderNumber: "ORD000000000000",
      mobile: "9414011223",
    });
    const html = await response.text();
    // The action's data still carries the server's English; the page shows the Hindi.
    const shown = /<p id="track-error"[^>]*>([^<]*)<\/p>/.exec(html)?.[1];
    expect(shown).toContain("इस नंबर और मोबाइल नंबर से कोई ऑर्डर या रिपेयर नहीं मिला");
    expect(shown).not.toBe(trackingMessages.notFound);
  });
});

describe("the shop's WhatsApp messages to a Hindi customer", () => {
  it("write the status update in Hindi, linking to the Hindi tracking page", async () => {
    const order = await placeOrder("hi");
    const response = await postForm(
      `/admin/order-details/${order.id}`,
      { intent: "send-update" },
      admin.headers,
    );
    expect(response.status).toBe(302);
    const text = new URL(response.headers.get("Location")!).searchParams.get("text")!;
    expect(text).toContain(`आपके ऑर्डर ${order.orderNumber} का स्टेटस अब "ऑर्डर मिला" है।`);
    expect(text).toContain(`/hi/track/${order.trackingToken}`);
  });

  it("keep the admin's own page English, with the customer's language as a label", async () => {
    const order = await placeOrder("hi");
    const response = await shop.app.request(`${TEST_ORIGIN}/admin/order-details/${order.id}`, {
      headers: admin.headers,
    });
    const html = await response.text();
    expect(html).toContain("Status update on WhatsApp");
    expect(html).toMatch(/data-testid="customer-language"[^>]*>.*Hindi/);
    expect(html).toContain("का स्टेटस अब");
  });

  it("write a repair's estimate in Hindi, linking to the Hindi repair page", async () => {
    const { repair } = await shop.repairs.book(buildBooking({ locale: "hi" }), [], "203.0.113.8");
    const id = (await shop.repairs.findByTrackingToken(repair.trackingPath.split("/").at(-1)!))!.id;
    const response = await postForm(
      `/admin/repairs/${id}`,
      {
        intent: "estimate",
        lineKind: "part",
        lineDescription: "Compressor relay",
        lineAmount: "850",
      },
      admin.headers,
    );
    const html = await response.text();
    const chatUrl = [...html.replaceAll("&amp;", "&").matchAll(/https:\/\/wa\.me\/[^"]+/g)]
      .map(([url]) => url)
      .find((url) => url.includes("track%2Frepair"));
    expect(chatUrl).toBeDefined();
    const text = new URL(chatUrl!).searchParams.get("text")!;
    expect(text).toContain(`आपके रिपेयर ${repair.ticketNumber} का अनुमानित खर्च`);
    expect(text).toContain("- Compressor relay: ₹850");
    expect(text).toMatch(/\/hi\/track\/repair\/[A-Za-z0-9_-]{43}/);
  });
});
