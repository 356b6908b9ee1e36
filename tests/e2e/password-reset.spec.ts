import type { Locator, Page } from "@playwright/test";
import { accountMessages } from "../../domain/admin-accounts";
import { loginMessages } from "../../domain/admin-auth";
import { DEFAULT_ADMIN_LANDING } from "../../domain/admin-paths";
import { mailMessages } from "../../domain/mail-settings";
import { resetMessages } from "../../domain/password-reset";
import { startSmtpServer, type TestSmtpServer } from "../setup/smtp-server";
import { expect, test } from "./fixtures";

/**
 * 'Forgot password?' on a 360 px phone, through a real SMTP server this file starts, and another
 * admin setting a forgotten password on the accounts page (issue 34, decision 38). Each reset is
 * done for an admin the test adds, so the e2e owner's password, which every other spec signs in
 * with, stays as it is.
 */
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

const SMTP_LOGIN = { username: "shop@mail.test", password: "smtp secret 42" };
let smtp: TestSmtpServer;

test.beforeAll(async () => {
  smtp = await startSmtpServer(SMTP_LOGIN);
});

test.afterAll(async () => {
  await smtp?.close();
});

/** Both sides of a tap target, which a phone's thumb needs at least 44 px of. */
async function expectTapTarget(within: Locator, name: string) {
  const box = await within.getByText(name, { exact: true }).boundingBox();
  expect(box, name).not.toBeNull();
  expect(box!.height, `${name} height`).toBeGreaterThanOrEqual(44);
  expect(box!.width, `${name} width`).toBeGreaterThanOrEqual(44);
}

