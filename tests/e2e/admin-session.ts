import type { Page } from "@playwright/test";

/** The account playwright.config.ts has the e2e server create at start. */
export const E2E_ADMIN = { email: "owner@dukan.test", password: "e2e-owner-password" } as const;

/** Signs in through the real login page and waits for the dashboard it lands on. */
export async function signInAsAdmin(page: Page, next?: string): Promise<void> {
  await page.goto(next ? `/login?next=${encodeURIComponent(next)}` : "/login");
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Login" }).click();
  const landing = next ?? "/admind";
  await page.waitForURL((url) => url.pathname + url.search === landing);
}
