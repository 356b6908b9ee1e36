import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERASED_CUSTOMER_NAME, ERASURE_NOTE, erasureMessages } from "../../domain/customer-erasure";
import { orderListQuerySchema } from "../../domain/order-desk-schemas";
import { SETTINGS_INTENTS } from "../../app/features/settings/settings-form";
import {
  ORDER_PERSONAL_DATA,
  REPAIR_PERSONAL_DATA,
} from "../../server/modules/orders/customer-erasure.repository";
import { buildBooking } from "../factories/repair";
import { buildOrderRequest } from "../factories/order";
import { buildProduct } from "../factories/product";
import { signInAdmin, TEST_ORIGIN, type AdminSession } from "../setup/admin-session";
import { createTestShop, type TestShop } from "../setup/test-shop";

/** 'Erase a customer' on /admin/settings, posted as a browser without script posts it. */
let shop: TestShop;
let admin: AdminSession;
let productId: number;

beforeAll(async () => {
  shop = await createTestShop({
    pages: true,
    env: { BUILD_DIR: process.env.BUILD_DIR ?? "build" },
  });
  admin = await signInAdmin(shop);
  [productId] = (await shop.catalogue.addProducts([buildProduct()])) as [number];
});

afterAll(() => shop.close());

async function placeOrder(customerName: string, customerMobile: string): Promise<number> {
  const placed = await shop.orders.placeOrder(
    buildOrderRequest([{ productId, quantity: 1 }], { customerName, customerMobile }),
  );
  return placed.order.id;
}