test("a forgotten password is reset through the mailed link, which works once", async ({
  adminPage: page,
}, testInfo) => {
  const email = `helper-${testInfo.testId.slice(0, 8)}-${testInfo.retry}-${Date.now()}@dukan.test`;
  const firstPassword = "first password 1";
  const newPassword = "chosen by mail 22";

  // Another admin to reset, added on the accounts page; the form is empty for the next one.
  await page.goto("/admin/accounts");
  const addForm = page.getByRole("region", { name: "Add an admin" });
  const emailField = addForm.getByLabel("E-mail");
  const passwordField = addForm.getByLabel("New password", { exact: true });
  const againField = addForm.getByLabel("The new password again");
  await emailField.fill(email);
  await passwordField.fill(firstPassword);
  await againField.fill(firstPassword);
  await addForm.getByRole("button", { name: "Add admin" }).click();
  await expect(addForm.getByText(accountMessages.added(email))).toBeVisible();
  for (const field of [emailField, passwordField, againField]) await expect(field).toHaveValue("");
  const card = page.getByTestId("admin-account").filter({ hasText: email });
  await expect(card).toBeVisible();
  await expectTapTarget(card, "Set a new password");
  await expectTapTarget(card, "Remove this admin");

  // The owner sets the shop's mail up in the settings.
  await page.goto("/admin/settings");
  await page.getByLabel("Mail server (SMTP)").fill("127.0.0.1");
  await page.getByLabel("Security").selectOption("none");
  await page.getByLabel("Port").fill(String(smtp.port));
  await page.getByLabel("User name (often your e-mail address)").fill(SMTP_LOGIN.username);
  await page.getByLabel("Password", { exact: true }).fill(SMTP_LOGIN.password);
  await page.getByLabel("From address").fill("shop@mail.test");
  await page.getByRole("button", { name: "Save mail settings" }).click();
  await expect(page.getByTestId("mail-answer")).toHaveText(mailMessages.saved);

  // Signed out, the new admin asks for a link from the login page.
  await page.context().clearCookies();
  const mailsBefore = smtp.mails.length;
  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL("/forgot-password");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send me a link" }).click();
  await expect(page.getByRole("status")).toHaveText(resetMessages.sent);

  const mail = await smtp.mailNumber(mailsBefore + 1);
  expect(mail.to).toEqual([email]);
  const link = /http:\/\/127\.0\.0\.1:\d+\/reset-password\?token=[A-Za-z0-9_%-]+/.exec(
    mail.text,
  )?.[0];
  expect(link, "the reset link in the mail").toBeDefined();

  await page.goto(link!);
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("The new password again").fill(newPassword);
  await page.getByRole("button", { name: "Set the new password" }).click();
  await expect(page).toHaveURL("/login?reset=done");
  await expect(page.getByText(resetMessages.done)).toBeVisible();

  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(newPassword);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(DEFAULT_ADMIN_LANDING);

  // The link is spent: a second visit is refused, and offers a new one.
  await page.context().clearCookies();
  await page.goto(link!);
  await expect(page.getByRole("alert")).toHaveText(resetMessages.linkUnusable);
  await expect(page.getByLabel("New password", { exact: true })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Ask for a new link" })).toBeVisible();
});

/** Signs in on the login page; the page is left where the sign-in sent it. */
async function signIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

test("another admin sets a forgotten password: the new one signs in, the old one no longer", async ({
  adminPage: owner,
  browser,
  baseURL,
  extraHTTPHeaders,
}, testInfo) => {
  const email = `forgot-${testInfo.testId.slice(0, 8)}-${testInfo.retry}-${Date.now()}@dukan.test`;
  const oldPassword = "the old password 1";
  const newPassword = "set by the owner 22";

  await owner.goto("/admin/accounts");
  const addForm = owner.getByRole("region", { name: "Add an admin" });
  await addForm.getByLabel("E-mail").fill(email);
  await addForm.getByLabel("New password", { exact: true }).fill(oldPassword);
  await addForm.getByLabel("The new password again").fill(oldPassword);
  await addForm.getByRole("button", { name: "Add admin" }).click();
  await expect(addForm.getByText(accountMessages.added(email))).toBeVisible();

  // The second admin is signed in on a phone of their own when they forget the password.
  const phone = await browser.newContext({
    baseURL,
    // This test's visitor address (fixtures.ts), so its failed sign-in counts only here.
    extraHTTPHeaders,
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  const other = await phone.newPage();
  await signIn(other, email, oldPassword);
  await expect(other).toHaveURL(DEFAULT_ADMIN_LANDING);

  await owner.reload();
  const card = owner.getByTestId("admin-account").filter({ hasText: email });
  await expect(card).toContainText("signed in on 1 device");
  await card.getByText("Set a new password", { exact: true }).tap();
  // Two passwords that differ are refused, and nothing changes.
  await card.getByLabel("New password", { exact: true }).fill(newPassword);
  await card.getByLabel("The new password again").fill(`${newPassword}x`);
  await card.getByRole("button", { name: "Set password" }).tap();
  await expect(card.getByLabel("The new password again")).toHaveAccessibleDescription(
    resetMessages.mismatch,
  );
  await expect(card).toContainText("signed in on 1 device");
  await card.getByLabel("The new password again").fill(newPassword);
  await card.getByRole("button", { name: "Set password" }).tap();
  await expect(card.getByText(accountMessages.passwordSet(email))).toBeVisible();
  // The new password does not wait in the fields once set.
  await expect(card.getByLabel("New password", { exact: true })).toHaveValue("");
  await expect(card.getByLabel("The new password again")).toHaveValue("");
  await expect(card).toContainText("signed in on 0 devices");
  await owner.screenshot({ path: "test-results/admin-password-set-360.png", fullPage: true });

  // Their phone is signed out; the old password fails and the new one signs in.
  await other.reload();
  await expect(other).toHaveURL(/\/login/);
  await signIn(other, email, oldPassword);
  await expect(other.getByRole("alert")).toHaveText(loginMessages.wrongCredentials);
  await signIn(other, email, newPassword);
  await expect(other).toHaveURL(DEFAULT_ADMIN_LANDING);
  await phone.close();
});
