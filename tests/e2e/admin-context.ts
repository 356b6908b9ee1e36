import type { Browser, Page } from "@playwright/test";
import { SESSION_COOKIE } from "../../server/auth/guard";

/**
 * The shop owner, signed in with the worker's session (`adminSessionToken`), in a browser of their
 * own beside the customer's phone. The shop's chat links leave the shop; they are answered here
 * instead of by the real WhatsApp.
 */
export async function openAdmin(browser: Browser, baseURL: string, token: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  await context.addCookies([
    { name: SESSION_COOKIE, value: token, url: baseURL, httpOnly: true, sameSite: "Lax" },
  ]);
  await context.route("https://wa.me/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" }),
  );
  return context.newPage();
}
