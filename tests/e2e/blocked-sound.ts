import type { Page } from "@playwright/test";

/**
 * A browser that keeps the order sound off until the first tap, as phones do. The context is a
 * real one, so an order arriving after the tap beeps through real audio nodes: a bare stand-in
 * without them failed a test with 'createGain is not a function' when another test's order
 * arrived at that moment.
 */
export async function blockSoundUntilTapped(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const Real = window.AudioContext;
    class BlockedUntilTapped extends Real {
      constructor(options?: AudioContextOptions) {
        super(options);
        let resumed = false;
        Object.defineProperty(this, "state", { get: () => (resumed ? "running" : "suspended") });
        this.resume = () => {
          resumed = true;
          this.dispatchEvent(new Event("statechange"));
          return Promise.resolve();
        };
      }
    }
    window.AudioContext = BlockedUntilTapped;
  });
}
