import type { Page } from "@playwright/test";
import { dashboardMessages, dashboardPrompts } from "../../domain/dashboard-messages";
import { formatMobile } from "../../domain/contact-links";
import { formatRupees, rupeesToPaise, RUPEES_PROBLEMS } from "../../domain/money";
import { callLogMessages } from "../../app/features/desk/desk-texts";
import { orderDetailsTexts } from "../../app/features/orders/order-details-texts";
import { E2E_ADMIN } from "./admin-session";
import { accessibilityProblems } from "./axe";
import { expect, test } from "./fixtures";
import { placeTestOrder, uniqueCustomerName } from "./order-helpers";

function timeline(page: Page) {
  return page.getByTestId("order-timeline");
}

function notification(page: Page) {
  return page.getByTestId("dashboard-notification");
}

test("shows the order's customer, items and total", async ({ adminPage: page, request }) => {
  const customerName = uniqueCustomerName("Details");
  const order = await placeTestOrder(request, { customerName, quantity: 2 });
  const item = order.items[0]!;

  await page.goto(`/admin/order-details/${order.id}`);

  await expect(page.getByRole("heading", { name: `Order ${order.orderNumber}` })).toBeVisible();
  const customer = page.getByRole("region", { name: "Customer" });
  await expect(customer).toContainText(customerName);
  await expect(customer).toContainText(formatMobile(order.customerMobile));
  await expect(customer.getByRole("link", { name: "Call" })).toHaveAttribute(
    "href",
    `tel:+91${order.customerMobile}`,
  );
  const chat = customer.getByRole("link", { name: "WhatsApp" });
  await expect(chat).toHaveAttribute(
    "href",
    new RegExp(`^https://wa\\.me/91${order.customerMobile}\\?text=`),
  );
  expect(decodeURIComponent((await chat.getAttribute("href"))!)).toContain(order.orderNumber);

  const items = page.getByRole("region", { name: /^Items/ });
  await expect(items.getByRole("link", { name: item.name })).toHaveAttribute(
    "href",
    `/product/${item.productId}`,
  );
  await expect(items).toContainText(`× ${item.quantity}`);
  await expect(page.getByTestId("order-total")).toHaveText(
    formatRupees(rupeesToPaise(order.totalPrice)),
  );
  await expect(timeline(page)).toContainText("Order placed");
  expect(await accessibilityProblems(page)).toEqual([]);
});

