import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CREDIT_NOTE_REASON_MESSAGE } from "../../domain/bills/place-of-supply";
import { addDays, shopDateOf } from "../../domain/shop-time";
import { buildOrderRequest } from "../factories/order";
import { buildProduct } from "../factories/product";
import { buildBooking } from "../factories/repair";
import { signInAdmin, TEST_ORIGIN, type AdminSession } from "../setup/admin-session";
import { createTestShop, type TestShop } from "../setup/test-shop";

/**
 * The bill card of the order's and the repair's details pages (issue 32), posted as a browser
 * without script posts it: Issue bill (with the buyer's state: IGST), Print, Share in the
 * customer's language, one Credit note with its reason; and the customer's tracking page's link.
 */
let shop: TestShop;
let admin: AdminSession;
let productId: number;

beforeAll(async () => {
  shop = await createTestShop({
    pages: true,
    env: { BUILD_DIR: process.env.BUILD_DIR ?? "build" },
  });
  admin = await signInAdmin(shop);
  await shop.settings.update({
    gstRegistration: "regular",
    gstin: "27AAPFU0939F1ZV",
    billPrefix: "DK",
  });
  [productId] = (await shop.catalogue.addProducts([
    buildProduct({ name: "LG 1.5 Ton Split AC", pricePaise: 67_489_00, oldPricePaise: 0 }),
  ])) as [number];
});

afterAll(async () => {
  await shop.automaticBills.settle();
  await shop.close();
});

async function post(path: string, fields: Record<string, string>, headers = admin.headers) {
  const response = await shop.app.request(`${TEST_ORIGIN}${path}`, {
    method: "POST",
    headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
  return { status: response.status, html: (await response.text()).replaceAll("<!-- -->", "") };
}

const page = async (path: string, headers: Record<string, string> = {}) =>
  (await (await shop.app.request(`${TEST_ORIGIN}${path}`, { headers })).text()).replaceAll(
    "<!-- -->",
    "",
  );

describe("the order's bill card", () => {
  it("issues the bill once, with IGST to another state, and offers Print and Share in Hindi", async () => {
    const { order, trackingToken } = await shop.orders.placeOrder(
      // A bill of ₹50,000 or more shows the customer's address (Rule 46).
      buildOrderRequest([{ productId, quantity: 1 }], {
        locale: "hi",
        deliveryAddress: "14 Laxmi Road, Pune",
      }),
    );
    const path = `/admin/order-details/${order.id}`;
    expect(await page(path, admin.headers)).toContain("Issue bill");

    const refused = await post(path, { intent: "issue-bill", buyerState: "99" });
    expect(refused.html).toContain("Choose the customer&#x27;s state from the list");
    expect(await shop.bills.forSource("order", order.id)).toBeUndefined();

    const issued = await post(path, { intent: "issue-bill", buyerState: "29" });
    expect(issued.status).toBe(200);
    expect(issued.html).toMatch(/Bill DK\/\d\d-\d\d\/00001 issued/);
    await post(path, { intent: "issue-bill", buyerState: "" });
    const view = (await shop.bills.forSource("order", order.id))!;
    expect(view.bill.number).toMatch(/^DK\/\d\d-\d\d\/00001$/);
    expect(view.bill.placeOfSupply).toBe("29 Karnataka");
    expect(view.bill.totals).toMatchObject({
      taxable: 57_194_07,
      cgst: 0,
      sgst: 0,
      igst: 10_294_93,
    });

    const html = await page(path, admin.headers);
    expect(html).toContain(`href="/hi/bill/${view.token}"`);
    const share = /href="(https:\/\/wa\.me\/91\d{10}\?text=[^"]+)"[^>]*>.{0,400}Share/s.exec(html);
    const text = decodeURIComponent(share![1]!.split("text=")[1]!.replaceAll("&amp;", "&"));
    expect(text).toContain("आपका बिल");
    expect(text).toContain(`/hi/bill/${view.token}`);

    const bill = await page(`/hi/bill/${view.token}`);
    expect(bill).toContain("टैक्स इनवॉइस (Tax Invoice)");
    expect(bill).toContain("IGST ₹10,294.93");

    const tracking = await page(`/hi/track/${trackingToken}`);
    expect(tracking).toContain(`href="/hi/bill/${view.token}"`);
    expect(tracking).toContain(`आपका बिल ${view.bill.number}`);
  });

  it("issues one credit note for the whole bill, with its reason, naming the bill", async () => {
    const { order } = await shop.orders.placeOrder(
      buildOrderRequest([{ productId, quantity: 1 }], { deliveryAddress: "14 Laxmi Road, Pune" }),
    );
    const path = `/admin/order-details/${order.id}`;
    const early = await post(path, { intent: "credit-note", reason: "Returned" });
    expect(early.html).toContain("This has no bill yet");
    await post(path, { intent: "issue-bill" });
    const { bill } = (await shop.bills.forSource("order", order.id))!;

    const blank = await post(path, { intent: "credit-note", reason: "  " });
    expect(blank.html).toContain(CREDIT_NOTE_REASON_MESSAGE.replaceAll("'", "&#x27;"));
    const signedOut = await post(
      path,
      { intent: "credit-note", reason: "Returned" },
      {
        Origin: TEST_ORIGIN,
      },
    );
    // A post without a session goes to the login page (server/auth/guard.ts), changing nothing.
    expect(signedOut.status).toBe(302);
    expect((await shop.bills.forSource("order", order.id))!.creditNote).toBeUndefined();

    const noted = await post(path, {
      intent: "credit-note",
      reason: "Sale cancelled, money returned",
    });
    expect(noted.html).toMatch(
      new RegExp(`Credit note CN/\\d\\d-\\d\\d/\\d{5} issued against bill ${bill.number}`),
    );
    const again = await post(path, { intent: "credit-note", reason: "Twice" });
    expect(again.html).toContain("This bill already has a credit note");
    const { creditNote } = (await shop.bills.forSource("order", order.id))!;
    expect(creditNote).toMatchObject({
      billNumber: bill.number,
      reason: "Sale cancelled, money returned",
    });
    expect(creditNote!.totals).toEqual(bill.totals);
  });
});

describe("the repair's bill card", () => {
  it("waits for the repair to be closed, then links the bill from the customer's tracking page", async () => {
    const { repair } = await shop.repairs.book(buildBooking(), [], "10.7.0.1");
    const id = (await shop.repairQueue.list({ q: repair.ticketNumber })).repairs[0]!.id;
    const path = `/admin/repairs/${id}`;
    expect(await page(path, admin.headers)).toContain(
      "The bill is issued when the repair is closed with its payment.",
    );
    const early = await post(path, { intent: "issue-bill" });
    expect(early.html).toContain("A repair gets its bill when it is closed with its payment");
    expect(await shop.bills.forSource("repair", id)).toBeUndefined();

    const token = repair.trackingPath.split("/").pop()!;
    expect(await page(`/track/repair/${token}`)).not.toContain('data-testid="bill-link"');
    await post(path, {
      intent: "close",
      paymentMethod: "cash",
      amount: "1200",
      warrantyUntil: addDays(shopDateOf(new Date()), 30),
    });
    const made = await shop.bills
      .forSource("repair", id)
      .then(
        async (view) =>
          view ?? (await shop.automaticBills.settle(), shop.bills.forSource("repair", id)),
      );
    expect(made!.bill.totals.total).toBe(1_200_00);
    expect(await page(`/track/repair/${token}`)).toContain(`href="/bill/${made!.token}"`);
    expect(await page(path, admin.headers)).toContain(made!.bill.number);
  });
});
