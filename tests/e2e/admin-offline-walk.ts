// The offline walk of admin-contract-offline.spec.ts: what it leaves out, and its steps.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Locator, Page } from "@playwright/test";
import type { ServerBuild } from "react-router";
import { ADMIN_STOP_MESSAGES } from "../../app/features/admin/admin-answer";
import { adminActions } from "../setup/admin-contract";
import { expect } from "./fixtures";

const buildDir = process.env.BUILD_DIR ?? "build";

/**
 * Intents the walk leaves out, each with why: most carry nothing typed that could be lost (a switch,
 * a button, a chosen status, a confirmation); the rest need data whose making changes what other
 * tests read. Each passes through its route's `clientAction` like the forms walked (every admin
 * route's is `adminClientAction`; the first test checks that each route has one), so a lost
 * connection answers it the same way.
 */
export const NOT_WALKED: Record<string, Record<string, string>> = {
  "routes/admind": {
    status: "a chosen status",
    delete: "a button behind a question",
    "bulk-status": "ticked orders and a chosen status",
    "bulk-delete": "ticked orders behind a question",
    "clear-all": "a confirmation phrase, not input to keep",
    "send-update": "a button; the message is the shop's own",
  },
  "routes/admin-products": {
    stock: "a switch",
    delete: "a button behind a question",
    "stock-alert-done": "a button",
  },
  "routes/admin-product-edit": { delete: "a button behind a question" },
  "routes/admin-order-details": {
    status: "a chosen status",
    delete: "a button behind a question",
    call: "a call's outcome, one button each",
    "send-update": "a button; the message is the shop's own",
  },
  "routes/admin-settings": {
    "erase-customer": "a confirmation of the customer just found",
    "mail-test": "a button",
    "mail-clear": "a button",
  },
  "routes/admin-accounts": { "remove-admin": "a button behind a question" },
  "routes/admin-repair-details": {
    status: "a chosen status",
    reopen: "a button behind a question",
    call: "a call's outcome, one button each",
    showcase: "a switch",
    "issue-bill":
      "the order page's bill form (BillActions), walked there with its one typed field, the address a bill of ₹50,000 or more asks for",
  },
  "routes/admin-repair-job-card": { qr: "drawn when the job card opens; nothing is typed" },
  "routes/admin-demo-products": { "remove-demo": "the demo banner's button" },
  "routes/admin-alerts": {
    subscribe: "this phone's push subscription, posted by script",
    test: "this phone's push subscription, posted by script",
    unsubscribe: "this phone's push subscription, posted by script",
  },
  "routes/admin-reviews": {
    publish: "a button",
    reject: "a chosen reason",
    feature: "a switch",
  },
};

/** Every admin route with an action, from the build: its intents, and the client manifest. */
export async function builtAdminActions() {
  const entry = pathToFileURL(path.resolve(buildDir, "server", "index.js")).href;
  const build = (await import(entry)) as ServerBuild;
  return { actions: adminActions(build.routes), assets: build.assets };
}

/**
 * Waits until the page has the modules of the admin routes it posts to besides its own, which
 * PreloadAdminAction loads at render: the demo banner's, when it shows, and `others`. A module
 * first asked for offline cannot load, and React Router then reloads the page.
 */
export async function routesPreloaded(page: Page, others: string[] = []) {
  const banner = await page.getByRole("region", { name: "Demo products" }).count();
  const ids = banner > 0 ? [...others, "routes/admin-demo-products"] : others;
  await page.waitForFunction((wanted) => {
    const loaded =
      (window as { __reactRouterRouteModules?: Record<string, unknown> })
        .__reactRouterRouteModules ?? {};
    return wanted.every((id) => id in loaded);
  }, ids);
}

/**
 * Takes the phone offline, submits, and checks the common answer: the layout's notice says the
 * shop could not be reached, the page is still there (no error page) and each field keeps what
 * was typed. The notice is closed and the phone back online for the next form.
 */
export async function submitOffline(
  page: Page,
  heading: string,
  submit: () => Promise<void>,
  kept: [Locator, string][],
) {
  await routesPreloaded(page);
  await page.context().setOffline(true);
  await submit();
  const notice = page.getByTestId("admin-stop-notice");
  await expect(notice).toHaveAttribute("data-stop", "offline");
  await expect(notice).toContainText(ADMIN_STOP_MESSAGES.offline);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await expect(page.getByText("This page could not be shown")).toHaveCount(0);
  for (const [field, typed] of kept) await expect(field).toHaveValue(typed);
  await page.context().setOffline(false);
  await notice.getByRole("button", { name: "Close" }).click();
  await expect(notice).toHaveCount(0);
}

/** The failed posts (and live streams) are the only errors the browser logs here. */
export function networkErrorsOnly(pageErrors: string[]) {
  expect(pageErrors.filter((error) => !/fetch|network|internet|ERR_/i.test(error))).toEqual([]);
  pageErrors.length = 0;
}