test("records a status change, made from the keyboard, on the timeline with the admin's e-mail", async ({
  adminPage: page,
  request,
}) => {
  const order = await placeTestOrder(request, { customerName: uniqueCustomerName("Timeline") });
  await page.goto(`/admin/order-details/${order.id}`);
  const button = page.getByRole("button", { name: "Change status" });
  const menu = page.getByRole("menu", { name: "Order status" });

  await button.click();
  await expect(menu).toBeVisible();
  await page.getByRole("heading", { name: `Order ${order.orderNumber}` }).click();
  await expect(menu).toBeHidden();

  await button.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitem", { name: "Mark as Pending" })).toBeFocused();
  await page.keyboard.press("End");
  await expect(page.getByRole("menuitem", { name: "Mark as Cancelled" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();

  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("menuitem", { name: "Mark as Processing" })).toBeFocused();
  await page.keyboard.press("Enter");

  await expect(notification(page)).toHaveText(
    dashboardMessages.statusUpdated(order.orderNumber, "processing"),
  );
  const change = timeline(page)
    .getByRole("listitem")
    .filter({ hasText: "Status changed to Processing" });
  await expect(change).toContainText(`by ${E2E_ADMIN.email}`);
});

test("flags the order after two unanswered calls, on the dashboard too", async ({
  adminPage: page,
  request,
}) => {
  const customerName = uniqueCustomerName("Calls");
  const order = await placeTestOrder(request, { customerName });
  await page.goto(`/admin/order-details/${order.id}`);
  const calls = page.getByRole("group", { name: "Record a call" });

  await calls.getByRole("button", { name: "No answer" }).click();
  await expect(page.getByText(callLogMessages.noAnswers(1))).toBeVisible();
  await expect(page.getByText(callLogMessages.flagged)).toHaveCount(0);
  await calls.getByRole("button", { name: "No answer" }).click();

  await expect(page.getByText(callLogMessages.noAnswers(2))).toBeVisible();
  await expect(page.getByText(callLogMessages.flagged)).toBeVisible();
  await expect(page.getByText(orderDetailsTexts.flagged, { exact: true })).toBeVisible();
  await expect(timeline(page).getByText("Call: No answer")).toHaveCount(2);

  await page.goto(`/admind?q=${encodeURIComponent(customerName)}`);
  await expect(
    page.getByRole("row", { name: `Order ${order.orderNumber}` }).getByText("No answer"),
  ).toBeVisible();
});

test("adds an internal note to the timeline", async ({ adminPage: page, request }) => {
  const order = await placeTestOrder(request, { customerName: uniqueCustomerName("Notes") });
  await page.goto(`/admin/order-details/${order.id}`);
  const note = `Customer asked for delivery after 6 pm (${order.orderNumber})`;

  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByText("Write a note first")).toBeVisible();
  await page.getByLabel(/^Note for the shop/).fill(note);
  await page.getByRole("button", { name: "Add note" }).click();

  await expect(timeline(page).getByRole("listitem").filter({ hasText: note })).toContainText(
    `by ${E2E_ADMIN.email}`,
  );
  await expect(page.getByLabel(/^Note for the shop/)).toHaveValue("");
});

test("follows changes made elsewhere and says when the order is deleted", async ({
  adminPage: page,
  request,
  baseURL,
}) => {
  const order = await placeTestOrder(request, { customerName: uniqueCustomerName("Live") });
  await page.goto(`/admin/order-details/${order.id}`);
  await expect(page.locator("[data-live-state=live]")).toBeVisible();
  const sameOrigin = { Origin: baseURL! };

  // Confirmed, not Delivered: a delivered order gets a bill, and a billed order is never deleted.
  await page.request.patch(`/api/admin/orders/${order.id}/status`, {
    data: { status: "confirmed" },
    headers: sameOrigin,
  });
  await expect(timeline(page)).toContainText("Status changed to Confirmed");

  await page.request.delete(`/api/admin/orders/${order.id}`, { headers: sameOrigin });
  await expect(page.getByRole("heading", { name: orderDetailsTexts.deletedTitle })).toBeVisible();
});

test("deletes the order after the spec's confirmation and goes back to the dashboard", async ({
  adminPage: page,
  request,
}) => {
  const order = await placeTestOrder(request, { customerName: uniqueCustomerName("Remove") });
  await page.goto(`/admin/order-details/${order.id}`);

  await page.getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(dashboardPrompts.deleteOrder(order.orderNumber));
  await dialog.getByRole("button", { name: "Delete order" }).click();

  await expect(page).toHaveURL(/\/admind$/);
  const gone = await page.request.get(`/api/admin/orders/${order.id}`);
  expect(gone.status()).toBe(404);
});

test("shows a not-found state for an unknown order", async ({ adminPage: page, pageErrors }) => {
  const response = await page.goto("/admin/order-details/999999999");

  expect(response?.status()).toBe(404);
  // Chromium reports every 404 document in the console; this one is the answer the test wants.
  expect(pageErrors).toEqual([expect.stringContaining("status of 404")]);
  pageErrors.length = 0;
  await expect(page.getByRole("heading", { name: orderDetailsTexts.notFoundTitle })).toBeVisible();
  await page.getByRole("link", { name: orderDetailsTexts.backToDashboard }).click();
  await expect(page).toHaveURL(/\/admind$/);
});

test("on a 360 px phone, records a split payment on a web order (UPI with its reference, then cash): paid and due show on the details page, the dashboard card and the customer's tracking page; a wrong amount is refused beside its field", async ({
  adminPage: page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const customerName = uniqueCustomerName("Split");
  const order = await placeTestOrder(request, { customerName });
  const totalPaise = rupeesToPaise(order.totalPrice);
  const upiPaise = Math.floor(totalPaise / 200) * 100;
  await page.goto(`/admin/order-details/${order.id}`);
  const details = page.getByTestId("order-paid-due");
  await expect(details).toHaveText(`Paid ${formatRupees(0)} · Due ${formatRupees(totalPaise)}`);

  // More than is due, then not an amount: each said beside the amount, nothing recorded.
  const amount = page.getByLabel("Amount (₹)");
  const amountError = page.locator("#payment-amount-error");
  await amount.fill(String(totalPaise / 100 + 1));
  await page.getByRole("button", { name: "Record payment" }).click();
  await expect(amountError).toHaveText(`Only ${formatRupees(totalPaise)} is due on this order`);
  await expect(amount).toHaveAttribute("aria-invalid", "true");
  await amount.fill("ten");
  await page.getByRole("button", { name: "Record payment" }).click();
  await expect(amountError).toHaveText(`The amount: ${RUPEES_PROBLEMS.notAmount}`);
  // A third decimal is named as such, as every rupee field names it.
  await amount.fill("12.345");
  await page.getByRole("button", { name: "Record payment" }).click();
  await expect(amountError).toHaveText(`The amount: ${RUPEES_PROBLEMS.decimals}`);
  await expect(details).toHaveText(`Paid ${formatRupees(0)} · Due ${formatRupees(totalPaise)}`);

  await page.getByLabel("Method").selectOption("upi");
  await amount.fill(String(upiPaise / 100));
  await page.getByLabel("Reference (UPI or card)").fill("UPI4521987");
  await page.getByRole("button", { name: "Record payment" }).click();
  const duePaise = totalPaise - upiPaise;
  await expect(details).toHaveText(
    `Paid ${formatRupees(upiPaise)} · Due ${formatRupees(duePaise)}`,
  );
  await expect(
    page
      .getByRole("region", { name: "Payments" })
      .getByText(`UPI ${formatRupees(upiPaise)} (UPI4521987)`),
  ).toBeVisible();
  await expect(amount).toHaveValue("");
  // Nothing of the form is cut off or sticks out at 360 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );

  await page.goto(`/admind?q=${encodeURIComponent(customerName)}`);
  await expect(
    page.getByRole("row", { name: `Order ${order.orderNumber}` }).getByTestId("row-paid-due"),
  ).toHaveText(`Due ${formatRupees(duePaise)}`);
  const customer = await page.context().browser()!.newPage();
  await customer.goto(`${new URL(page.url()).origin}/track/${order.trackingToken}`);
  await expect(customer.getByTestId("tracking-paid")).toContainText(formatRupees(upiPaise));
  await expect(customer.getByTestId("tracking-due")).toContainText(formatRupees(duePaise));

  await page.goto(`/admin/order-details/${order.id}`);
  await page.getByLabel("Method").selectOption("cash");
  await amount.fill(String(duePaise / 100));
  await page.getByRole("button", { name: "Record payment" }).click();
  await expect(details).toHaveText(`Paid ${formatRupees(totalPaise)} · Due ${formatRupees(0)}`);
  await page.goto(`/admind?q=${encodeURIComponent(customerName)}`);
  await expect(
    page.getByRole("row", { name: `Order ${order.orderNumber}` }).getByTestId("row-paid-due"),
  ).toHaveText("Paid");
  await customer.reload();
  await expect(customer.getByTestId("tracking-paid")).toContainText(formatRupees(totalPaise));
  await expect(customer.getByTestId("tracking-due")).toHaveCount(0);
  await customer.close();
});

test("'Delivered' with money still due asks first, on the details page and the dashboard card: No changes nothing, Yes marks it delivered", async ({
  adminPage: page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const customerName = uniqueCustomerName("Due");
  const order = await placeTestOrder(request, { customerName });
  const question = dashboardPrompts.deliveredWithDue({
    orderNumber: order.orderNumber,
    duePaise: rupeesToPaise(order.totalPrice),
  });
  // The shop's own question, as the bulk change asks it, not the browser's confirm box.
  const asked = page.getByRole("alertdialog", { name: "Money still due" });
  await page.goto(`/admin/order-details/${order.id}`);
  await page.getByRole("button", { name: "Change status" }).click();
  await page.getByRole("menuitem", { name: "Mark as Delivered" }).click();
  await expect(asked).toContainText(question);
  await asked.getByRole("button", { name: "Not yet" }).click();
  await expect(asked).toBeHidden();
  await page.reload();
  await expect(timeline(page)).toContainText("Order placed");
  await expect(timeline(page)).not.toContainText("Status changed to Delivered");

  await page.goto(`/admind?q=${encodeURIComponent(customerName)}`);
  const row = page.getByRole("row", { name: `Order ${order.orderNumber}` });
  await row.getByRole("button", { name: `Change status of order ${order.orderNumber}` }).click();
  await page.getByRole("menuitem", { name: "Mark as Delivered" }).click();
  await expect(asked).toContainText(question);
  await asked.getByRole("button", { name: "Mark as Delivered" }).click();
  await expect(notification(page)).toHaveText(
    dashboardMessages.statusUpdated(order.orderNumber, "delivered"),
  );
  await expect(row).toContainText("Delivered");
});
