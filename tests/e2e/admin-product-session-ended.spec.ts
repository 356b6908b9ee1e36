import { PRODUCT_SAVE_MESSAGES } from "../../domain/product-form";
import { expect, test } from "./fixtures";

test("a session that ends while the form is open asks to log in and keeps what was typed", async ({
  adminPage: page,
  pageErrors,
}) => {
  await page.goto("/admin");
  await page.getByLabel("Product name *").fill("Philips Air Fryer");
  await page.getByLabel("Description *").fill("4.1 L, rapid air technology");
  await page.getByLabel("Category *").selectOption("Home & Kitchen");
  await page.getByLabel("Price (₹) *").fill("6999");
  await page.context().clearCookies();

  await page.getByRole("button", { name: "Add Product" }).click();
  await expect(page.getByRole("alert")).toContainText(PRODUCT_SAVE_MESSAGES.notSignedIn);
  await expect(page.getByRole("link", { name: "Log in in a new tab" })).toHaveAttribute(
    "href",
    `/login?next=${encodeURIComponent("/admin")}`,
  );
  await expect(page.getByLabel("Product name *")).toHaveValue("Philips Air Fryer");
  await expect(page.getByLabel("Price (₹) *")).toHaveValue("6999");
  // The refused post is the one error the browser logs, and it is the one this test expects.
  expect(pageErrors).toEqual([expect.stringContaining("401")]);
  pageErrors.length = 0;
});
