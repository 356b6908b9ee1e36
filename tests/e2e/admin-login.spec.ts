import { loginMessages } from "../../domain/admin-auth";
import { E2E_ADMIN } from "./admin-session";
import { expect, test } from "./fixtures";

const ADMIN_PAGES = ["/admin", "/admind", "/admin/products", "/admin/reports"];

test("every admin page sends a visitor without a session to the login page", async ({ page }) => {
  for (const path of ADMIN_PAGES) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/login(\?next=.*)?$/);
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  }
});

test("the login form explains what is wrong and keeps Login disabled while invalid", async ({
  page,
}) => {
  await page.goto("/login");
  const login = page.getByRole("button", { name: "Login" });
  await expect(login).toBeDisabled();

  await page.getByLabel("Email").fill("owner-at-shop");
  await page.getByLabel("Password").fill("something");
  await page.getByLabel("Password").blur();
  await expect(page.getByRole("alert")).toHaveText(loginMessages.invalidEmail);
  await expect(login).toBeDisabled();

  await page.getByLabel("Password").fill("");
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await expect(page.getByRole("alert")).toHaveText(loginMessages.emptyFields);

  await page.getByLabel("Password").fill("not-the-password");
  await expect(login).toBeEnabled();
  await login.click();
  await expect(page.getByRole("alert")).toHaveText(loginMessages.wrongCredentials);
  await expect(page).toHaveURL(/\/login$/);
});

test("signing in returns to the page that asked for it; Logout ends the session", async ({
  page,
}) => {
  await page.goto("/admin/reports");
  await expect(page).toHaveURL("/login?next=%2Fadmin%2Freports");
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL("/admin/reports");

  await page.goto("/admind");
  const menuToggle = page.getByRole("button", { name: "Open menu" });
  if (await menuToggle.isVisible()) await menuToggle.click();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL("/login");
  await page.goto("/admind");
  await expect(page).toHaveURL("/login");
});

test("a signed-in admin opening /login goes straight to the dashboard", async ({
  adminPage: page,
}) => {
  await page.goto("/login");
  await expect(page).toHaveURL("/admind");
});
