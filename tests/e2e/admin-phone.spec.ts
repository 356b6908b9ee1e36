import { alertTexts, type PushAlert } from "../../domain/push-alerts";
import type { Page } from "@playwright/test";
import { blockSoundUntilTapped } from "./blocked-sound";
import { expect, test } from "./fixtures";
import { placeTestOrder, uniqueCustomerName } from "./order-helpers";
import { customerUpdateTexts } from "../../app/features/orders/customer-update";
import { startPushService, type TestPushService } from "../setup/push-service";

/**
 * The owner's phone (issue 14): a 390 px touch screen, the admin app installed from the manifest,
 * alerts by Web Push. The push service is the test's own, on this machine.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

let pushService: TestPushService;

test.beforeAll(async () => {
  pushService = await startPushService();
});

test.afterAll(async () => {
  await pushService.close();
});

test("keeps the live list going when showing a notification throws", async ({
  adminPage: page,
  request,
}) => {
  // Android Chrome: `new Notification` throws 'Illegal constructor'; here the worker's throws too.
  await page.addInitScript(() => {
    window.Notification = class {
      static readonly permission = "granted";
      static requestPermission = () => Promise.resolve("granted");
      constructor() {
        throw new TypeError("Failed to construct 'Notification': Illegal constructor.");
      }
    } as unknown as typeof Notification;
    ServiceWorkerRegistration.prototype.showNotification = () => {
      throw new TypeError("No notifications here");
    };
  });
  const customerName = uniqueCustomerName("Throwing");
  await page.goto(`/admind?q=${encodeURIComponent(customerName)}`);
  await expect(page.locator("[data-live-state=live]")).toBeVisible();
  await expect(page).toHaveTitle(/^Order Dashboard/);

  const first = await placeTestOrder(request, { customerName });
  await expect(page.getByRole("row", { name: `Order ${first.orderNumber}` })).toBeVisible();
  const second = await placeTestOrder(request, { customerName });
  await expect(page.getByRole("row", { name: `Order ${second.orderNumber}` })).toBeVisible();
  // The tab counts the orders the owner has not looked at yet, until the next tap.
  await expect(page).toHaveTitle(/^\(2\) Order Dashboard/);
  await page.getByRole("heading", { name: "Order Dashboard" }).tap();
  await expect(page).toHaveTitle(/^Order Dashboard/);
});

test("shows an order, and what was bought, on the first screen without scrolling", async ({
  adminPage: page,
  request,
}) => {
  const customerName = uniqueCustomerName("First Screen");
  const order = await placeTestOrder(request, { customerName, quantity: 1 });
  await page.goto(`/admind?q=${encodeURIComponent(customerName)}`);
  const row = page.getByRole("row", { name: `Order ${order.orderNumber}` });
  await expect(row).toContainText(order.items[0]!.name);
  await expect(row).toContainText("1 item");
  await expect(row).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole("region", { name: "Today" })).toBeInViewport();
  await page.screenshot({ path: `test-results/admin-phone-first-screen.png` });
  // The filters wait behind one button; Clear All behind 'More', away from Export.
  await expect(page.getByRole("search", { name: "Filter orders" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Clear All" })).toBeHidden();
  await page.getByRole("button", { name: "Filters (1)" }).tap();
  await expect(page.getByRole("search", { name: "Filter orders" })).toBeVisible();
  await page.getByRole("button", { name: "More" }).tap();
  await expect(page.getByRole("menuitem", { name: "Clear All" })).toBeVisible();
  const bulk = page.getByRole("region", { name: "Bulk actions" });
  await expect(bulk.getByRole("button", { name: "Delete selected" })).toBeDisabled();
});

test("a status changed on a card offers the WhatsApp update there, the card kept in place", async ({
  adminPage: page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const customerName = uniqueCustomerName("Card Update");
  const older = await placeTestOrder(request, { customerName });
  const newer = await placeTestOrder(request, { customerName });
  await page.goto(`/admind?q=${encodeURIComponent(customerName)}`);
  const card = page.getByRole("row", { name: `Order ${newer.orderNumber}` });
  await card.getByRole("button", { name: `Change status of order ${newer.orderNumber}` }).tap();
  await page.getByRole("menuitem", { name: "Mark as Confirmed" }).tap();
  await expect(card.getByText(customerUpdateTexts.afterChange)).toBeVisible();
  // 'Pending first' would put the still pending order above it; the changed card stays first.
  const rows = page.locator("tbody > tr");
  await expect(rows.first()).toHaveAttribute("aria-label", `Order ${newer.orderNumber}`);
  await expect(rows.nth(1)).toHaveAttribute("aria-label", `Order ${older.orderNumber}`);
  await card.getByText(customerUpdateTexts.preview).tap();
  await expect(card.getByTestId("card-update-message")).toContainText(
    `${newer.orderNumber} is now Confirmed`,
  );
  await page.screenshot({ path: "test-results/admin-phone-card-update-360.png" });

  await page.context().route("https://wa.me/**", (route) => route.fulfill({ body: "chat" }));
  const chat = page.waitForEvent("popup");
  await card.getByRole("button", { name: new RegExp(customerUpdateTexts.send) }).tap();
  const popup = await chat;
  await popup.waitForURL(/^https:\/\/wa\.me\//);
  expect(new URL(popup.url()).searchParams.get("text")).toContain(
    `${newer.orderNumber} is now Confirmed`,
  );
});

test("a Hindi customer's update from a card is in Hindi, after a status change and a bulk change", async ({
  adminPage: page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const customerName = uniqueCustomerName("Hindi Card");
  const order = await placeTestOrder(request, { customerName, locale: "hi" });
  await page.goto(`/admind?q=${encodeURIComponent(customerName)}`);
  const card = page.getByRole("row", { name: `Order ${order.orderNumber}` });
  const message = card.getByTestId("card-update-message");
  // The owner's screen stays English; the text to the customer is in their language, and links
  // their language's page. (Its lines end in '\s': toHaveText reads line breaks as spaces.)
  const hindiUpdate = (status: string) =>
    new RegExp(
      `^Dukan Electronics: आपके ऑर्डर ${order.orderNumber} का स्टेटस अब "${status}" है।\\s` +
        `[^a-z]*।\\sअपना ऑर्डर यहां देखें: http://127\\.0\\.0\\.1:\\d+/hi/track/${order.trackingToken}$`,
    );

  await card.getByRole("button", { name: `Change status of order ${order.orderNumber}` }).tap();
  await page.getByRole("menuitem", { name: "Mark as Confirmed" }).tap();
  await expect(card.getByText(customerUpdateTexts.afterChange)).toBeVisible();
  await card.getByText(customerUpdateTexts.preview).tap();
  await expect(message).toHaveText(hindiUpdate("कन्फ़र्म"));
  await page.screenshot({ path: "test-results/admin-phone-card-update-hindi-360.png" });

  const bulk = page.getByRole("region", { name: "Bulk actions" });
  await card.getByLabel(`Select order ${order.orderNumber}`).check();
  await bulk.getByLabel("Set selected to").selectOption("processing");
  await bulk.getByRole("button", { name: "Update selected" }).tap();
  await page.getByRole("alertdialog").getByRole("button", { name: "Update orders" }).tap();
  await expect(card).toContainText("Processing");
  await expect(message).toHaveText(hindiUpdate("तैयार हो रहा है"));
  // The text is a tap away; opened already, a tap would close it.
  const preview = card.locator("details");
  if ((await preview.getAttribute("open")) === null) {
    await card.getByText(customerUpdateTexts.preview).tap();
  }
  await page.screenshot({ path: "test-results/admin-phone-bulk-update-hindi-360.png" });

  await page.context().route("https://wa.me/**", (route) => route.fulfill({ body: "chat" }));
  const chat = page.waitForEvent("popup");
  await card.getByRole("button", { name: new RegExp(customerUpdateTexts.send) }).tap();
  const popup = await chat;
  await popup.waitForURL(/^https:\/\/wa\.me\//);
  expect(new URL(popup.url()).searchParams.get("text")).toMatch(hindiUpdate("तैयार हो रहा है"));
});

test("turns on alerts on this phone, and a test alert reaches the push service", async ({
  adminPage: page,
}) => {
  const device = pushService.device(`e2e-${Date.now()}`);
  await page.context().grantPermissions(["notifications"]);
  // A headless browser has no push service of its own: subscribing answers with the test's.
  await page.addInitScript(
    (subscription) => {
      let subscribed = false;
      const fake = {
        endpoint: subscription.endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: null },
        getKey: () => null,
        toJSON: () => ({ ...subscription, expirationTime: null }),
        unsubscribe: () => {
          subscribed = false;
          return Promise.resolve(true);
        },
      };
      PushManager.prototype.getSubscription = () =>
        Promise.resolve(subscribed ? (fake as unknown as PushSubscription) : null);
      PushManager.prototype.subscribe = () => {
        subscribed = true;
        return Promise.resolve(fake as unknown as PushSubscription);
      };
    },
    { endpoint: device.endpoint, keys: device.keys },
  );
  await page.goto("/admind");

  await page.getByRole("button", { name: alertTexts.turnOn }).tap();
  await expect(page.getByTestId("dashboard-notification")).toHaveText(alertTexts.turnedOn);
  await expect(page.getByRole("button", { name: alertTexts.turnOn })).toBeHidden();

  const arrived = pushService.nextPush(device);
  await page.getByRole("button", { name: "More" }).tap();
  await page.getByRole("menuitem", { name: alertTexts.sendTest }).tap();
  const alert = device.read(await arrived) as PushAlert;
  expect(alert).toMatchObject({ title: alertTexts.testTitle, url: "/admind" });
  await expect(page.getByTestId("dashboard-notification")).toHaveText(alertTexts.testSent);

  await page.getByRole("button", { name: "More" }).tap();
  await page.getByRole("menuitem", { name: alertTexts.turnOff }).tap();
  await expect(page.getByTestId("dashboard-notification")).toHaveText(alertTexts.turnedOff);
  await expect(page.getByRole("button", { name: alertTexts.turnOn })).toBeVisible();
});

test("serves the admin app's manifest with icons that exist", async ({
  adminPage: page,
  request,
}) => {
  await page.goto("/admind");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/admin.webmanifest");
  const response = await request.get(href!);
  expect(response.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = (await response.json()) as {
    name: string;
    start_url: string;
    scope: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest.name).toMatch(/\S/);
  expect(manifest).toMatchObject({ start_url: "/admind", display: "standalone" });
  expect(manifest.start_url.startsWith(manifest.scope)).toBe(true);
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  const sizes = manifest.icons.map((icon) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  expect(manifest.icons.some((icon) => icon.purpose === "maskable")).toBe(true);
  for (const icon of manifest.icons) {
    const png = await request.get(icon.src);
    expect(png.status(), icon.src).toBe(200);
    expect(png.headers()["content-type"]).toBe("image/png");
    const body = await png.body();
    // A PNG's IHDR holds its width and height at bytes 16 and 20.
    expect(`${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`).toBe(icon.sizes);
  }
  // The service worker is registered for the admin's paths and the page keeps working.
  await expect
    .poll(() =>
      page.evaluate(async () => (await navigator.serviceWorker.getRegistration("/admin"))?.scope),
    )
    .toMatch(/\/admin$/);
});

test("every page has a favicon and an apple-touch-icon; only admin pages offer the app", async ({
  page,
  request,
}) => {
  await page.goto("/");
  for (const rel of ["icon", "apple-touch-icon"]) {
    const hrefs = await page
      .locator(`link[rel="${rel}"]`)
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
    expect(hrefs.length, rel).toBeGreaterThan(0);
    for (const href of hrefs) expect((await request.get(href)).status(), href).toBe(200);
  }
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
  expect((await request.get("/favicon.ico")).headers()["content-type"]).toBe("image/png");
});

/**
 * A phone slow to say whether it is subscribed to alerts, as a busy phone's service worker is: it
 * answers when the test says so (returned). A timer here raced the page's live stream: on a busy
 * machine the phone answered before the stream was up, and the prompt the test waited to see had
 * already made way for 'Turn on alerts'.
 */
