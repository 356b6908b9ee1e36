import { shopDateOf } from "../../domain/shop-time";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildOrderRequest } from "../factories/order";
import { buildProduct } from "../factories/product";
import { createTestShop, type TestShop } from "../setup/test-shop";

/**
 * Revenue on the dashboard and in the reports (issue 31): what was delivered or paid; what the
 * open orders still bring is pending, shown apart; a cancelled order is neither.
 */
let shop: TestShop;
const ADMIN = { id: 1, email: "owner@shop.test" };

beforeAll(async () => {
  shop = await createTestShop({ env: { ORDER_RATE_LIMIT_PER_MINUTE: "0" } });
});

afterAll(() => shop.close());

describe("revenue", () => {
  it("counts delivered orders and payments on open ones, the rest of open orders pending", async () => {
    const [productId] = (await shop.catalogue.addProducts([
      buildProduct({ pricePaise: 1_000_00, oldPricePaise: 0 }),
    ])) as [number];
    const place = async () =>
      (await shop.orders.placeOrder(buildOrderRequest([{ productId, quantity: 1 }]))).order.id;
    const [delivered, partPaid, open, cancelled] = [
      await place(),
      await place(),
      await place(),
      await place(),
    ];
    await shop.orderDesk.setStatus(delivered, "delivered", ADMIN);
    await shop.sales.recordPayment(partPaid, { method: "upi", amountPaise: 400_00 }, ADMIN.email);
    await shop.orderDesk.setStatus(cancelled, "cancelled", ADMIN);
    expect(open).toBeGreaterThan(0);

    expect(await shop.orderDesk.summary()).toMatchObject({
      revenuePaise: 1_000_00 + 400_00,
      pendingPaise: 600_00 + 1_000_00,
    });
    const today = shopDateOf(new Date());
    const report = await shop.orderReports.report({ from: today, to: today });
    expect(report).toMatchObject({ revenuePaise: 1_400_00, pendingPaise: 1_600_00 });
    // The day's figures and the channel's follow the same rule as the range's.
    expect(report.days).toEqual([
      { date: today, orders: 4, revenuePaise: 1_400_00, pendingPaise: 1_600_00 },
    ]);
    expect(report.byChannel).toEqual([
      { channel: "web", orders: 3, revenuePaise: 1_400_00, pendingPaise: 1_600_00 },
    ]);
  });
});
