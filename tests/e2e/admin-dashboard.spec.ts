import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import {
  DASHBOARD_NOTIFICATION_MS,
  dashboardMessages,
  dashboardPrompts,
} from "../../domain/dashboard-messages";
import { CLEAR_ALL_PHRASE } from "../../domain/order-desk";
import { ORDER_EXPORT_COLUMNS, orderExportFileName } from "../../domain/order-export";
import { accessibilityProblems } from "./axe";
import { expect, test } from "./fixtures";
import { placeTestOrder, placeTestOrders, uniqueCustomerName } from "./order-helpers";

/** The dashboard narrowed to one test's customer, once it listens for live changes. */
async function openDashboard(page: Page, search = ""): Promise<void> {
  await page.goto(`/admind${search}`);
  await expect(page.locator("[data-live-state=live]")).toBeVisible();
}

/** On a phone the filters wait behind one button. */
async function openFilters(page: Page): Promise<void> {
  const button = page.getByRole("button", { name: /^Filters/ });
  if (await button.isVisible()) await button.click();
}

function orderRow(page: Page, orderNumber: string) {
  return page.getByRole("row", { name: `Order ${orderNumber}` });
}

function notification(page: Page) {
  return page.getByTestId("dashboard-notification");
}

test("shows an order placed elsewhere without a reload", async ({ adminPage: page, request }) => {
  const customerName = uniqueCustomerName("Live");
  await openDashboard(page, `?q=${encodeURIComponent(customerName)}`);
  await expect(page.getByText("No orders found")).toBeVisible();

  const order = await placeTestOrder(request, { customerName });

  await expect(orderRow(page, order.orderNumber)).toBeVisible();
  await expect(orderRow(page, order.orderNumber)).toContainText(customerName);
  await expect(page.getByTestId("order-count")).toHaveText(/^1 of \d+ orders$/);
});

test("changes an order's status from its status menu", async ({ adminPage: page, request }) => {
  const customerName = uniqueCustomerName("Status");
  const order = await placeTestOrder(request, { customerName });
  await openDashboard(page, `?q=${encodeURIComponent(customerName)}`);

  const row = orderRow(page, order.orderNumber);
  await row.getByRole("button", { name: `Change status of order ${order.orderNumber}` }).click();
  await page.getByRole("menuitem", { name: "Mark as Confirmed" }).click();

  await expect(notification(page)).toHaveText(
    dashboardMessages.statusUpdated(order.orderNumber, "confirmed"),
  );
  await expect(row).toContainText("Confirmed");
});

