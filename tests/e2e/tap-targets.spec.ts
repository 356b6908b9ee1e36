import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Taps a thumb can hit on a small phone (issue 34): every link and button at least 44×44 px. */
test.use({ viewport: { width: 360, height: 740 } });

async function smallTargets(page: Page, area: "header" | "footer"): Promise<string[]> {
  return page.locator(area).evaluate((root) =>
    [...root.querySelectorAll<HTMLElement>("a, button")]
      .map((target) => ({ target, box: target.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0)
      .filter(({ box }) => box.width < 44 || box.height < 44)
      .map(
        ({ target, box }) =>
          `${target.getAttribute("aria-label") ?? target.textContent?.trim()} ${Math.round(box.width)}×${Math.round(box.height)}`,
      ),
  );
}

for (const path of ["/", "/hi"]) {
  test(`the header and footer of ${path} are made of 44×44 px targets on a 360 px phone`, async ({
    page,
  }) => {
    await page.goto(path);
    expect(await smallTargets(page, "header")).toEqual([]);
    expect(await smallTargets(page, "footer")).toEqual([]);
    // The menu's links too, once it is open.
    await page.locator("button[aria-controls=site-menu]").click();
    await expect(page.locator("#site-menu")).toBeVisible();
    expect(await smallTargets(page, "header")).toEqual([]);
  });
}
