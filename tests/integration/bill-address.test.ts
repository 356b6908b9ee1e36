import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BILL_ADDRESS_NEEDED } from "../../domain/bills/place-of-supply";
import { buildOrderRequest } from "../factories/order";
import { buildProduct } from "../factories/product";
import { signInAdmin, TEST_ORIGIN, type AdminSession } from "../setup/admin-session";
import { createTestShop, type TestShop } from "../setup/test-shop";

/**
 * Rule 46 on a web order (issue 32): the checkout's address is optional, but a bill of ₹50,000 or
 * more must show the customer's address. Such an order delivered without one is not billed by
 * itself: its bill card asks the owner for the address, and the bill shows what he typed.
 */
const who = { id: 1, email: "owner@shop.test" };
let shop: TestShop;
let admin: AdminSession;
let acId: number;
let fanId: number;

beforeAll(async () => {
  shop = await createTestShop({
    pages: true,
    env: { BUILD_DIR: process.env.BUILD_DIR ?? "build" },
  });
  admin = await signInAdmin(shop);
  await shop.settings.update({ gstRegistration: "regular", gstin: "27AAPFU0939F1ZV" });
  [acId, fanId] = (await shop.catalogue.addProducts([
    buildProduct({ name: "LG 1.5 Ton Split AC", pricePaise: 67_489_00, oldPricePaise: 0 }),
    buildProduct({ name: "Usha Ceiling Fan", pricePaise: 2_499_00, oldPricePaise: 0 }),
  ])) as [number, number];
});

afterAll(async () => {
  await shop.automaticBills.settle();
  await shop.close();
});

const page = async (path: string) =>
  (await (await shop.app.request(`${TEST_ORIGIN}${path}`, { headers: admin.headers })).text())
    .replaceAll("<!-- -->", "")
    .replaceAll("&#x27;", "'");

async function issue(orderId: number, fields: Record<string, string>) {
  const response = await shop.app.request(`${TEST_ORIGIN}/admin/order-details/${orderId}`, {
    method: "POST",
    headers: { ...admin.headers, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "issue-bill", ...fields }),
  });
  return (await response.text()).replaceAll("&#x27;", "'");
}

describe("a web order of ₹50,000 or more without the customer's address", () => {
  it("is not billed when delivered; Issue bill asks for the address and the bill shows it", async () => {
    const { order } = await shop.orders.placeOrder(
      buildOrderRequest([{ productId: acId, quantity: 1 }], { customerName: "Kiran Rao" }),
    );
    expect(order.deliveryAddress).toBeNull();
    await shop.orderDesk.setStatus(order.id, "delivered", who);
    await shop.automaticBills.settle();
    expect(await shop.bills.forSource("order", order.id)).toBeUndefined();

    const details = await page(`/admin/order-details/${order.id}`);
    expect(details).toContain("Customer's address");
    expect(details).toContain('name="buyerAddress"');

    expect(await issue(order.id, { buyerAddress: "  " })).toContain(BILL_ADDRESS_NEEDED);
    expect(await shop.bills.forSource("order", order.id)).toBeUndefined();

    await issue(order.id, { buyerAddress: "14 Laxmi Road, Pune 411030" });
    const view = (await shop.bills.forSource("order", order.id))!;
    expect(view.bill.buyer.address).toBe("14 Laxmi Road, Pune 411030");
    expect(view.bill.placeOfSupply).toBe("27 Maharashtra");
    const billPage = await page(`/bill/${view.token}`);
    expect(billPage).toContain("14 Laxmi Road, Pune 411030");
  });

  it("bills an order with the checkout's address by itself, and one below ₹50,000 without", async () => {
    const { order: addressed } = await shop.orders.placeOrder(
      buildOrderRequest([{ productId: acId, quantity: 1 }], {
        deliveryAddress: "3 MG Road, Pune",
      }),
    );
    const { order: small } = await shop.orders.placeOrder(
      buildOrderRequest([{ productId: fanId, quantity: 1 }]),
    );
    for (const order of [addressed, small]) {
      await shop.orderDesk.setStatus(order.id, "delivered", who);
    }
    await shop.automaticBills.settle();
    expect((await shop.bills.forSource("order", addressed.id))?.bill.buyer.address).toBe(
      "3 MG Road, Pune",
    );
    expect((await shop.bills.forSource("order", small.id))?.bill.buyer.address).toBe("");
    expect(await shop.bills.asksAddress("order", small.id)).toBe(false);
  });
});
