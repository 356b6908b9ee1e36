import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatRupees } from "../../domain/money";
import {
  newOrderAlert,
  orderDetailsPath,
  repairDetailsPath,
  type PushAlert,
} from "../../domain/push-alerts";
import { findSubscriptions } from "../../server/modules/push/push.repository";
import { buildOrderRequest } from "../factories/order";
import { buildBooking } from "../factories/repair";
import { buildProduct } from "../factories/product";
import { takeLoggedErrors } from "../setup/fail-on-console-error";
import { startPushService, type TestPushService } from "../setup/push-service";
import { createTestShop, type TestShop } from "../setup/test-shop";

let shop: TestShop;
let pushService: TestPushService;
let kettleId: number;
let fanId: number;
let admin: { id: number; email: string };

beforeAll(async () => {
  [shop, pushService] = await Promise.all([
    createTestShop({ env: { ORDER_RATE_LIMIT_PER_MINUTE: "0" } }),
    startPushService(),
  ]);
  [kettleId, fanId] = (await shop.catalogue.addProducts([
    buildProduct({ name: "Prestige Electric Kettle", pricePaise: 129_900 }),
    buildProduct({ name: "Usha Table Fan", pricePaise: 249_950 }),
  ])) as [number, number];
  admin = await shop.database.db
    .selectFrom("admin_users")
    .select(["id", "email"])
    .executeTakeFirstOrThrow();
});

afterAll(async () => {
  await shop.close();
  await pushService.close();
});

interface PlacedOrder {
  id: number;
  orderNumber: string;
  totalPrice: number;
  trackingToken: string;
}

