import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountMessages } from "../../domain/admin-accounts";
import { mailMessages } from "../../domain/mail-settings";
import { RESET_LINK_LIFETIME_MS, resetMessages } from "../../domain/password-reset";
import { ACCOUNT_INTENTS } from "../../app/features/admin-accounts/account-intents";
import { MAIL_INTENTS } from "../../app/features/settings/mail-settings-form";
import { signInAdmin, TEST_ORIGIN, type AdminSession } from "../setup/admin-session";
import { startSmtpServer, type TestSmtpServer } from "../setup/smtp-server";
import { createTestShop, type TestShop } from "../setup/test-shop";

/**
 * 'Forgot password?' end to end through a real SMTP server started here (issue 34, decision 38):
 * the owner sets mail up in the settings, the link arrives by mail, is followed, works once and
 * for an hour; and an admin sets another admin's password on /admin/accounts.
 */
const SMTP_LOGIN = { username: "shop@mail.test", password: "smtp secret 42" };
let shop: TestShop;
let smtp: TestSmtpServer;
let owner: AdminSession;

beforeAll(async () => {
  smtp = await startSmtpServer(SMTP_LOGIN);
  shop = await createTestShop({
    pages: true,
    env: { BUILD_DIR: process.env.BUILD_DIR ?? "build", SHOP_NAME: "Verma Electronics" },
  });
  owner = await signInAdmin(shop);
});

afterAll(async () => {
  await shop?.close();
  await smtp?.close();
});

