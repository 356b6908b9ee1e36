import { devices } from "@playwright/test";

/**
 * The customer's and the owner's phone: a Pixel 5's 393 × 727 CSS-pixel screen, touch and mobile
 * user agent, drawn at one device pixel per CSS pixel. Layout, tap targets and what covers what are
 * the same at the phone's real 2.75; drawing 7.6 times the pixels in software (the CI machine has
 * no GPU) took 44 % of the browser tests' CPU (browse, hindi and repairs specs: 83 s at 2.75, 47 s
 * at 1, user + system).
 */
export const phoneDevice = { ...devices["Pixel 5"], deviceScaleFactor: 1 } as const;