test("deletes an order after the spec's confirmation", async ({ adminPage: page, request }) => {
  const customerName = uniqueCustomerName("Delete");
  const order = await placeTestOrder(request, { customerName });
  await openDashboard(page, `?q=${encodeURIComponent(customerName)}`);

  await page.getByRole("button", { name: `Delete order ${order.orderNumber}` }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(dashboardPrompts.deleteOrder(order.orderNumber));
  await dialog.getByRole("button", { name: "Delete order" }).click();

  await expect(notification(page)).toHaveText(dashboardMessages.orderDeleted);
  await expect(orderRow(page, order.orderNumber)).toHaveCount(0);
  await expect(page.getByText("Try adjusting your search or filters.")).toBeVisible();
});

test("updates and deletes selected orders in bulk", async ({ adminPage: page, request }) => {
  const customerName = uniqueCustomerName("Bulk");
  const orders = await placeTestOrders(request, 2, { customerName });
  await openDashboard(page, `?q=${encodeURIComponent(customerName)}`);
  const bulk = page.getByRole("region", { name: "Bulk actions" });

  await bulk.getByRole("button", { name: "Update selected" }).click();
  await expect(notification(page)).toHaveText(dashboardMessages.selectToUpdate);
  await expect(bulk.getByRole("button", { name: "Delete selected" })).toBeDisabled();

  await bulk.getByLabel("Select page").check();
  await bulk.getByLabel("Set selected to").selectOption("delivered");
  await bulk.getByRole("button", { name: "Update selected" }).click();
  const confirmUpdate = page.getByRole("alertdialog");
  await expect(confirmUpdate).toContainText(dashboardPrompts.bulkStatus(2, "delivered"));
  await confirmUpdate.getByRole("button", { name: "Update orders" }).click();
  // Nothing is paid on them: the dashboard asks again, naming the orders and what is due.
  const confirmDue = page.getByRole("alertdialog", { name: "Money still due" });
  for (const order of orders) {
    await expect(confirmDue.getByTestId("due-orders")).toContainText(order.orderNumber);
  }
  await confirmDue.getByRole("button", { name: "Mark as Delivered" }).click();
  await expect(notification(page)).toHaveText(dashboardMessages.bulkUpdated(2, "delivered"));
  for (const order of orders) {
    await expect(orderRow(page, order.orderNumber)).toContainText("Delivered");
  }

  // Delivered, they get bills, and a billed order is never deleted (decision 33): the bulk
  // delete is tried on two orders without a bill.
  const unbilledName = uniqueCustomerName("Bulk");
  await placeTestOrders(request, 2, { customerName: unbilledName });
  await openDashboard(page, `?q=${encodeURIComponent(unbilledName)}`);
  await bulk.getByLabel("Select page").check();
  await bulk.getByRole("button", { name: "Delete selected" }).click();
  const confirmDelete = page.getByRole("alertdialog");
  await expect(confirmDelete).toContainText(dashboardPrompts.bulkDelete(2));
  await confirmDelete.getByRole("button", { name: "Delete orders" }).click();
  await expect(notification(page)).toHaveText(dashboardMessages.bulkDeleted(2));
  await expect(page.getByText("No orders found")).toBeVisible();
});

test("clears all orders only after the exact phrase @isolated", async ({
  adminPage: page,
  request,
}) => {
  const order = await placeTestOrder(request, { customerName: uniqueCustomerName("Clear") });
  await openDashboard(page);

  const startClearAll = async (typed: string) => {
    await page.getByRole("button", { name: "More" }).click();
    await page.getByRole("menuitem", { name: "Clear All" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Continue" }).click();
    const phraseDialog = page.getByRole("alertdialog", { name: "Delete all orders" });
    await phraseDialog.getByLabel("Confirmation text").fill(typed);
    await phraseDialog.getByRole("button", { name: "Delete all orders" }).click();
  };

  await startClearAll("delete all orders");
  await expect(notification(page)).toHaveText(dashboardMessages.clearCancelled);
  await expect(orderRow(page, order.orderNumber)).toBeVisible();

  await startClearAll(CLEAR_ALL_PHRASE);
  await expect(notification(page)).toHaveText(dashboardMessages.allCleared);
  await expect(page.getByText("No orders have been placed yet.")).toBeVisible();
  await expect(page.getByTestId("order-count")).toHaveText("0 of 0 orders");
});

test("exports the filtered orders as a CSV Excel can read", async ({
  adminPage: page,
  request,
}) => {
  const customerName = uniqueCustomerName("Export");
  const order = await placeTestOrder(request, { customerName });
  await openDashboard(page, `?q=${encodeURIComponent(customerName)}`);

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export Orders" }).click();
  const download = await downloading;

  expect(download.suggestedFilename()).toBe(orderExportFileName(new Date()));
  const lines = (await readFile(await download.path(), "utf8")).split(/\r?\n/);
  expect(lines[0]).toBe(`\uFEFF${ORDER_EXPORT_COLUMNS.join(",")}`);
  expect(lines.filter((line) => line.includes(order.orderNumber))).toHaveLength(1);
  expect(lines.filter((line) => line.trim() !== "")).toHaveLength(2);
  await expect(notification(page)).toHaveText(dashboardMessages.exported);
});

test("keeps the chosen filters in the URL across a reload", async ({ adminPage: page }) => {
  await openDashboard(page);
  await openFilters(page);
  const filters = page.getByRole("search", { name: "Filter orders" });

  await filters.getByLabel("Status").selectOption("pending");
  await expect(page).toHaveURL(/status=pending/);
  await filters.getByLabel("Sort").selectOption("oldest");
  await expect(page).toHaveURL(/sort=oldest/);
  // On slow 4G the search typed next fires while the chosen period still loads: it must keep it.
  await page.route("**/admind.data?*", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.fallback();
  });
  await filters.getByLabel("Placed").selectOption("7");
  await expect(notification(page)).toHaveText(dashboardMessages.showingLastDays(7));
  await filters.getByLabel("Search orders").fill("Asha");
  await expect(page).toHaveURL(/q=Asha/);
  await expect(page).toHaveURL(/days=7/);
  await page.unrouteAll({ behavior: "wait" });

  await page.reload();
  await openFilters(page);

  await expect(filters.getByLabel("Status")).toHaveValue("pending");
  await expect(filters.getByLabel("Sort")).toHaveValue("oldest");
  await expect(filters.getByLabel("Placed")).toHaveValue("7");
  await expect(filters.getByLabel("Search orders")).toHaveValue("Asha");
});

test("shows orders as cards on a phone and as a table on a desktop", async ({
  adminPage: page,
  request,
}) => {
  const customerName = uniqueCustomerName("Cards");
  const order = await placeTestOrder(request, { customerName });
  const row = orderRow(page, order.orderNumber);

  await page.setViewportSize({ width: 390, height: 844 });
  await openDashboard(page, `?q=${encodeURIComponent(customerName)}`);
  await expect(row.getByText(customerName)).toBeVisible();
  await expect(row.getByText(order.items[0]!.name)).toBeVisible();
  await expect(row.getByRole("link", { name: /^\+91 \d{5} \d{5}$/ })).toHaveAttribute(
    "href",
    `tel:+91${order.customerMobile}`,
  );

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole("columnheader", { name: "Customer Name" })).toBeVisible();
});

test("the dashboard is free of accessibility problems", async ({ adminPage: page, request }) => {
  const customerName = uniqueCustomerName("Axe");
  await placeTestOrder(request, { customerName });
  await openDashboard(page, `?q=${encodeURIComponent(customerName)}`);
  await page.getByRole("button", { name: "Refresh" }).click();
  // Checked with a notification showing. On the shared server another test's customer may cancel
  // an order just then, and the dashboard's one notification says so instead (the refresh's own
  // text is proven by the @isolated test below).
  await expect(notification(page)).toBeVisible();

  expect(await accessibilityProblems(page)).toEqual([]);
});

test("hides a notification after five seconds @isolated", async ({ adminPage: page }) => {
  await page.clock.install();
  await openDashboard(page);
  // From here on the page's time moves only when the test moves it.
  await page.clock.pauseAt(Date.now() + 1000);

  await page.getByRole("button", { name: "Refresh" }).click();
  await expect(notification(page)).toHaveText(dashboardMessages.refreshed);
  await page.clock.runFor(DASHBOARD_NOTIFICATION_MS - 100);
  await expect(notification(page)).toBeVisible();
  await page.clock.runFor(200);
  await expect(notification(page)).toHaveCount(0);
});

test("announces a new order with a browser notification once allowed", async ({
  adminPage: page,
  request,
}) => {
  // Stands in for the browser's notifications, which a headless browser never displays: the
  // page's own, or the admin app's service worker's where it is active.
  await page.addInitScript(() => {
    const shown: string[] = [];
    Object.assign(window, { shownNotifications: shown });
    window.Notification = class {
      static readonly permission = "granted";
      static requestPermission = () => Promise.resolve("granted");
      constructor(title: string) {
        shown.push(title);
      }
    } as unknown as typeof Notification;
    ServiceWorkerRegistration.prototype.showNotification = (title: string) => {
      shown.push(title);
      return Promise.resolve();
    };
  });
  const customerName = uniqueCustomerName("Alert");
  await openDashboard(page, `?q=${encodeURIComponent(customerName)}`);

  const order = await placeTestOrder(request, { customerName });

  await expect(orderRow(page, order.orderNumber)).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(
        () => (window as unknown as { shownNotifications: string[] }).shownNotifications,
      ),
    )
    .toContain(`New order ${order.orderNumber}`);
});

test("flags an order after two unanswered call-backs", async ({
  adminPage: page,
  request,
  baseURL,
}) => {
  const customerName = uniqueCustomerName("Flag");
  const order = await placeTestOrder(request, { customerName });
  await openDashboard(page, `?q=${encodeURIComponent(customerName)}&flagged=1`);
  await expect(page.getByText("No orders found")).toBeVisible();

  for (const attempt of [1, 2]) {
    const logged = await page.request.post(`/api/admin/orders/${order.id}/calls`, {
      data: { outcome: "no_answer" },
      headers: { Origin: baseURL! },
    });
    expect(logged.status(), `call ${attempt}`).toBe(201);
  }

  await expect(orderRow(page, order.orderNumber)).toContainText("Flagged");
  await openFilters(page);
  await expect(page.getByRole("search").getByLabel("Flagged only")).toBeChecked();
});
