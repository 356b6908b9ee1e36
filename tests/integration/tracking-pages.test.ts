import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trackingMessages } from "../../domain/order-tracking";
import { TRACK_REPAIR_PATH } from "../../domain/repair-booking";
import { buildOrderRequest } from "../factories/order";
import { buildProduct } from "../factories/product";
import { buildBooking } from "../factories/repair";
import { signInAdmin, TEST_ORIGIN, type AdminSession } from "../setup/admin-session";
import { createTestShop, type TestShop } from "../setup/test-shop";

/** The tracking pages and the admin's WhatsApp update, rendered by the server (no script). */
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
    buildProduct({ name: "Havells Ceiling Fan", pricePaise: 2_450_00 }),
  ])) as [number];
});

afterAll(() => shop.close());

function post(path: string, form: Record<string, string>, headers: Record<string, string> = {}) {
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

/** The page's main content, without what differs between any two pages (scripts, data). */
function mainOf(html: string): string {
  return /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? "";
}

async function placed(customerMobile = "9829012345") {
  return shop.orders.placeOrder(
    buildOrderRequest([{ productId, quantity: 1 }], { customerMobile, deliveryPin: "302001" }),
  );
}

describe("/track", () => {
  it("sends the right number and mobile on to the private link, without script", async () => {
    const { order, trackingToken } = await placed();
    const response = await post("/track", {
      orderNumber: order.orderNumber,
      mobile: "+91 98290 12345",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/track/${trackingToken}`);
  });

  it("answers a wrong number and a wrong mobile with the same page", async () => {
    const { order } = await placed();
    const wrongNumber = await post("/track", {
      orderNumber: "ORD000000000000",
      mobile: "9829012345",
    });
    const wrongMobile = await post("/track", {
      orderNumber: order.orderNumber,
      mobile: "9829099999",
    });
    expect(wrongMobile.status).toBe(wrongNumber.status);
    const [a, b] = [await wrongNumber.text(), await wrongMobile.text()];
    expect(a).toContain(trackingMessages.notFound);
    expect(b).toContain(trackingMessages.notFound);
    // '…or call the shop' comes with the call a tap away, as the lockout's answer does (issue 34).
    for (const html of [a, b]) {
      expect(mainOf(html)).toMatch(/href="tel:\+91\d{10}" data-testid="track-call-shop"/);
    }
  });

  it("renders the order behind a private link, and the same not-found page for a bad one", async () => {
    const { order, trackingToken } = await placed();
    const page = await shop.app.request(`${TEST_ORIGIN}/track/${trackingToken}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(order.orderNumber);
    expect(html).toContain("Havells Ceiling Fan");
    expect(html).toContain(trackingMessages.cancelOrder);
    const unknown = await shop.app.request(`${TEST_ORIGIN}/track/${"Z".repeat(32)}`);
    const malformed = await shop.app.request(`${TEST_ORIGIN}/track/nonsense`);
    expect(unknown.status).toBe(404);
    expect(malformed.status).toBe(404);
    expect(await unknown.text()).toContain(trackingMessages.notFound);
    expect(await malformed.text()).toContain(trackingMessages.notFound);
  });

  it("sends a REP number and mobile on to the repair's private page", async () => {
    const { repair } = await shop.repairs.book(
      buildBooking({ customerMobile: "9829012345" }),
      [],
      "10.8.0.1",
    );
    const response = await post("/track", {
      orderNumber: repair.ticketNumber,
      mobile: "98290 12345",
    });
    expect(response.status).toBe(302);
    const location = response.headers.get("Location")!;
    expect(location.startsWith(TRACK_REPAIR_PATH)).toBe(true);
    const page = await shop.app.request(`${TEST_ORIGIN}${location}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(repair.ticketNumber);

    const wrongMobile = await post("/track", {
      orderNumber: repair.ticketNumber,
      mobile: "9829099999",
    });
    expect(await wrongMobile.text()).toContain(trackingMessages.notFound);
  });

  it("gives an unknown or malformed repair link the same not-found page as an order's", async () => {
    const order = await shop.app.request(`${TEST_ORIGIN}/track/${"Z".repeat(32)}`);
    const orderPage = await order.text();
    expect(mainOf(orderPage)).toContain(trackingMessages.notFoundTitle);
    for (const token of ["Z".repeat(43), "nonsense"]) {
      const response = await shop.app.request(`${TEST_ORIGIN}${TRACK_REPAIR_PATH}${token}`);
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain(trackingMessages.notFound);
      expect(mainOf(html)).toBe(mainOf(orderPage));
    }
  });

  it("cancels from the page while pending, and refuses once processing", async () => {
    const { order, trackingToken } = await placed();
    const cancelled = await post(`/track/${trackingToken}`, {});
    expect(cancelled.status).toBe(302);
    expect((await shop.orderDesk.details(order.id))?.order.status).toBe("cancelled");

    const later = await placed();
    await shop.orderDesk.setStatus(later.order.id, "processing", { id: 1, email: admin.email });
    const refused = await post(`/track/${later.trackingToken}`, {});
    expect(refused.status).toBe(200);
    expect(await refused.text()).toContain(trackingMessages.cancelRefused("processing"));
    expect((await shop.orderDesk.details(later.order.id))?.order.status).toBe("processing");
  });
});

describe("the admin's WhatsApp update", () => {
  it("records the update, then opens the chat with the status and the private link", async () => {
    const { order, trackingToken } = await placed("9414098765");
    const response = await post(
      `/admin/order-details/${order.id}`,
      { intent: "send-update" },
      admin.headers,
    );
    expect(response.status).toBe(302);
    const chat = new URL(response.headers.get("Location")!);
    expect(`${chat.origin}${chat.pathname}`).toBe("https://wa.me/919414098765");
    expect(chat.searchParams.get("text")).toContain(`${order.orderNumber} is now Placed`);
    expect(chat.searchParams.get("text")).toContain(`/track/${trackingToken}`);
    const details = await shop.orderDesk.details(order.id);
    expect(details?.timeline.at(-1)).toMatchObject({
      kind: "update-sent",
      adminEmail: admin.email,
    });
  });

  it("is refused to a visitor who is not signed in", async () => {
    const { order } = await placed();
    const response = await post(`/admin/order-details/${order.id}`, { intent: "send-update" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toMatch(/^\/login/);
    expect((await shop.orderDesk.details(order.id))?.timeline).toHaveLength(1);
  });
});
