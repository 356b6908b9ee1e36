import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { dashboardMessages } from "../../domain/dashboard-messages";
import type { OrderListRow } from "../../domain/order-desk";
import { dashboardQueryFrom } from "../features/orders/dashboard-query";
import type { DeskActionData } from "../features/orders/order-desk-action.server";
import { statusMenuItemLabel } from "../features/orders/order-status-menu";
import OrderDashboard from "./admind";

/**
 * The dashboard rendered as the server renders it (no browser here): the markup its forms post
 * and what it shows from its action's answer.
 */
const row: OrderListRow = {
  id: 41,
  orderNumber: "ORD261123000041",
  customerName: "Asha Verma",
  customerMobile: "9829012345",
  totalPaise: 12_499_00,
  itemsCount: 1,
  firstItemName: "Prestige Electric Kettle",
  moreItemLines: 0,
  status: "pending",
  deliveryAddress: null,
  deliveryLandmark: null,
  deliveryPin: null,
  outsideServiceArea: false,
  channel: "web",
  paidPaise: 0,
  duePaise: 12_499_00,
  createdAt: "2026-11-23T05:00:00.000Z",
  updatedAt: "2026-11-23T05:00:00.000Z",
  urgent: false,
  flagged: false,
};

function renderDashboard(actionData?: DeskActionData): string {
  const Stub = createRoutesStub([
    { id: "admind", path: "/admind", Component: OrderDashboard, loader: () => null },
  ]);
  return renderToString(
    <Stub
      initialEntries={["/admind"]}
      hydrationData={{
        loaderData: {
          admind: {
            query: dashboardQueryFrom(new URLSearchParams()),
            list: { orders: [row], matching: 1, all: 1, page: 1, pageSize: 25, pageCount: 1 },
            summary: {
              total: 1,
              pending: 1,
              confirmed: 0,
              processing: 0,
              delivered: 0,
              cancelled: 0,
              revenuePaise: 0,
              pendingPaise: row.totalPaise,
            },
            today: null,
            pushPublicKey: "BPublicKey",
            loadedAt: "2026-11-23T05:30:00.000Z",
          },
        },
        ...(actionData ? { actionData: { admind: actionData } } : {}),
      }}
    />,
  );
}

/** The form element around the first occurrence of `marker`. */
function formAround(html: string, marker: string): string {
  const at = html.indexOf(marker);
  const start = html.lastIndexOf("<form", at);
  return html.slice(start, html.indexOf("</form>", at) + "</form>".length);
}

describe("the order dashboard", () => {
  it("shows the answer to a form posted without script as its notification", () => {
    const html = renderDashboard({
      intent: "bulk-delete",
      ok: true,
      fieldErrors: {},
      notification: {
        message: dashboardMessages.bulkDeletePartial(1, 2),
        type: "error",
        show: true,
      },
    });
    expect(html).toContain(
      `<div role="alert"><div class="flex items-start gap-3 rounded-lg border px-4 py-3 text-sm font-medium shadow-sm border-red-300 bg-red-50 text-red-900">`,
    );
    expect(html).toContain(
      `data-testid="dashboard-notification">${dashboardMessages.bulkDeletePartial(1, 2)}</p>`,
    );
  });

  it("shows no notification before anything was posted", () => {
    expect(renderDashboard()).not.toContain('data-testid="dashboard-notification"');
  });

  it("posts a row's status change as the status intent of that order", () => {
    const form = formAround(renderDashboard(), statusMenuItemLabel("confirmed"));
    expect(form).toMatch(/^<form [^>]*action="\/admind" method="post">/);
    expect(form).toContain('<input type="hidden" name="intent" value="status"/>');
    expect(form).toContain(`<input type="hidden" name="orderId" value="${row.id}"/>`);
    for (const status of ["pending", "confirmed", "processing", "delivered", "cancelled"]) {
      expect(form).toMatch(
        new RegExp(`<button type="submit" value="${status}" role="menuitem"[^>]*name="status"`),
      );
    }
    // Without script the browser opens the menu itself.
    // (HTML attribute names are case-insensitive.)
    expect(form).toMatch(/popovertarget="[^"]+-status-menu"/i);
  });

  it("posts a row's deletion only from behind the spec's question", () => {
    const form = formAround(renderDashboard(), `aria-label="Delete order ${row.orderNumber}"`);
    expect(form).toContain('<input type="hidden" name="intent" value="delete"/>');
    expect(form).toContain(`<input type="hidden" name="orderId" value="${row.id}"/>`);
    // The delete button only opens the question; the question's button submits.
    expect(form).toMatch(
      /<button type="button" popovertarget="([^"]+-confirm)"[^>]*aria-label="Delete order.*<div id="\1" popover="auto"/i,
    );
    expect(form).toContain(
      `Are you sure you want to delete order ${row.orderNumber}? This action cannot be undone.`,
    );
    expect(form).toMatch(/<button type="submit"[^>]*>Delete order<\/button>/);
  });
});
