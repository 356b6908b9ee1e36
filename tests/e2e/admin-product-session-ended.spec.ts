import { ADMIN_STOP_MESSAGES, SIGN_IN_AGAIN } from "../../app/features/admin/admin-answer";
import { expect, test } from "./fixtures";

test("a session that ends while the form is open gives the common answer and keeps what was typed", async ({
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
  const notice = page.getByTestId("admin-stop-notice");
  await expect(notice).toContainText(ADMIN_STOP_MESSAGES["signed-out"]);
  await expect(notice.getByRole("link", { name: SIGN_IN_AGAIN })).toHaveAttribute(
    "href",
    `/login?next=${encodeURIComponent("/admin")}`,
  );
  await expect(page.getByLabel("Product name *")).toHaveValue("Philips Air Fryer");
  await expect(page.getByLabel("Price (₹) *")).toHaveValue("6999");
  // The refused post is the one error the browser logs, and it is the one this test expects.
  expect(pageErrors).toEqual([expect.stringContaining("401")]);
  pageErrors.length = 0;
});
