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

test("admin pages relabel the header links", async ({ adminPage: page }) => {
  await page.goto("/admind");
  const menu = page.getByRole("navigation", { name: "Main" });
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(menu.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/admind");
  await expect(menu.getByRole("link", { name: "Add Product" })).toHaveAttribute("href", "/admin");
  await menu.getByRole("link", { name: "Contact" }).click();
  await expect(menu.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  await expect(menu.getByRole("link", { name: "Admin" })).toHaveAttribute("href", "/login");
});

test.describe("on a phone-sized screen, the open menu", () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test("closes when the visitor taps outside it", async ({ page }) => {
    await page.goto("/");
    const menu = page.getByRole("navigation", { name: "Main" });
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    await page.mouse.click(6, 760);
    await expect(menu).toBeHidden();
  });
});

test("the page body gets its scrolled style after 100 px of scrolling", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("body")).not.toHaveClass(/\bscrolled\b/);
  await page.evaluate(() => window.scrollTo(0, 150));
  await expect(page.locator("body")).toHaveClass(/\bscrolled\b/);
  await page.evaluate(() => window.scrollTo(0, 50));
  await expect(page.locator("body")).not.toHaveClass(/\bscrolled\b/);
});

test("the Help link opens a chat with the prefilled greeting", async ({ page }) => {
  await page.goto("/contact");
  await page.setViewportSize({ width: 1280, height: 800 });
  const help = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Help" });
  await expect(help).toHaveAttribute("href", /^https:\/\/wa\.me\/91\d{10}\?text=Hello$/);
  await expect(help).toHaveAttribute("target", "_blank");
});

test("scroll-spy marks the in-page link of the section in view, 200 px below the top", async ({
  page,
}) => {
  await page.goto("/our-service");
  const link = page.locator("a[href$='#appointment']").first();
  const sectionTop = await page
    .locator("#appointment")
    .evaluate((section) => section.getBoundingClientRect().top + window.scrollY);
  await page.evaluate((top) => window.scrollTo(0, top - 260), sectionTop);
  await expect(link).not.toHaveAttribute("aria-current", "location");
  await page.evaluate((top) => window.scrollTo(0, top - 150), sectionTop);
  await expect(link).toHaveAttribute("aria-current", "location");
});
