import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  formValuesOf,
  SETTINGS_INTENTS,
  settingsMessages,
} from "../../app/features/settings/settings-form";
import { bookingMessages } from "../../domain/repair-booking";
import { addDays, shopDateOf } from "../../domain/shop-time";
import { bookingFields } from "../factories/repair";
import { signInAdmin, TEST_ORIGIN, type AdminSession } from "../setup/admin-session";
import { createTestShop, type TestShop } from "../setup/test-shop";

/**
 * The service rules (issue 33): the same-day cut-off, the radius outside the city and the days
 * ahead a repair can be booked are settings, and every page that states them follows the setting.
 */
let shop: TestShop;
let admin: AdminSession;

beforeAll(async () => {
  shop = await createTestShop({
    pages: true,
    env: { BUILD_DIR: process.env.BUILD_DIR ?? "build" },
  });
  admin = await signInAdmin(shop);
});

afterAll(() => shop.close());

async function html(path: string) {
  const response = await shop.app.request(`${TEST_ORIGIN}${path}`);
  expect(response.status, path).toBe(200);
  return (await response.text()).replaceAll("<!-- -->", "");
}

async function saveSettings(changes: Record<string, string>) {
  const form = new URLSearchParams({
    ...formValuesOf(shop.settings.current()),
    ...changes,
    intent: SETTINGS_INTENTS.save,
  });
  const response = await shop.app.request(`${TEST_ORIGIN}/admin/settings`, {
    method: "POST",
    headers: { ...admin.headers, "Content-Type": "application/x-www-form-urlencoded" },
    body: form,
  });
  return (await response.text()).replaceAll("<!-- -->", "");
}

describe("the service rules", () => {
  it("start as 1 pm, 25 km and 14 days, said in each language", async () => {
    const english = await html("/our-service");
    expect(english).toContain("Call before 1 pm");
    expect(english).toContain("up to 25 km out");
    const hindi = await html("/hi/our-service");
    expect(hindi).toContain("दोपहर 1 बजे से पहले");
    expect(hindi).toContain("25 किमी");
  });

  it("refuses a cut-off that is not a time and saves nothing", async () => {
    const answer = await saveSettings({ sameDayCutoff: "1 pm", bookingDaysAhead: "0" });
    expect(answer).toContain("Give the same-day cut-off as a time, like 13:00");
    expect(answer).toContain("Days ahead a repair can be booked must be at least 1");
    expect(shop.settings.current()).toMatchObject({ sameDayCutoff: "13:00", bookingDaysAhead: 14 });
  });

  it("once changed, change every page that states them, in both languages", async () => {
    const answer = await saveSettings({
      sameDayCutoff: "16:30",
      deliveryRadiusKm: "40",
      bookingDaysAhead: "3",
    });
    expect(answer).toContain(settingsMessages.saved);

    const english = await html("/our-service");
    expect(english).toContain("Call before 4:30 pm");
    expect(english).toContain("up to 40 km out");
    expect(english).not.toContain("1 pm");
    expect(english).not.toContain("25 km");
    const hindi = await html("/hi/our-service");
    expect(hindi).toContain("शाम 4:30 बजे से पहले");
    expect(hindi).toContain("40 किमी");
    expect(hindi).not.toContain("दोपहर 1 बजे");

    // The booking form offers today and the 3 days after it, no more.
    const today = shopDateOf(new Date());
    const repair = await html("/repair");
    expect(repair).toContain(`value="${addDays(today, 3)}"`);
    expect(repair).not.toContain(`value="${addDays(today, 4)}"`);
  });

  it("refuse a booking further ahead than the shop allows", async () => {
    await saveSettings({ bookingDaysAhead: "3" });
    const today = shopDateOf(new Date());
    const response = await shop.app.request(`${TEST_ORIGIN}/repair`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(bookingFields({ preferredDate: addDays(today, 5) })),
    });
    const page = (await response.text()).replaceAll("<!-- -->", "");
    expect(page).toContain(bookingMessages.date(today, addDays(today, 3)));
    expect(await shop.repairQueue.openCount()).toBe(0);
  });
});
