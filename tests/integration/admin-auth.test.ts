// Stays whole: its groups share one test shop (database and app) that a split would set up again.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  LOGIN_FAILURE_LIMIT,
  LOGIN_LOCKOUT_MS,
  loginMessages,
  SESSION_IDLE_MS,
} from "../../domain/admin-auth";
import { SESSION_COOKIE } from "../../server/auth/guard";
import { ensureAdminAccount, FALLBACK_ADMIN_EMAIL } from "../../server/modules/admin/first-admin";
import { buildOrderRequest } from "../factories/order";
import { buildProduct } from "../factories/product";
import { signInAdmin, TEST_ORIGIN } from "../setup/admin-session";
import { createTestShop, type TestShop } from "../setup/test-shop";

let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop({ pages: true });
});

afterAll(() => shop.close());

const PASSWORD = "the right password";
let accounts = 0;

async function newAccount(): Promise<string> {
  accounts += 1;
  const email = `owner${accounts}@shop.test`;
  await shop.auth.createAccount(email, PASSWORD);
  return email;
}

/** Submits the login form the way a browser without JavaScript does. */
function postLogin(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return shop.app.request(`${TEST_ORIGIN}/login`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: TEST_ORIGIN,
      ...headers,
    },
  });
}

function sessionTokenOf(response: Response): string | undefined {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  return cookie?.split(";")[0]?.slice(SESSION_COOKIE.length + 1) || undefined;
}

