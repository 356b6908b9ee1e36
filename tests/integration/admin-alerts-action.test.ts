import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { alertTexts, type PushAlert } from "../../domain/push-alerts";
import { findSubscriptions } from "../../server/modules/push/push.repository";
import { signInAdmin, TEST_ORIGIN, type AdminSession } from "../setup/admin-session";
import { startPushService, type TestPushService } from "../setup/push-service";
import { createTestShop, type TestShop } from "../setup/test-shop";

/** The dashboard's alert controls post to the /admin/alerts route action, as a fetcher does. */
let shop: TestShop;
let admin: AdminSession;
let pushService: TestPushService;

beforeAll(async () => {
  [shop, pushService] = await Promise.all([
    createTestShop({ pages: true, env: { BUILD_DIR: process.env.BUILD_DIR ?? "build" } }),
    startPushService(),
  ]);
  admin = await signInAdmin(shop);
});

afterAll(async () => {
  await shop.close();
  await pushService.close();
});

async function post(body: unknown, headers: Record<string, string> = admin.headers) {
  const response = await shop.app.request(`${TEST_ORIGIN}/admin/alerts.data`, {
    method: "POST",
    headers: { ...headers, "Content-Type": "application/json", "User-Agent": "Test phone" },
    body: JSON.stringify(body),
  });
  return { status: response.status, text: await response.text() };
}

async function endpoints(): Promise<string[]> {
  return (await findSubscriptions(shop.database.db)).map((device) => device.endpoint);
}

describe("the alerts action", () => {
  it("turns alerts on for a device, sends it a test alert, and turns them off", async () => {
    const phone = pushService.device("action-phone");
    const subscription = { endpoint: phone.endpoint, keys: phone.keys, expirationTime: null };

    const on = await post({ intent: "subscribe", subscription });
    expect(on.status).toBe(200);
    expect(on.text).toContain(alertTexts.turnedOn);
    expect(await endpoints()).toContain(phone.endpoint);
    const device = await shop.database.db
      .selectFrom("push_subscriptions")
      .select("device")
      .where("endpoint", "=", phone.endpoint)
      .executeTakeFirstOrThrow();
    expect(device.device).toBe("Test phone");

    const arrived = pushService.nextPush(phone);
    const tested = await post({ intent: "test", subscription });
    expect(tested.text).toContain(alertTexts.testSent);
    expect((phone.read(await arrived) as PushAlert).title).toBe(alertTexts.testTitle);

    const off = await post({ intent: "unsubscribe", endpoint: phone.endpoint });
    expect(off.text).toContain(alertTexts.turnedOff);
    expect(await endpoints()).not.toContain(phone.endpoint);
  });

  it("refuses a subscription that is not a push service's address, storing nothing", async () => {
    const phone = pushService.device("bad");
    const answer = await post({
      intent: "subscribe",
      subscription: { endpoint: "http://intranet.example/push", keys: phone.keys },
    });
    expect(answer.text).toContain(alertTexts.invalid);
    expect(await endpoints()).toEqual([]);
  });

  it("stores nothing for a visitor who is not signed in, or a post from another site", async () => {
    const phone = pushService.device("stranger");
    const body = {
      intent: "subscribe",
      subscription: { endpoint: phone.endpoint, keys: phone.keys },
    };
    expect((await post(body, { Origin: TEST_ORIGIN })).status).toBe(401);
    const crossSite = await post(body, {
      Cookie: admin.cookie,
      Origin: "https://elsewhere.example",
    });
    expect(crossSite.status).toBe(403);
    expect(await endpoints()).toEqual([]);
  });
});

describe("the admin app's files", () => {
  it("serves the service worker fresh on every update check, with no admin data", async () => {
    const response = await shop.app.request(`${TEST_ORIGIN}/admin-sw.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("javascript");
    expect(response.headers.get("Cache-Control")).toBe("no-cache");
    // No fetch handler: pages and the live order stream never pass through it.
    expect(await response.text()).not.toMatch(/addEventListener\(\s*["']fetch["']/);
  });

  it("serves the manifest and icons to anyone, since browsers fetch them without the cookie", async () => {
    const manifest = await shop.app.request(`${TEST_ORIGIN}/admin.webmanifest`);
    expect(manifest.status).toBe(200);
    expect(await manifest.json()).toMatchObject({ start_url: "/admind", scope: "/admin" });
    const favicon = await shop.app.request(`${TEST_ORIGIN}/favicon.ico`);
    expect(favicon.headers.get("Content-Type")).toBe("image/png");
  });
});
