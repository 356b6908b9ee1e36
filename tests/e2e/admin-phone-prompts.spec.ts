import { alertTexts } from "../../domain/push-alerts";
import { blockSoundUntilTapped } from "./blocked-sound";
import { expect, test } from "./fixtures";
import { placeTestOrder, uniqueCustomerName } from "./order-helpers";

/**
 * The owner's phone (issue 30): the prompts to turn on alerts and the order sound sit in the
 * dashboard's flow, so they never cover an order's buttons, and go away for good when closed.
 */
test.use({ isMobile: true, hasTouch: true });

for (const width of [360, 393]) {
  test(`at ${width} px the first order's buttons are tappable while both prompts show`, async ({
    adminPage: page,
    request,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 740 });
    await blockSoundUntilTapped(page);
    const customerName = uniqueCustomerName("Prompts");
    await placeTestOrder(request, { customerName });
    await page.goto(`/admind?q=${encodeURIComponent(customerName)}`);
    // Both are needed; the alerts prompt shows first (its tap turns the sound on too).
    await expect(page.getByRole("button", { name: alertTexts.turnOn })).toBeVisible();
    await expect(page.getByTestId("phone-prompts")).toBeInViewport();

    const card = page.locator("tbody tr").first();
    const targets = card.locator("a, button");
    const count = await targets.count();
    expect(count).toBeGreaterThan(1);
    for (let index = 0; index < count; index++) {
      const target = targets.nth(index);
      if (!(await target.isVisible())) continue;
      await target.scrollIntoViewIfNeeded();
      const hit = await target.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const found = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return found !== null && (found === element || element.contains(found));
      });
      expect(hit, `${await target.getAttribute("aria-label")} is not covered`).toBe(true);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: testInfo.outputPath(`dashboard-prompts-${width}.png`) });
  });
}

test("closing the prompts keeps them closed on this phone", async ({ adminPage: page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await blockSoundUntilTapped(page);
  await page.goto("/admind");
  await expect(page.getByRole("button", { name: alertTexts.turnOn })).toBeVisible();
  await page.getByRole("button", { name: alertTexts.hidePrompts }).tap();
  await expect(page.getByTestId("phone-prompts")).toBeHidden();
  await page.reload();
  await expect(page.locator("[data-live-state=live]")).toBeVisible();
  await expect(page.getByRole("button", { name: alertTexts.soundHint })).toBeHidden();
  await expect(page.getByRole("button", { name: alertTexts.turnOn })).toBeHidden();
});
