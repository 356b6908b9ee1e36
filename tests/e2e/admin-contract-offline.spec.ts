import { ADMIN_STOP_MESSAGES } from "../../app/features/admin/admin-answer";
import { expect, test } from "./fixtures";

/**
 * The admin contract's browser half (issue 30): a post that never reaches the shop keeps the page
 * and what was typed, and the layout's one notice says so, on a form post (the product form) and
 * on a page whose script posts JSON (the new sale). The signed-out answer of every intent is
 * walked on the server in tests/integration/admin-contract.test.ts.
 */
const FORMS = [
  {
    path: "/admin",
    heading: "Add Product",
    field: "Product name *",
    typed: "Philips Air Fryer",
    save: "Add Product",
  },
  {
    path: "/admin/sales/new",
    heading: "New sale",
    field: "Name",
    typed: "Ramesh Kumar",
    save: "Save sale",
  },
];

for (const form of FORMS) {
  test(`offline, ${form.path} keeps what was typed and says the shop could not be reached`, async ({
    adminPage: page,
    pageErrors,
  }) => {
    await page.goto(form.path);
    await page.getByLabel(form.field, { exact: true }).fill(form.typed);
    // The product form checks itself before it posts: it gets what it needs to be sent.
    if (form.path === "/admin") {
      await page.getByLabel("Description *").fill("4.1 L, rapid air technology");
      await page.getByLabel("Category *").selectOption("Home & Kitchen");
      await page.getByLabel("Price (₹) *").fill("6999");
    }
    await page.context().setOffline(true);
    await page.getByRole("button", { name: form.save, exact: true }).click();

    const notice = page.getByTestId("admin-stop-notice");
    await expect(notice).toHaveAttribute("data-stop", "offline");
    await expect(notice).toContainText(ADMIN_STOP_MESSAGES.offline);
    await expect(page.getByRole("heading", { level: 1, name: form.heading })).toBeVisible();
    await expect(page.getByLabel(form.field, { exact: true })).toHaveValue(form.typed);
    await page.context().setOffline(false);
    // The failed fetch is the only error the browser logs.
    expect(pageErrors.filter((error) => !/fetch|network|internet/i.test(error))).toEqual([]);
    pageErrors.length = 0;
  });
}
