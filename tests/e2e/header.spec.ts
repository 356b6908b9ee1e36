import { expect, test } from "./fixtures";

test.describe("on a phone-sized screen", () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test("the menu opens from its button and closes when a link is chosen", async ({ page }) => {
    await page.goto("/");
    const menu = page.getByRole("navigation", { name: "Main" });
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("heading", { name: "Get In Touch" })).toBeVisible();
    await expect(menu).toBeHidden();
  });
});

test("admin pages relabel the header links", async ({ page }) => {
  await page.goto("/admind");
  const menu = page.getByRole("navigation", { name: "Main" });
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(menu.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/admind");
  await expect(menu.getByRole("link", { name: "Add Product" })).toHaveAttribute("href", "/admin");
  await menu.getByRole("link", { name: "Contact" }).click();
  await expect(menu.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  await expect(menu.getByRole("link", { name: "Admin" })).toHaveAttribute("href", "/login");
});
