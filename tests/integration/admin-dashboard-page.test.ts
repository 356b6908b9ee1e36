import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dashboardMessages, orderCountLine } from "../../domain/dashboard-messages";
import { formatMobile } from "../../domain/contact-links";
import { buildOrderRequest } from "../factories/order";
import { buildProduct } from "../factories/product";
import { signInAdmin, type AdminSession } from "../setup/admin-session";
import { createTestShop, type TestShop } from "../setup/test-shop";

let shop: TestShop;
let admin: AdminSession;
let ashaOrder: string;
let raviOrder: string;

beforeAll(async () => {
  shop = await createTestShop({
    pages: true,
    env: { BUILD_DIR: process.env.BUILD_DIR ?? "build" },
  });
  admin = await signInAdmin(shop);
  const [tvId] = (await shop.catalogue.addProducts([
    buildProduct({ name: "Onida 32 inch LED TV", pricePaise: 12_499_00, oldPricePaise: 0 }),
  ])) as [number];
  const asha = await shop.orders.placeOrder(
    buildOrderRequest([{ productId: tvId, quantity: 1 }], {
      customerName: "Asha Verma",
      customerMobile: "9829012345",
    }),
  );
  const ravi = await shop.orders.placeOrder(
    buildOrderRequest([{ productId: tvId, quantity: 2 }], {
      customerName: "Ravi Kumar",
      customerMobile: "9414098765",
    }),
  );
  ashaOrder = asha.order.orderNumber;
  raviOrder = ravi.order.orderNumber;
});

afterAll(() => shop.close());

async function page(path: string, headers: Record<string, string> = admin.headers) {
  const response = await shop.app.request(`http://localhost${path}`, { headers });
  return {
    status: response.status,
    location: response.headers.get("Location"),
    html: await response.text(),
  };
}

describe("the order dashboard page", () => {
  it("sends a visitor who is not signed in to the login page, keeping the view", async () => {
    const visitor = await page("/admind?status=pending", {});
    expect(visitor.status).toBe(302);
    expect(visitor.location).toBe(`/login?next=${encodeURIComponent("/admind?status=pending")}`);
  });

  it("renders every order with the summary on the server", async () => {
    const dashboard = await page("/admind");
    expect(dashboard.status).toBe(200);
    expect(dashboard.html).toContain(ashaOrder);
    expect(dashboard.html).toContain(raviOrder);
    expect(dashboard.html).toContain(formatMobile("9829012345"));
    expect(dashboard.html).toContain('href="tel:+919829012345"');
    expect(dashboard.html).toContain(orderCountLine(2, 2));
    // Revenue of both orders: 3 × ₹12,499.
    expect(dashboard.html).toContain("₹37,497");
    expect(dashboard.html).toContain('<meta name="robots" content="noindex"');
  });

  it("shows only the orders the URL's search asks for", async () => {
    const searched = await page("/admind?q=ravi");
    expect(searched.html).toContain(raviOrder);
    expect(searched.html).not.toContain(ashaOrder);
    expect(searched.html).toContain(orderCountLine(1, 2));
  });

  it("keeps the good filters of a URL with a bad value", async () => {
    const view = await page("/admind?q=asha&sort=cheapest");
    expect(view.status).toBe(200);
    expect(view.html).toContain(ashaOrder);
    expect(view.html).not.toContain(raviOrder);
  });

  it("says how to widen a search that finds nothing", async () => {
    const none = await page("/admind?status=delivered");
    expect(none.html).toContain("No orders found");
    expect(none.html).toContain("Try adjusting your search or filters.");
    expect(none.html).not.toContain(dashboardMessages.loadOrdersFailed);
  });
});