describe("signing in on the login page", () => {
  it("starts an HttpOnly, SameSite=Lax session and goes to the dashboard", async () => {
    const email = await newAccount();
    const response = await postLogin({ email: email.toUpperCase(), password: PASSWORD });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admind");
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/);
    expect(await shop.auth.sessionAdmin(sessionTokenOf(response)!)).toMatchObject({ email });
  });

  it("returns to the admin page that sent the visitor to /login, and nowhere else", async () => {
    const email = await newAccount();
    const back = await postLogin({ email, password: PASSWORD, next: "/admin/products?q=tv" });
    expect(back.headers.get("Location")).toBe("/admin/products?q=tv");
    const away = await postLogin({ email, password: PASSWORD, next: "https://evil.example/" });
    expect(away.headers.get("Location")).toBe("/admind");
    const protocolRelative = await postLogin({ email, password: PASSWORD, next: "//evil.example" });
    expect(protocolRelative.headers.get("Location")).toBe("/admind");
  });

  it("answers an unknown e-mail and a wrong password with the same words and status", async () => {
    const email = await newAccount();
    const unknown = await postLogin({ email: "nobody@shop.test", password: PASSWORD });
    const wrong = await postLogin({ email, password: "not the password" });
    expect(unknown.status).toBe(200);
    expect(wrong.status).toBe(200);
    const unknownPage = await unknown.text();
    const wrongPage = await wrong.text();
    expect(unknownPage).toContain(loginMessages.wrongCredentials);
    expect(wrongPage).toContain(loginMessages.wrongCredentials);
    expect(unknown.headers.getSetCookie()).toEqual([]);
  });

  it("asks for both fields, then for a real e-mail address, before checking anything", async () => {
    const empty = await postLogin({ email: "", password: "" });
    expect(empty.status).toBe(200);
    expect(await empty.text()).toContain(loginMessages.emptyFields);
    const malformed = await postLogin({ email: "owner-at-shop", password: "whatever1" });
    expect(malformed.status).toBe(200);
    expect(await malformed.text()).toContain(loginMessages.invalidEmail);
  });

  it("rotates the session id at sign-in and forgets the old one", async () => {
    const admin = await signInAdmin(shop);
    const oldToken = admin.cookie.slice(SESSION_COOKIE.length + 1);
    const response = await postLogin(
      { email: admin.email, password: "correct horse battery" },
      { Cookie: admin.cookie },
    );
    const newToken = sessionTokenOf(response);
    expect(newToken).toBeDefined();
    expect(newToken).not.toBe(oldToken);
    expect(await shop.auth.sessionAdmin(oldToken)).toBeUndefined();
    expect(await shop.auth.sessionAdmin(newToken!)).toMatchObject({ email: admin.email });
  });

  it("refuses a login form posted from another site", async () => {
    const email = await newAccount();
    const response = await postLogin(
      { email, password: PASSWORD },
      { Origin: "https://evil.example" },
    );
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});

describe("the lockout after repeated failures", () => {
  it(`locks an e-mail for 15 minutes after ${LOGIN_FAILURE_LIMIT} failures, even with the right password`, async () => {
    const email = await newAccount();
    const start = new Date("2026-11-21T10:00:00Z");
    for (let attempt = 0; attempt < LOGIN_FAILURE_LIMIT; attempt++) {
      const result = await shop.auth.signIn({
        email,
        password: "wrong guess",
        address: `198.51.100.${attempt}`,
        now: new Date(start.getTime() + attempt * 60_000),
      });
      expect(result).toEqual({ ok: false, reason: "wrong-credentials" });
    }
    const fifthFailure = start.getTime() + (LOGIN_FAILURE_LIMIT - 1) * 60_000;
    const locked = await shop.auth.signIn({
      email,
      password: PASSWORD,
      address: "203.0.113.9",
      now: new Date(fifthFailure + LOGIN_LOCKOUT_MS - 1000),
    });
    expect(locked).toEqual({ ok: false, reason: "locked" });
    const later = await shop.auth.signIn({
      email,
      password: PASSWORD,
      address: "203.0.113.9",
      now: new Date(fifthFailure + LOGIN_LOCKOUT_MS + 1000),
    });
    expect(later.ok).toBe(true);
  });

  it("locks an address that guesses across many e-mails", async () => {
    const email = await newAccount();
    const address = "192.0.2.77";
    const now = new Date();
    for (let attempt = 0; attempt < LOGIN_FAILURE_LIMIT; attempt++) {
      await shop.auth.signIn({
        email: `guess${attempt}@shop.test`,
        password: "guess",
        address,
        now,
      });
    }
    expect(await shop.auth.signIn({ email, password: PASSWORD, address, now })).toEqual({
      ok: false,
      reason: "locked",
    });
    const elsewhere = await shop.auth.signIn({ email, password: PASSWORD, address: "192.0.2.78" });
    expect(elsewhere.ok).toBe(true);
  });

  it("shows 'Too many failed attempts' on the login page once locked", async () => {
    const email = await newAccount();
    for (let attempt = 0; attempt < LOGIN_FAILURE_LIMIT; attempt++) {
      await shop.auth.signIn({ email, password: "nope", address: `198.51.100.${attempt + 20}` });
    }
    const response = await postLogin({ email, password: PASSWORD });
    expect(await response.text()).toContain(loginMessages.tooManyAttempts);
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});

describe("the lockout under guesses sent at once", () => {
  const GUESSES = 30;

  async function guessAtOnce(attempts: { email: string; password: string; address: string }[]) {
    const results = await Promise.all(attempts.map((attempt) => shop.auth.signIn(attempt)));
    return {
      checked: results.filter((r) => !r.ok && r.reason === "wrong-credentials").length,
      locked: results.filter((r) => !r.ok && r.reason === "locked").length,
      results,
    };
  }

  it(`checks at most ${LOGIN_FAILURE_LIMIT} of ${GUESSES} guesses at one e-mail, then refuses the right password`, async () => {
    const email = await newAccount();
    const { checked, locked } = await guessAtOnce(
      Array.from({ length: GUESSES }, (_, i) => ({
        email,
        password: `guess ${i}`,
        address: `198.51.101.${i}`,
      })),
    );
    expect(checked).toBe(LOGIN_FAILURE_LIMIT);
    expect(locked).toBe(GUESSES - LOGIN_FAILURE_LIMIT);
    expect(await shop.auth.signIn({ email, password: PASSWORD, address: "198.51.102.1" })).toEqual({
      ok: false,
      reason: "locked",
    });
  });

  it(`checks at most ${LOGIN_FAILURE_LIMIT} of ${GUESSES} guesses from one address across e-mails`, async () => {
    const email = await newAccount();
    const address = "192.0.2.150";
    const { checked, locked } = await guessAtOnce(
      Array.from({ length: GUESSES }, (_, i) => ({
        email: `someone${i}@shop.test`,
        password: `guess ${i}`,
        address,
      })),
    );
    expect(checked).toBe(LOGIN_FAILURE_LIMIT);
    expect(locked).toBe(GUESSES - LOGIN_FAILURE_LIMIT);
    expect(await shop.auth.signIn({ email, password: PASSWORD, address })).toEqual({
      ok: false,
      reason: "locked",
    });
  });

  it("answers the 6th and later of the guesses posted to the login page with 'Too many failed attempts'", async () => {
    // A shop of its own: every request through app.request() shares one address, which this locks.
    const ownShop = await createTestShop({ pages: true });
    try {
      await ownShop.auth.createAccount("owner@shop.test", PASSWORD);
      const pages = await Promise.all(
        Array.from({ length: GUESSES }, async (_, i) => {
          const response = await ownShop.app.request(`${TEST_ORIGIN}/login`, {
            method: "POST",
            body: new URLSearchParams({ email: "owner@shop.test", password: `guess ${i}` }),
            headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: TEST_ORIGIN },
          });
          return response.text();
        }),
      );
      const wrong = pages.filter((page) => page.includes(loginMessages.wrongCredentials));
      const tooMany = pages.filter((page) => page.includes(loginMessages.tooManyAttempts));
      expect(wrong).toHaveLength(LOGIN_FAILURE_LIMIT);
      expect(tooMany).toHaveLength(GUESSES - LOGIN_FAILURE_LIMIT);
    } finally {
      await ownShop.close();
    }
  });

  it(`signs in with the right password sent among the first ${LOGIN_FAILURE_LIMIT}, and clears the failures`, async () => {
    const email = await newAccount();
    const address = "192.0.2.160";
    const { results } = await guessAtOnce([
      ...Array.from({ length: LOGIN_FAILURE_LIMIT - 1 }, (_, i) => ({
        email,
        password: `guess ${i}`,
        address,
      })),
      { email, password: PASSWORD, address },
    ]);
    expect(results.at(-1)?.ok).toBe(true);
    const { checked } = await guessAtOnce(
      Array.from({ length: LOGIN_FAILURE_LIMIT - 1 }, (_, i) => ({
        email,
        password: `again ${i}`,
        address,
      })),
    );
    expect(checked).toBe(LOGIN_FAILURE_LIMIT - 1);
  });
});

describe("sessions", () => {
  it("end after 7 days without use", async () => {
    const email = await newAccount();
    const start = new Date("2026-11-01T00:00:00Z");
    const result = await shop.auth.signIn({ email, password: PASSWORD, address: "x", now: start });
    if (!result.ok) throw new Error("sign-in failed");
    const sixDays = new Date(start.getTime() + SESSION_IDLE_MS - 86_400_000);
    expect(await shop.auth.sessionAdmin(result.token, sixDays)).toMatchObject({ email });
    // Use moved the idle clock: seven days after the first sign-in it is still open.
    const sevenDays = new Date(start.getTime() + SESSION_IDLE_MS + 1000);
    expect(await shop.auth.sessionAdmin(result.token, sevenDays)).toMatchObject({ email });
    const idleTooLong = new Date(sevenDays.getTime() + SESSION_IDLE_MS + 1000);
    expect(await shop.auth.sessionAdmin(result.token, idleTooLong)).toBeUndefined();
  });

  it("sends a session in use back with a fresh 7-day cookie", async () => {
    const email = await newAccount();
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    const result = await shop.auth.signIn({
      email,
      password: PASSWORD,
      address: "x",
      now: twoHoursAgo,
    });
    if (!result.ok) throw new Error("sign-in failed");
    const cookie = `${SESSION_COOKIE}=${result.token}`;
    const response = await shop.app.request(`${TEST_ORIGIN}/admind`, {
      headers: { Cookie: cookie },
    });
    expect(response.status).toBe(200);
    const renewed = response.headers.getSetCookie().find((c) => c.startsWith(`${cookie};`));
    expect(renewed).toMatch(new RegExp(`Max-Age=${SESSION_IDLE_MS / 1000}`));
    const again = await shop.app.request(`${TEST_ORIGIN}/admind`, { headers: { Cookie: cookie } });
    expect(again.headers.getSetCookie()).toEqual([]);
  });

  it("logout deletes the session and clears the cookie", async () => {
    const admin = await signInAdmin(shop);
    const response = await shop.app.request(`${TEST_ORIGIN}/logout`, {
      method: "POST",
      headers: admin.headers,
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/login");
    expect(response.headers.getSetCookie().join()).toMatch(new RegExp(`${SESSION_COOKIE}=;`));
    const after = await shop.app.request(`${TEST_ORIGIN}/api/admin/orders`, {
      headers: admin.headers,
    });
    expect(after.status).toBe(401);
  });

  it("marks the cookie Secure when the shop is served over https", async () => {
    const secureShop = await createTestShop({
      pages: true,
      env: { PUBLIC_URL: "https://shop.example" },
    });
    try {
      await secureShop.auth.createAccount("owner@shop.test", PASSWORD);
      // Behind a TLS-terminating proxy: the shop itself is reached over plain http.
      const response = await secureShop.app.request("http://10.0.0.5:3000/login", {
        method: "POST",
        body: new URLSearchParams({ email: "owner@shop.test", password: PASSWORD }),
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: "https://shop.example",
        },
      });
      expect(response.status, await response.clone().text()).toBe(302);
      expect(response.headers.getSetCookie().join()).toMatch(/Secure/);
    } finally {
      await secureShop.close();
    }
  });
});

describe("admin pages without a session", () => {
  const pages = [
    "/admin",
    "/admind",
    "/admin/products",
    "/admin/reports",
    "/admin/gst",
    "/admin/order-details/1",
  ];

  it.each(pages)("%s redirects to the login page from the server", async (path) => {
    const response = await shop.app.request(`${TEST_ORIGIN}${path}`);
    expect(response.status).toBe(302);
    const location = response.headers.get("Location")!;
    expect(location.startsWith("/login")).toBe(true);
    if (path !== "/admind") expect(location).toBe(`/login?next=${encodeURIComponent(path)}`);
  });

  it.each(pages)("%s.data (client-side navigation) redirects and leaks no data", async (path) => {
    const [productId] = await shop.catalogue.addProducts([buildProduct({ name: "Secret Fridge" })]);
    const placed = await shop.orders.placeOrder(
      buildOrderRequest([{ productId: productId!, quantity: 1 }], {
        customerName: "Secret Customer",
      }),
    );
    const response = await shop.app.request(
      `${TEST_ORIGIN}${path.replace("/1", `/${placed.order.id}`)}.data`,
    );
    const body = await response.text();
    expect(body).not.toContain("Secret Customer");
    expect(body).toContain("/login");
  });

  it("a signed-in admin opens them", async () => {
    const admin = await signInAdmin(shop);
    const response = await shop.app.request(`${TEST_ORIGIN}/admind`, { headers: admin.headers });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Logout");
  });

  it("the login page sends a signed-in admin on to the dashboard", async () => {
    const admin = await signInAdmin(shop);
    const response = await shop.app.request(`${TEST_ORIGIN}/login`, { headers: admin.headers });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admind");
  });
});

describe("every admin API", () => {
  /** Every route registered under /api/admin, so an endpoint added later is covered too. */
  function adminRoutes() {
    const seen = new Set<string>();
    return shop.app.routes
      .filter((route) => route.path.startsWith("/api/admin/") && route.method !== "ALL")
      .map((route) => ({ method: route.method, path: route.path.replace(/:\w+/g, "1") }))
      .filter((route) => {
        const key = `${route.method} ${route.path}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
  }

  it("covers the product and order endpoints", () => {
    const paths = adminRoutes().map((route) => route.path);
    expect(paths.some((path) => path.startsWith("/api/admin/products"))).toBe(true);
    expect(paths.some((path) => path.startsWith("/api/admin/orders"))).toBe(true);
  });

  it("answers 401 without a session", async () => {
    for (const route of adminRoutes()) {
      const response = await shop.app.request(`${TEST_ORIGIN}${route.path}`, {
        method: route.method,
        headers: { Origin: TEST_ORIGIN, "Content-Type": "application/json" },
        ...(route.method === "GET" || route.method === "HEAD" ? {} : { body: "{}" }),
      });
      expect(response.status, `${route.method} ${route.path}`).toBe(401);
      expect(await response.json()).toMatchObject({ error: { code: "unauthorized" } });
    }
  });

  it("answers 403 to a state-changing request from another origin, even with a session", async () => {
    const admin = await signInAdmin(shop);
    const writes = adminRoutes().filter((route) => !["GET", "HEAD"].includes(route.method));
    expect(writes.length).toBeGreaterThan(0);
    for (const route of writes) {
      const response = await shop.app.request(`${TEST_ORIGIN}${route.path}`, {
        method: route.method,
        headers: {
          ...admin.headers,
          Origin: "https://evil.example",
          "Content-Type": "application/json",
        },
        body: "{}",
      });
      expect(response.status, `${route.method} ${route.path}`).toBe(403);
    }
  });
});

describe("the first admin account", () => {
  it("is admin@localhost with a printed random password when nothing is configured", async () => {
    const fresh = await createTestShop();
    try {
      // createTestShop already made the fallback account; a second start leaves it alone.
      expect(await fresh.auth.listAccounts()).toEqual([
        expect.objectContaining({ email: FALLBACK_ADMIN_EMAIL }),
      ]);
      const lines: string[] = [];
      await ensureAdminAccount(fresh.auth, { email: undefined, password: undefined }, (line) =>
        lines.push(line),
      );
      expect(lines).toEqual([]);
    } finally {
      await fresh.close();
    }
  });

  it("prints the generated password once, and it signs in", async () => {
    const fresh = await createTestShop({ env: { ADMIN_EMAIL: "boss@shop.test" } });
    try {
      const lines: string[] = [];
      await ensureAdminAccount(fresh.auth, { email: "boss2@shop.test", password: undefined }, (l) =>
        lines.push(l),
      );
      const password = /password: (\S+)/.exec(lines.join("\n"))?.[1];
      expect(password).toBeDefined();
      const result = await fresh.auth.signIn({
        email: "boss2@shop.test",
        password: password!,
        address: "x",
      });
      expect(result.ok).toBe(true);
      expect(await fresh.auth.hasAccount("boss@shop.test")).toBe(true);
      expect(await fresh.auth.hasAccount(FALLBACK_ADMIN_EMAIL)).toBe(false);
    } finally {
      await fresh.close();
    }
  });
});