async function answerSubscriptionWhenTold(page: Page): Promise<() => Promise<void>> {
  await page.addInitScript(() => {
    let answer!: () => void;
    const told = new Promise<void>((resolve) => (answer = resolve));
    Object.assign(window, { answerSubscription: answer });
    const getSubscription = PushManager.prototype.getSubscription;
    PushManager.prototype.getSubscription = function (this: PushManager) {
      return told.then(() => getSubscription.call(this));
    };
  });
  return () =>
    page.evaluate(() => (window as { answerSubscription?: () => void }).answerSubscription?.());
}

test("says to tap for the order sound while the browser blocks it", async ({ adminPage: page }) => {
  await blockSoundUntilTapped(page);
  // A phone without Web Push: the prompt row shows the sound hint (alerts would come first).
  await page.addInitScript(() => {
    delete (window as { PushManager?: unknown }).PushManager;
  });
  await page.goto("/admind");
  const hint = page.getByRole("button", { name: alertTexts.soundHint });
  await expect(hint).toBeVisible();
  await hint.tap();
  await expect(hint).toBeHidden();
});

test("the first tap lands where it was aimed while the alert prompts come and go", async ({
  adminPage: page,
}) => {
  await blockSoundUntilTapped(page);
  const answerSubscription = await answerSubscriptionWhenTold(page);
  await page.goto("/admind");
  await expect(page.locator("[data-live-state=live]")).toBeVisible();
  await expect(page.getByRole("button", { name: alertTexts.soundHint })).toBeVisible();
  const filters = page.getByRole("button", { name: /^Filters/ });
  const before = (await filters.boundingBox())!;
  // 'Turn on alerts' takes the hint's place once the phone has answered: the orders must not move.
  await answerSubscription();
  await expect(page.getByRole("button", { name: alertTexts.turnOn })).toBeVisible();
  expect((await filters.boundingBox())!.y).toBe(before.y);

  await page.mouse.move(before.x + before.width / 2, before.y + before.height / 2);
  await page.mouse.down();
  // The finger is down and the sound resumed: what it touches must not move before it lifts.
  await page.waitForTimeout(300);
  expect((await filters.boundingBox())!.y).toBe(before.y);
  await page.mouse.up();

  await expect(filters).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("button", { name: alertTexts.soundHint })).toBeHidden();
});
