import type { Page } from "@playwright/test";
import { settingsMessages } from "../../app/features/settings/settings-form";
import { m } from "../../app/i18n/messages";
import { expect, test } from "./fixtures";
import { randomMobile } from "./order-helpers";

/**
 * What /our-service says is the owner's (issue 33), changed from the owner's phone: the hero text
 * in Hindi and the brand strip in settings, and 'Recent repairs' from a closed repair's page.
 * All @isolated: they change what every visitor of /our-service reads.
 */
test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

const hindi = { locale: "hi" } as const;
const SAVE = "Save settings";

async function saveSettings(page: Page) {
  await page.getByRole("button", { name: SAVE }).click();
  await expect(page.getByText(settingsMessages.saved)).toBeVisible();
}

test("the owner writes the hero text in Hindi and /hi/our-service shows it @isolated", async ({
  adminPage: page,
}) => {
  const words = `हर रिपेयर का बिल पक्का (${Date.now() % 100_000})`;
  await page.goto("/admin/settings");
  const field = page.getByLabel("Hero text (Hindi)", { exact: true });
  // A fill while the page hydrates can land beside the old text instead of replacing it.
  await expect(async () => {
    await field.fill(words);
    await expect(field).toHaveValue(words, { timeout: 1000 });
  }).toPass();
  await saveSettings(page);

  await page.goto("/hi/our-service");
  await expect(page.getByText(words, { exact: true })).toBeVisible();
  // The English page keeps the English text.
  await page.goto("/our-service");
  await expect(page.getByText(words)).toHaveCount(0);
});

test("the owner ticks a brand off and /our-service no longer shows it @isolated", async ({
  adminPage: page,
}) => {
  const strip = page.getByRole("region", { name: "Brands we repair", exact: true });
  await page.goto("/admin/settings");
  const whirlpool = page.getByRole("checkbox", { name: "Whirlpool", exact: true });
  await expect(whirlpool).toBeChecked();
  await whirlpool.uncheck();
  await page
    .getByRole("group", { name: "Brands we repair", exact: true })
    .screenshot({ path: "test-results/settings-brands-360.png" });
  await saveSettings(page);

  await page.goto("/our-service");
  await expect(strip.getByRole("img", { name: "LG", exact: true })).toBeVisible();
  await expect(strip.getByRole("img", { name: "Whirlpool", exact: true })).toHaveCount(0);
  await page.screenshot({ path: "test-results/our-service-brands-360.png", fullPage: false });

  // Ticked again, it is back (and the next run starts from the shop's default).
  await page.goto("/admin/settings");
  await page.getByRole("checkbox", { name: "Whirlpool", exact: true }).check();
  await saveSettings(page);
  await page.goto("/our-service");
  await expect(strip.getByRole("img", { name: "Whirlpool", exact: true })).toBeVisible();
});

/** Books a Whirlpool fridge repair from the customer's page; its ticket number. */
async function bookRepair(page: Page): Promise<string> {
  await page.goto("/repair");
  const form = page.getByTestId("repair-booking-form");
  await form.getByLabel("Appliance").selectOption("refrigerator");
  await form.getByLabel("Brand").selectOption("Whirlpool");
  await form.getByText("Not cooling", { exact: true }).click();
  await form.getByLabel("Describe the problem").fill("Ring Kavya at Flat 7C");
  await form.getByLabel("Your name").fill("Kavya Rao");
  await form.getByLabel("Mobile number").fill(randomMobile());
  await form.getByLabel("Address").fill("4 Lake View Road");
  await form.getByLabel("PIN code").fill("560001");
  await form.getByRole("button", { name: "Book the repair" }).click();
  return (await page.getByTestId("ticket-number").textContent())!;
}

test("the owner shows a closed repair among 'Recent repairs', and takes it off again @isolated", async ({
  adminPage: page,
}) => {
  const ticket = await bookRepair(page);
  await page.goto(`/admin/repairs?q=${ticket}`);
  await page.getByRole("link", { name: ticket }).click();
  await expect(page.getByRole("heading", { name: `Repair ${ticket}` })).toBeVisible();
  const repairPage = page.url();
  await page.getByLabel("Amount received (₹)").fill("850");
  await page.getByText("UPI", { exact: true }).click();
  await page.getByRole("button", { name: "Close the repair" }).click();
  await page
    .getByRole("alertdialog", { name: "Close this repair?" })
    .getByRole("button", { name: "Yes, close it" })
    .click();
  await expect(page.getByTestId("closed-summary")).toBeVisible();
  await page.getByRole("button", { name: "Show on our-service page" }).click();
  await expect(page.getByRole("button", { name: "Take off our-service page" })).toBeVisible();

  const recent = page.getByRole("region", { name: "Recent repairs", exact: true });
  await page.goto("/our-service");
  const slide = recent.getByRole("listitem").filter({ hasText: "Whirlpool Refrigerator" }).first();
  await expect(slide).toContainText("Not cooling");
  await expect(slide).toContainText("Fixed the same day it was booked");
  for (const personal of ["Kavya", "Flat 7C", "Lake View"]) {
    await expect(page.getByText(personal)).toHaveCount(0);
  }
  const hindiRecent = page.getByRole("region", {
    name: m.svc_recent_repairs_heading({}, hindi),
    exact: true,
  });
  // Looked at on the narrowest phones the shop's customers use, in both languages.
  for (const width of [360, 393]) {
    await page.setViewportSize({ width, height: 800 });
    for (const [path, region] of [
      ["/our-service", recent],
      ["/hi/our-service", hindiRecent],
    ] as const) {
      await page.goto(path);
      await region.scrollIntoViewIfNeeded();
      await expect(region.getByRole("listitem").first()).toBeVisible();
      await region.screenshot({
        path: `test-results/our-service-recent${path.startsWith("/hi") ? "-hi" : ""}-${width}.png`,
      });
    }
  }
  await expect(hindiRecent.getByRole("listitem").first()).toContainText("Whirlpool फ्रिज");

  await page.goto(repairPage);
  await page.getByRole("button", { name: "Take off our-service page" }).click();
  await expect(page.getByRole("button", { name: "Show on our-service page" })).toBeVisible();
  await page.goto("/our-service");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(recent.getByText("Whirlpool Refrigerator")).toHaveCount(0);
});
