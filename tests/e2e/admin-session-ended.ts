// The signed-out half of the admin contract's browser checks: the common answer, and signing in again.
import type { Locator, Page } from "@playwright/test";
import { ADMIN_STOP_MESSAGES, SIGN_IN_AGAIN } from "../../app/features/admin/admin-answer";
import { SESSION_COOKIE } from "../../server/auth/guard";
import { routesPreloaded } from "./admin-offline-walk";
import { expect } from "./fixtures";

/**
 * Waits until React has hydrated the page (it marks the elements it owns): typed before that, a
 * controlled field's words would be lost to hydration, not to the session, and a tap on Save
 * would post the form without script.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const form = document.querySelector("main form") ?? document.querySelector("main");
    return !!form && Object.keys(form).some((key) => key.startsWith("__reactFiber"));
  });
}

/**
 * Ends the session (the cookie gone, as when it expires), submits, and checks the common answer:
 * the layout's notice says nothing was saved, its sign-in link comes back to this very page, the
 * page is still there (no login page, no error page) and each field keeps what was typed.
 * Returns the notice, still open, for the test to sign in from or close.
 */
export async function submitSignedOut(
  page: Page,
  heading: string,
  submit: () => Promise<void>,
  kept: [Locator, string][],
): Promise<Locator> {
  const url = new URL(page.url());
  await hydrated(page);
  await routesPreloaded(page);
  await page.context().clearCookies();
  await submit();
  const notice = page.getByTestId("admin-stop-notice");
  await expect(notice).toHaveAttribute("data-stop", "signed-out");
  await expect(notice).toContainText(ADMIN_STOP_MESSAGES["signed-out"]);
  const link = notice.getByRole("link", { name: SIGN_IN_AGAIN });
  await expect(link).toHaveAttribute(
    "href",
    `/login?next=${encodeURIComponent(url.pathname + url.search)}`,
  );
  // Nothing lies over it, such as the page's own notification of the last change made.
  const uncovered = await link.evaluate((element) =>
    [...element.getClientRects()].every((box) =>
      [box.top + 2, box.bottom - 2].every((y) =>
        element.contains(document.elementFromPoint(box.x + box.width / 2, y)),
      ),
    ),
  );
  expect(uncovered, "the sign-in link is not covered").toBe(true);
  await expect(page).toHaveURL(url.href);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await expect(page.getByText("This page could not be shown")).toHaveCount(0);
  for (const [field, typed] of kept) await expect(field).toHaveValue(typed);
  return notice;
}

/** The session back (the worker's token, as the fixture gives it) and the notice closed. */
export async function signedInAgain(page: Page, token: string, notice: Locator) {
  await page
    .context()
    .addCookies([
      { name: SESSION_COOKIE, value: token, url: page.url(), httpOnly: true, sameSite: "Lax" },
    ]);
  await notice.getByRole("button", { name: "Close" }).click();
  await expect(notice).toHaveCount(0);
}

/** The refused posts (401) are the only errors the browser logs here. */
export function signedOutErrorsOnly(pageErrors: string[]) {
  expect(pageErrors.filter((error) => !error.includes("401"))).toEqual([]);
  pageErrors.length = 0;
}
