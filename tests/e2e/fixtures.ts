import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { test as base, expect, type Page, type TestInfo } from "@playwright/test";
import { SESSION_COOKIE } from "../../server/auth/guard";
import { openDatabase } from "../../server/db/database";
import { AdminAuth } from "../../server/modules/admin/admin-auth.service";
import { E2E_ADMIN } from "./admin-session";

export interface E2eWorkerOptions {
  /** DATA_DIR of the server this project's tests run against; playwright.config.ts sets it. */
  serverDataDir: string;
}

interface WorkerFixtures {
  adminSessionToken: string;
}

interface TestFixtures {
  pageErrors: string[];
  /** `page`, signed in as the e2e admin, still on about:blank. */
  adminPage: Page;
}

/**
 * Signs the e2e admin in through the same service the login page calls, on the server's own
 * database, so only the login tests spend time typing into /login.
 */
export async function createAdminSession(dataDir: string): Promise<string> {
  // Opening a missing database would create an empty one and hide a wrong DATA_DIR.
  if (!fs.existsSync(path.join(dataDir, "shop.db"))) {
    throw new Error(`No e2e server database in "${dataDir}": set serverDataDir for the project`);
  }
  const database = await openDatabase({ dataDir });
  try {
    const result = await new AdminAuth(database.db).signIn({ ...E2E_ADMIN, address: "e2e" });
    if (!result.ok) throw new Error(`The e2e admin could not sign in: ${result.reason}`);
    return result.token;
  } finally {
    await database.close();
  }
}

/**
 * An address in 10.0.0.0/8 for one run of one test. The e2e server trusts the loopback proxy
 * (playwright.config.ts), so each test is a visitor of its own, as each shopper is: the limits
 * counted per address (failed tracking lookups, logins) never carry over from other tests, or from
 * the same test repeated.
 */
function visitorAddress(testInfo: TestInfo): string {
  const digest = createHash("sha256")
    .update(`${testInfo.testId} ${testInfo.repeatEachIndex} ${testInfo.retry}`)
    .digest();
  return `10.${digest[0]}.${digest[1]}.${digest[2]}`;
}

export const test = base.extend<TestFixtures, E2eWorkerOptions & WorkerFixtures>({
  serverDataDir: ["", { option: true, scope: "worker" }],
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) =>
    use({ ...extraHTTPHeaders, "X-Forwarded-For": visitorAddress(testInfo) }),
  // No test ends its session, so one per worker is enough and spares a password hash per test.
  adminSessionToken: [
    async ({ serverDataDir }, use) => use(await createAdminSession(serverDataDir)),
    { scope: "worker" },
  ],
  adminPage: async ({ page, baseURL, adminSessionToken }, use) => {
    await page.context().addCookies([
      {
        name: SESSION_COOKIE,
        value: adminSessionToken,
        url: baseURL!,
        httpOnly: true,
        sameSite: "Lax",
      },
    ]);
    await use(page);
  },
  /**
   * Every page must load without a script error or a blocked resource: a Content-Security-Policy
   * that stopped hydration would show up here as a console error.
   */
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      await use(errors);
      expect(errors, "errors in the browser console").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
