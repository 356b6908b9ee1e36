import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * Released, the page still has to load, parse and run its script before it replays the taps: on a
 * machine others share that takes longer than an assertion's usual 5 s.
 */
export const HYDRATING = { timeout: 60_000 };

/**
 * Holds the page's entry script until the test lets it go, so the page stays un-hydrated for as
 * long as the test needs, whatever the machine's speed. Returns the release.
 */
export async function holdHydration(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Whether React has taken over `box` (hydrated it): it keeps its fiber on the element. */
export async function hydratedBox(box: Locator): Promise<void> {
  await expect
    .poll(
      () =>
        box.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__react"))),
      HYDRATING,
    )
    .toBe(true);
}