async function placeOrder(): Promise<PlacedOrder> {
  const response = await shop.app.request("/api/orders", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(
      buildOrderRequest([
        { productId: kettleId, quantity: 2 },
        { productId: fanId, quantity: 1 },
      ]),
    ),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as PlacedOrder;
}

async function endpoints(): Promise<string[]> {
  return (await findSubscriptions(shop.database.db)).map((device) => device.endpoint);
}

describe("Web Push alerts", () => {
  it("creates the VAPID keys once and keeps them across restarts", async () => {
    const stored = await shop.database.db.selectFrom("push_keys").selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.public_key).toBe(shop.pushAlerts.publicKey);
    // An uncompressed P-256 point, as browsers want the applicationServerKey.
    expect(Buffer.from(shop.pushAlerts.publicKey, "base64url")).toHaveLength(65);
  });

  it("pushes a new order, encrypted for the device, with its number, total and link", async () => {
    const phone = pushService.device("phone");
    await shop.pushAlerts.subscribe(phone, admin, "Android phone");
    const arrived = pushService.nextPush(phone);
    const order = await placeOrder();
    const push = await arrived;

    expect(push.headers["content-encoding"]).toBe("aes128gcm");
    expect(push.headers.urgency).toBe("high");
    expect(push.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${shop.pushAlerts.publicKey}$`),
    );
    const alert = phone.read(push) as PushAlert;
    expect(alert.title).toContain(order.orderNumber);
    expect(order.totalPrice).toBe(5097.5);
    expect(alert.body).toContain(formatRupees(509_750));
    expect(alert.body).toContain("Prestige Electric Kettle + 1 more");
    expect(alert.url).toBe(orderDetailsPath(order.id));
    await shop.pushAlerts.unsubscribe(phone.endpoint);
  });

  it("pushes a customer's cancellation, opening that order", async () => {
    const phone = pushService.device("cancellations");
    await shop.pushAlerts.subscribe(phone, admin, "Android phone");
    const created = pushService.nextPush(phone);
    const order = await placeOrder();
    await created;
    const arrived = pushService.nextPush(phone);
    const cancel = await shop.app.request(`/api/tracking/${order.trackingToken}/cancel`, {
      method: "POST",
    });
    expect(cancel.status).toBe(200);
    const alert = phone.read(await arrived) as PushAlert;
    expect(alert.title).toBe(`Order ${order.orderNumber} cancelled`);
    expect(alert.url).toBe(orderDetailsPath(order.id));
    await shop.pushAlerts.unsubscribe(phone.endpoint);
  });

  it("pushes a new repair request, opening it on the repair queue", async () => {
    const phone = pushService.device("repairs");
    await shop.pushAlerts.subscribe(phone, admin, "Android phone");
    const arrived = pushService.nextPush(phone);
    const { repair } = await shop.repairs.book(
      buildBooking({ appliance: "ac", brand: "Voltas" }),
      [],
      "203.0.113.77",
    );
    const alert = phone.read(await arrived) as PushAlert;
    expect(alert.title).toBe(`New repair request ${repair.ticketNumber}`);
    expect(alert.body).toMatch(/^AC · Voltas · /);
    const stored = await shop.database.db
      .selectFrom("repairs")
      .select("id")
      .where("ticket_number", "=", repair.ticketNumber)
      .executeTakeFirstOrThrow();
    expect(alert.url).toBe(repairDetailsPath(stored.id));
    await shop.pushAlerts.unsubscribe(phone.endpoint);
  });

  it("keeps one subscription per device when it subscribes again", async () => {
    const tablet = pushService.device("tablet");
    await shop.pushAlerts.subscribe(tablet, admin, "Tablet");
    await shop.pushAlerts.subscribe(tablet, admin, "Tablet");
    expect((await endpoints()).filter((endpoint) => endpoint === tablet.endpoint)).toHaveLength(1);
    await shop.pushAlerts.unsubscribe(tablet.endpoint);
    expect(await endpoints()).not.toContain(tablet.endpoint);
  });

  it("sends a test alert to the one device that asked", async () => {
    const phone = pushService.device("test-alert");
    const other = pushService.device("someone-else");
    await shop.pushAlerts.subscribe(phone, admin, "Phone");
    await shop.pushAlerts.subscribe(other, admin, "Other phone");
    const arrived = pushService.nextPush(phone);
    expect(await shop.pushAlerts.sendTest(phone.endpoint)).toBe("sent");
    expect((phone.read(await arrived) as PushAlert).url).toBe("/admind");
    expect(pushService.received.some((push) => push.path === "/push/someone-else")).toBe(false);
    await shop.pushAlerts.unsubscribe(phone.endpoint);
    await shop.pushAlerts.unsubscribe(other.endpoint);
  });

  it("forgets a device the push service reports gone (410) and still alerts the others", async () => {
    const gone = pushService.device("gone", 410);
    const phone = pushService.device("still-here");
    await shop.pushAlerts.subscribe(gone, admin, "Old phone");
    await shop.pushAlerts.subscribe(phone, admin, "Phone");

    expect(await shop.pushAlerts.sendTest(gone.endpoint)).toBe("gone");
    expect(await endpoints()).not.toContain(gone.endpoint);

    await shop.pushAlerts.subscribe(gone, admin, "Old phone");
    const arrived = pushService.nextPush(phone);
    const order = await placeOrder();
    expect((phone.read(await arrived) as PushAlert).url).toBe(orderDetailsPath(order.id));
    await shop.pushAlerts.settle();
    expect(await endpoints()).not.toContain(gone.endpoint);
    await shop.pushAlerts.unsubscribe(phone.endpoint);
  });

  it("logs a push service's failure and never fails the order", async () => {
    const broken = pushService.device("broken", 500);
    await shop.pushAlerts.subscribe(broken, admin, "Phone");
    const arrived = pushService.nextPush(broken);
    const order = await placeOrder();
    expect(order.orderNumber).toBeTruthy();
    await arrived;
    await shop.pushAlerts.settle();
    expect(takeLoggedErrors().map((args) => String(args[0]))).toEqual([
      expect.stringContaining("refused an alert: 500"),
    ]);
    // A failure is not a gone device: it gets the next alert.
    expect(await endpoints()).toContain(broken.endpoint);
    await shop.pushAlerts.unsubscribe(broken.endpoint);
  });

  it("refuses a push subscription that is not a push service's https address", async () => {
    const { pushSubscriptionSchema } = await import("../../domain/push-alert-schemas");
    const keys = pushService.device("x").keys;
    expect(
      pushSubscriptionSchema.safeParse({ endpoint: "http://push.example/x", keys }).success,
    ).toBe(false);
    expect(
      pushSubscriptionSchema.safeParse({ endpoint: "https://push.example/x", keys }).success,
    ).toBe(true);
  });

  it("words a new order's alert from its facts", () => {
    expect(
      newOrderAlert({
        id: 7,
        orderNumber: "DK-1",
        totalPaise: 100_000,
        customerName: "Asha",
        firstItemName: "Fan",
        moreItems: 0,
      }),
    ).toEqual({
      title: "New order DK-1",
      body: `${formatRupees(100_000)} · Asha · Fan`,
      url: "/admin/order-details/7",
      tag: "order-7",
    });
  });
});