async function answerOf(response: Response) {
  const html = (await response.text())
    .replaceAll("<!-- -->", "")
    .replaceAll("&#x27;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
  return { status: response.status, location: response.headers.get("Location"), html };
}

async function post(path: string, fields: Record<string, string>, headers: Record<string, string>) {
  const response = await shop.app.request(`${TEST_ORIGIN}${path}`, {
    method: "POST",
    headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
  return answerOf(response);
}

async function page(path: string, headers: Record<string, string> = {}) {
  return answerOf(await shop.app.request(`${TEST_ORIGIN}${path}`, { headers, redirect: "manual" }));
}

const anyone = { Origin: TEST_ORIGIN };

const mailForm = (changes: Record<string, string> = {}) => ({
  host: "127.0.0.1",
  port: String(smtp.port),
  security: "none",
  username: SMTP_LOGIN.username,
  password: SMTP_LOGIN.password,
  fromAddress: "shop@mail.test",
  to: owner.email,
  ...changes,
});

function linkIn(text: string): string {
  const link = /http:\/\/localhost\/reset-password\?token=[A-Za-z0-9_%-]+/.exec(text)?.[0];
  if (!link) throw new Error(`No reset link in the mail:\n${text}`);
  return link.slice(TEST_ORIGIN.length);
}

async function setUpMail() {
  const saved = await post(
    "/admin/settings",
    { ...mailForm(), intent: MAIL_INTENTS.save },
    owner.headers,
  );
  expect(saved.html).toContain(mailMessages.saved);
}

describe("mail in the settings", () => {
  it("without mail, 'Forgot password?' says to ask another admin or use the command line", async () => {
    await shop.mailSettings.clear();
    const login = await page("/login");
    expect(login.html).toContain('href="/forgot-password"');
    const forgot = await page("/forgot-password");
    expect(forgot.html).toContain(resetMessages.notSetUp);
    expect(forgot.html).toContain("npm run admin");
    expect(forgot.html).not.toContain('name="email"');
  });

  it("saves the server, never shows the password back, and keeps it when left empty", async () => {
    await setUpMail();
    const settings = await page("/admin/settings", owner.headers);
    expect(settings.html).toContain("Mail (for password reset)");
    expect(settings.html).toContain("mail goes out through 127.0.0.1");
    expect(settings.html).not.toContain(SMTP_LOGIN.password);
    const again = await post(
      "/admin/settings",
      { ...mailForm({ password: "" }), intent: MAIL_INTENTS.save },
      owner.headers,
    );
    expect(again.html).toContain(mailMessages.saved);
    // The test with an empty password uses the kept one, which the server accepts.
    const before = smtp.mails.length;
    const test = await post(
      "/admin/settings",
      { ...mailForm({ password: "" }), intent: MAIL_INTENTS.test },
      owner.headers,
    );
    expect(test.html).toContain(mailMessages.testSent(owner.email));
    const mail = await smtp.mailNumber(before + 1);
    expect(mail.to).toEqual([owner.email]);
    expect(mail.text).toContain("Test e-mail from the shop");
  });

  it("says exactly what failed: a wrong password, a closed port", async () => {
    const wrongPassword = await post(
      "/admin/settings",
      { ...mailForm({ password: "not it" }), intent: MAIL_INTENTS.test },
      owner.headers,
    );
    expect(wrongPassword.html).toContain("The mail server refused the user name or password");
    const closedPort = await post(
      "/admin/settings",
      { ...mailForm({ port: "1" }), intent: MAIL_INTENTS.test },
      owner.headers,
    );
    expect(closedPort.html).toContain("127.0.0.1 refused the connection on port 1");
  });

  it("is only for a signed-in admin", async () => {
    const posted = await post(
      "/admin/settings",
      { ...mailForm(), intent: MAIL_INTENTS.clear },
      anyone,
    );
    expect([302, 401]).toContain(posted.status);
    expect(await shop.mailSettings.isSetUp()).toBe(true);
  });
});

describe("'Forgot password?'", () => {
  it("mails a one-time link that sets the password, ends the sessions, and works once", async () => {
    await setUpMail();
    const forgetful = await signInAdmin(shop, "forgetful@shop.test");
    const before = smtp.mails.length;
    const asked = await post("/forgot-password", { email: "Forgetful@Shop.test" }, anyone);
    expect(asked.html).toContain(resetMessages.sent);
    const mail = await smtp.mailNumber(before + 1);
    expect(mail.to).toEqual(["forgetful@shop.test"]);
    expect(mail.from).toBe("shop@mail.test");
    const link = linkIn(mail.text);

    const form = await page(link);
    expect(form.html).toContain("Choose a new password");
    expect(form.html).toContain('name="confirm"');
    const token = new URL(link, TEST_ORIGIN).searchParams.get("token")!;
    const mismatch = await post(
      "/reset-password",
      { token, password: "brand new pass", confirm: "brand new pasS" },
      anyone,
    );
    expect(mismatch.html).toContain(resetMessages.mismatch);
    const short = await post(
      "/reset-password",
      { token, password: "short", confirm: "short" },
      anyone,
    );
    expect(short.html).toContain("Passwords have at least 8 characters");

    const reset = await post(
      "/reset-password",
      { token, password: "brand new pass", confirm: "brand new pass" },
      anyone,
    );
    expect(reset.status).toBe(302);
    expect(reset.location).toBe("/login?reset=done");
    expect((await page("/login?reset=done")).html).toContain(resetMessages.done);

    const signIn = (password: string) =>
      shop.auth.signIn({ email: "forgetful@shop.test", password, address: "reset-test" });
    expect(await signIn("correct horse battery")).toMatchObject({ ok: false });
    expect(await signIn("brand new pass")).toMatchObject({ ok: true });
    expect((await page("/admind", forgetful.headers)).status).toBe(302);

    const second = await post(
      "/reset-password",
      { token, password: "another new one", confirm: "another new one" },
      anyone,
    );
    expect(second.html).toContain(resetMessages.linkUnusable);
    expect((await page(link)).html).toContain(resetMessages.linkUnusable);
    expect(await signIn("another new one")).toMatchObject({ ok: false });
  });

  it("answers an unknown address the same, and sends nothing", async () => {
    await setUpMail();
    const asked = await post("/forgot-password", { email: "nobody@shop.test" }, anyone);
    expect(asked.status).toBe(200);
    expect(asked.html).toContain(resetMessages.sent);
    await shop.passwordResets.settle();
    expect(smtp.mails.some((mail) => mail.to.includes("nobody@shop.test"))).toBe(false);
  });

  it("refuses a link after its hour", async () => {
    await setUpMail();
    await signInAdmin(shop, "late@shop.test");
    const before = smtp.mails.length;
    const askedAt = new Date(Date.now() - RESET_LINK_LIFETIME_MS - 60_000);
    await shop.passwordResets.request({ email: "late@shop.test", address: "late", now: askedAt });
    const link = linkIn((await smtp.mailNumber(before + 1)).text);
    expect((await page(link)).html).toContain(resetMessages.linkUnusable);
    const token = new URL(link, TEST_ORIGIN).searchParams.get("token")!;
    const reset = await post(
      "/reset-password",
      { token, password: "too late now", confirm: "too late now" },
      anyone,
    );
    expect(reset.html).toContain(resetMessages.linkUnusable);
  });

  it("lets only one of two resets with the same link through", async () => {
    await setUpMail();
    await signInAdmin(shop, "twice@shop.test");
    const before = smtp.mails.length;
    await shop.passwordResets.request({ email: "twice@shop.test", address: "twice" });
    const link = linkIn((await smtp.mailNumber(before + 1)).text);
    const token = new URL(link, TEST_ORIGIN).searchParams.get("token")!;
    const results = await Promise.all(
      ["first new password", "second new password"].map((password) =>
        shop.passwordResets.reset({ token, password }),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it("limits requests per address and per e-mail", async () => {
    await setUpMail();
    const ask = (email: string, address: string) => shop.passwordResets.request({ email, address });
    for (let i = 0; i < 5; i++)
      expect(await ask(`stranger${i}@shop.test`, "flood")).toEqual({ ok: true });
    expect(await ask("stranger9@shop.test", "flood")).toMatchObject({
      ok: false,
      reason: "limited",
    });
    for (const address of ["a1", "a2", "a3"]) {
      expect(await ask("target@shop.test", address)).toEqual({ ok: true });
    }
    expect(await ask("target@shop.test", "a4")).toMatchObject({ ok: false, reason: "limited" });
  });
});

describe("admin accounts", () => {
  it("adds an admin, sets another admin's password (ending their sessions), refuses removing yourself", async () => {
    const list = await page("/admin/accounts", owner.headers);
    expect(list.html).toContain(owner.email);

    const added = await post(
      "/admin/accounts",
      {
        intent: ACCOUNT_INTENTS.add,
        email: "helper@shop.test",
        // The password signInAdmin signs in with.
        password: "correct horse battery",
        confirm: "correct horse battery",
      },
      owner.headers,
    );
    expect(added.html).toContain(accountMessages.added("helper@shop.test"));
    const helper = await signInAdmin(shop, "helper@shop.test");
    const helperId = (await shop.adminAccounts.list()).find((a) => a.email === helper.email)!.id;

    const set = await post(
      "/admin/accounts",
      {
        intent: ACCOUNT_INTENTS.setPassword,
        adminId: String(helperId),
        password: "set by the owner",
        confirm: "set by the owner",
      },
      owner.headers,
    );
    expect(set.html).toContain(accountMessages.passwordSet("helper@shop.test"));
    expect((await page("/admind", helper.headers)).status).toBe(302);
    const signIn = (password: string) =>
      shop.auth.signIn({ email: "helper@shop.test", password, address: "accounts-test" });
    expect(await signIn("correct horse battery")).toMatchObject({ ok: false });
    expect(await signIn("set by the owner")).toMatchObject({ ok: true });

    const ownerId = (await shop.adminAccounts.list()).find((a) => a.email === owner.email)!.id;
    const removeSelf = await post(
      "/admin/accounts",
      { intent: ACCOUNT_INTENTS.remove, adminId: String(ownerId) },
      owner.headers,
    );
    expect(removeSelf.html).toContain(accountMessages.notYourself);
    expect(await shop.auth.hasAccount(owner.email)).toBe(true);
  });

  it("never removes the last admin, even when two remove each other at once", async () => {
    const a = await signInAdmin(shop, "pair-a@shop.test");
    const b = await signInAdmin(shop, "pair-b@shop.test");
    const accounts = await shop.adminAccounts.list();
    const idOf = (email: string) => accounts.find((account) => account.email === email)!.id;
    // Everyone else leaves first, so the two are the shop's only admins.
    for (const account of accounts) {
      if (account.email !== a.email && account.email !== b.email) {
        await shop.adminAccounts.remove(account.id, { id: idOf(a.email), email: a.email });
      }
    }
    const results = await Promise.all([
      shop.adminAccounts.remove(idOf(b.email), { id: idOf(a.email), email: a.email }),
      shop.adminAccounts.remove(idOf(a.email), { id: idOf(b.email), email: b.email }),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.find((result) => !result.ok)).toEqual({
      ok: false,
      refusal: accountMessages.lastAdmin,
    });
    expect(await shop.auth.countAccounts()).toBe(1);
  });

  it("is only for a signed-in admin", async () => {
    expect((await page("/admin/accounts")).status).toBe(302);
    const posted = await post(
      "/admin/accounts",
      {
        intent: ACCOUNT_INTENTS.add,
        email: "intruder@shop.test",
        password: "x".repeat(10),
        confirm: "x".repeat(10),
      },
      anyone,
    );
    expect([302, 401]).toContain(posted.status);
    expect(await shop.auth.hasAccount("intruder@shop.test")).toBe(false);
  });
});
