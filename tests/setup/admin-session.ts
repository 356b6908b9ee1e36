import { randomBytes } from "node:crypto";
import { SESSION_COOKIE } from "../../server/auth/guard";
import type { TestShop } from "./test-shop";

export const TEST_ORIGIN = "http://localhost";

export interface AdminSession {
  email: string;
  cookie: string;
  /** Cookie plus a same-origin Origin, as a browser on the shop's own pages sends them. */
  headers: Record<string, string>;
}

/** A fresh admin account with a signed-in session on a test shop, for `shop.app.request()`. */
export async function signInAdmin(
  shop: TestShop,
  email = `admin-${randomBytes(4).toString("hex")}@shop.test`,
): Promise<AdminSession> {
  const password = "correct horse battery";
  if (!(await shop.auth.hasAccount(email))) await shop.auth.createAccount(email, password);
  const result = await shop.auth.signIn({ email, password, address: "test" });
  if (!result.ok) throw new Error(`Could not sign in ${email}: ${result.reason}`);
  const cookie = `${SESSION_COOKIE}=${result.token}`;
  return { email, cookie, headers: { Cookie: cookie, Origin: TEST_ORIGIN } };
}