async function post(fields: Record<string, string>, headers = admin.headers) {
  const response = await shop.app.request(`${TEST_ORIGIN}/admin/settings`, {
    method: "POST",
    headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
  return { status: response.status, html: (await response.text()).replaceAll("<!-- -->", "") };
}

/** The order's row as stored, every column. */
function storedOrder(id: number) {
  return shop.database.db
    .selectFrom("orders")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
}

describe("erasing a customer", () => {
  it("names how many orders will be anonymised before anything changes", async () => {
    const mobile = "9829011111";
    const ids = [await placeOrder("Kavita Rao", mobile), await placeOrder("Kavita R", mobile)];
    const answer = await post({ intent: SETTINGS_INTENTS.findCustomer, mobile: "+91 98290-11111" });
    expect(answer.status).toBe(200);
    expect(answer.html).toContain(
      erasureMessages.confirm(mobile, { orders: 2, repairs: 0, stockAlerts: 0, bills: 0 }),
    );
    for (const id of ids) expect((await storedOrder(id)).customer_mobile).toBe(mobile);
  });

  it("removes the name, mobile and address from all their orders and notes who did it", async () => {
    const mobile = "9829022222";
    const ids = [await placeOrder("Harish Meena", mobile), await placeOrder("Harish", mobile)];
    const other = await placeOrder("Sunita Jain", "9414033333");
    const before = await storedOrder(ids[0]!);

    const answer = await post({ intent: SETTINGS_INTENTS.eraseCustomer, mobile });
    expect(answer.status).toBe(200);
    expect(answer.html).toContain(
      erasureMessages.erased({ orders: 2, repairs: 0, stockAlerts: 0, bills: 0 }),
    );

    for (const id of ids) {
      const row = await storedOrder(id);
      // Every personal column the one list names, whatever columns it grows to.
      for (const [column, erased] of Object.entries(ORDER_PERSONAL_DATA)) {
        expect(row[column as keyof typeof row], column).toBe(erased);
      }
      expect(row.customer_name).toBe(ERASED_CUSTOMER_NAME);
      // The accounts keep the order itself.
      expect(row.total_paise).toBe(before.total_paise);
      expect(row.order_number).toMatch(/\S/);
      const details = await shop.orderDesk.details(id);
      expect(details?.order.items).toHaveLength(1);
      expect(details?.timeline.at(-1)).toMatchObject({
        kind: "note",
        text: ERASURE_NOTE,
        adminEmail: admin.email,
      });
      expect(Date.parse(details!.timeline.at(-1)!.at)).toBeGreaterThan(Date.now() - 60_000);
    }
    const untouched = await storedOrder(other);
    expect(untouched.customer_name).toBe("Sunita Jain");
    expect(untouched.customer_mobile).toBe("9414033333");

    // Nothing is left to find them by.
    const search = await shop.orderDesk.list(orderListQuerySchema.parse({ q: mobile }));
    expect(search.orders).toEqual([]);
  });

  it("keeps their bills as issued, as GST law requires, and tells the owner so", async () => {
    const mobile = "9829055555";
    const [billed, plain] = [
      await placeOrder("Rekha Sharma", mobile),
      await placeOrder("Rekha", mobile),
    ];
    const issued = await shop.bills.issueForOrder(billed, admin.email);
    if (!("bill" in issued)) throw new Error(issued.refusal);
    const records = { orders: 2, repairs: 0, stockAlerts: 0, bills: 1 };
    const asked = await post({ intent: SETTINGS_INTENTS.findCustomer, mobile });
    expect(asked.html).toContain(erasureMessages.confirm(mobile, records));
    expect(erasureMessages.confirm(mobile, records)).toContain("72 months");

    const answer = await post({ intent: SETTINGS_INTENTS.eraseCustomer, mobile });
    expect(answer.html).toContain(erasureMessages.erased(records));
    expect((await storedOrder(plain)).customer_mobile).toBe("");
    expect((await storedOrder(billed)).customer_mobile).toBe("");
    const bill = await shop.bills.byId(issued.bill.id);
    expect(bill?.bill.buyer).toMatchObject({ name: "Rekha Sharma", mobile });
  });

  it("leaves the customer's old tracking link showing the order without any name or '+91'", async () => {
    const mobile = "9829044444";
    const placed = await shop.orders.placeOrder(
      buildOrderRequest([{ productId, quantity: 1 }], {
        customerName: "Meera Joshi",
        customerMobile: mobile,
      }),
    );
    const link = `${TEST_ORIGIN}/track/${placed.trackingToken}`;
    expect((await (await shop.app.request(link)).text()).replaceAll("<!-- -->", "")).toContain(
      "Meera Joshi, +91 98290 44444",
    );
    await post({ intent: SETTINGS_INTENTS.eraseCustomer, mobile });
    const page = (await (await shop.app.request(link)).text()).replaceAll("<!-- -->", "");
    expect(page).toContain(placed.order.orderNumber);
    expect(page).not.toContain(ERASED_CUSTOMER_NAME);
    expect(page).not.toContain("Meera");
    // The line under the order's title says when it was placed, and nothing after it.
    const placedLine = /<time[^>]*>[^<]*<\/time>([^<]*)<\/p>/.exec(page);
    expect(placedLine?.[1]).toBe("");
    const api = await shop.app.request(`/api/tracking/${placed.trackingToken}`);
    expect(await api.json()).toMatchObject({ customerName: "", mobileDisplay: "" });
  });

  it("anonymises the repairs they booked too, and notes it on each repair's timeline", async () => {
    const mobile = "9829044444";
    const orderId = await placeOrder("Meera Joshi", mobile);
    const { repair } = await shop.repairs.book(
      buildBooking({ customerName: "Meera Joshi", customerMobile: mobile }),
      [],
      "203.0.113.44",
    );
    const asked = await post({ intent: SETTINGS_INTENTS.findCustomer, mobile });
    expect(asked.html).toContain(
      erasureMessages.confirm(mobile, { orders: 1, repairs: 1, stockAlerts: 0, bills: 0 }),
    );

    const answer = await post({ intent: SETTINGS_INTENTS.eraseCustomer, mobile });
    expect(answer.html).toContain(
      erasureMessages.erased({ orders: 1, repairs: 1, stockAlerts: 0, bills: 0 }),
    );
    const stored = await shop.database.db
      .selectFrom("repairs")
      .selectAll()
      .where("ticket_number", "=", repair.ticketNumber)
      .executeTakeFirstOrThrow();
    for (const [column, erased] of Object.entries(REPAIR_PERSONAL_DATA)) {
      expect(stored[column as keyof typeof stored], column).toBe(erased);
    }
    expect(stored.problem).toMatch(/\S/);
    const activity = await shop.database.db
      .selectFrom("repair_activity")
      .selectAll()
      .where("repair_id", "=", stored.id)
      .orderBy("created_at", "desc")
      .executeTakeFirstOrThrow();
    expect(activity).toMatchObject({
      kind: "note",
      detail: ERASURE_NOTE,
      admin_email: admin.email,
    });
    expect((await storedOrder(orderId)).customer_name).toBe(ERASED_CUSTOMER_NAME);
  });

  it("deletes their back-in-stock requests, even when they never ordered", async () => {
    const mobile = "9829055555";
    const [soldOut] = (await shop.catalogue.addProducts([buildProduct({ inStock: false })])) as [
      number,
    ];
    await shop.stockAlerts.request(soldOut, mobile, "203.0.113.55");
    await shop.stockAlerts.request(soldOut, "9829066666", "203.0.113.55");
    const records = { orders: 0, repairs: 0, stockAlerts: 1, bills: 0 };

    const asked = await post({ intent: SETTINGS_INTENTS.findCustomer, mobile });
    expect(asked.html).toContain(erasureMessages.confirm(mobile, records));
    const answer = await post({ intent: SETTINGS_INTENTS.eraseCustomer, mobile });
    expect(answer.html).toContain(erasureMessages.erased(records));

    const left = await shop.stockAlerts.list();
    expect(left.map((alert) => alert.mobile)).toEqual(["9829066666"]);
  });

  it("says so when no order has the number, and refuses what is not a mobile number", async () => {
    const none = await post({ intent: SETTINGS_INTENTS.findCustomer, mobile: "9000000001" });
    expect(none.html).toContain(erasureMessages.noOrders("9000000001"));
    const wrong = await post({ intent: SETTINGS_INTENTS.eraseCustomer, mobile: "12345" });
    expect(wrong.status).toBe(200);
    expect(wrong.html).toContain("Enter the customer&#x27;s 10-digit mobile number");
  });

  it("is refused without a signed-in admin, and nothing is erased", async () => {
    const mobile = "9829044444";
    const id = await placeOrder("Pooja Sharma", mobile);
    const answer = await post(
      { intent: SETTINGS_INTENTS.eraseCustomer, mobile },
      { Origin: TEST_ORIGIN },
    );
    expect([302, 401]).toContain(answer.status);
    const row = await storedOrder(id);
    expect(row.customer_name).toBe("Pooja Sharma");
    expect(row.customer_mobile).toBe(mobile);
  });

  it("deletes the photos the customer sent with a repair, from DATA_DIR and their repair", async () => {
    const mobile = "9829055555";
    const bytes = await sharp({
      create: { width: 640, height: 480, channels: 3, background: "#b45309" },
    })
      .jpeg()
      .toBuffer();
    const { repair } = await shop.repairs.book(
      buildBooking({ customerMobile: mobile }),
      [{ name: "ac.jpg", bytes }],
      "198.51.100.77",
    );
    const id = (await shop.repairQueue.list({ q: repair.ticketNumber })).repairs[0]!.id;
    const [name] = (await shop.repairDesk.details(id))!.photos;
    const file = path.join(shop.config.dataDir, "uploads", "repairs", name!);
    expect(fs.existsSync(file)).toBe(true);

    const answer = await post({ intent: SETTINGS_INTENTS.eraseCustomer, mobile });
    expect(answer.status).toBe(200);

    expect(fs.existsSync(file)).toBe(false);
    expect((await shop.repairDesk.details(id))!.photos).toEqual([]);
    expect(await shop.storage.findRepairPhoto(name!)).toBeUndefined();
  });
});
