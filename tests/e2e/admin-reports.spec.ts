import type { Page } from "@playwright/test";
import { ORDER_STATUS_LABELS } from "../../domain/order-desk";
import type { OrderStatus } from "../../domain/shop-constants";
import { reportRangeMessages } from "../../app/features/reports/report-range";
import { accessibilityProblems } from "./axe";
import { expect, test } from "./fixtures";
import { placeTestOrders, uniqueCustomerName } from "./order-helpers";

async function countOf(page: Page, status: OrderStatus): Promise<number> {
  const row = page
    .getByTestId("orders-by-status")
    .locator("div")
    .filter({ hasText: ORDER_STATUS_LABELS[status] });
  return Number(await row.locator("dd").textContent());
}

test("draws the chart and counts the orders placed today by status @isolated", async ({
  adminPage: page,
  request,
  baseURL,
}) => {
  await page.goto("/admin/reports?range=7");
  await expect(page.getByRole("link", { name: "Last 7 days" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  const pendingBefore = await countOf(page, "pending");
  const cancelledBefore = await countOf(page, "cancelled");

  const [kept, cancelled] = await placeTestOrders(request, 2, {
    customerName: uniqueCustomerName("Report"),
  });
  const cancel = await page.request.patch(`/api/admin/orders/${cancelled!.id}/status`, {
    data: { status: "cancelled" },
    headers: { Origin: baseURL! },
  });
  expect(cancel.status()).toBe(200);
  expect(kept).toBeDefined();
  await page.reload();

  await expect(page.getByTestId("orders-chart").locator("canvas")).toBeVisible();
  expect(await countOf(page, "pending")).toBe(pendingBefore + 1);
  expect(await countOf(page, "cancelled")).toBe(cancelledBefore + 1);
  await expect(
    page.getByRole("region", { name: "Orders and revenue per day", exact: true }),
  ).toBeVisible();
  expect(await accessibilityProblems(page)).toEqual([]);
});

test("explains a custom range it cannot show and shows the last 30 days", async ({
  adminPage: page,
}) => {
  await page.goto("/admin/reports");
  await page.getByLabel("From", { exact: true }).fill("2026-03-10");
  await page.getByLabel("To", { exact: true }).fill("2026-03-01");
  await page.getByRole("button", { name: "Show report" }).click();

  await expect(page).toHaveURL(/from=2026-03-10&to=2026-03-01/);
  await expect(page.getByRole("alert")).toContainText(
    "The start date must not be after the end date",
  );
  await expect(page.getByRole("alert")).toContainText(reportRangeMessages.showingDefault);
  await expect(page.getByRole("link", { name: "Last 30 days" })).toHaveAttribute(
    "aria-current",
    "page",
  );
});
