import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { deliveryMessages } from "../../domain/delivery";
import { CALL_OUTCOMES } from "../../domain/order-desk";
import { customerUpdateTexts } from "../features/orders/customer-update";
import type { DeskActionData } from "../features/orders/order-desk-action.server";
import { callLogMessages } from "../features/desk/desk-texts";
import OrderDetailsPage from "./admin-order-details";

/** The order details page as the server renders it: its forms and what it shows of an answer. */
const order = {
  id: 7,
  orderNumber: "ORD261123000007",
  customerName: "Ravi Kumar",
  customerMobile: "9414098765",
  totalPaise: 24_998_00,
  itemsCount: 2,
  status: "pending" as const,
  deliveryAddress: "12 MI Road",
  deliveryLandmark: "Ajmeri Gate",
  deliveryPin: "560001",
  outsideServiceArea: true,
  createdAt: "2026-11-23T05:00:00.000Z",
  updatedAt: "2026-11-23T05:00:00.000Z",
  urgent: false,
  flagged: false,
  items: [],
};

function renderDetails(actionData?: DeskActionData): string {
  const Stub = createRoutesStub([
    {
      id: "details",
      path: "/admin/order-details/:id",
      Component: OrderDetailsPage,
      loader: () => null,
    },
  ]);
  return renderToString(
    <Stub
      initialEntries={[`/admin/order-details/${order.id}`]}
      hydrationData={{
        loaderData: {
          details: {
            found: true,
            shopName: "Dukan Electronics",
            updateMessage: "Dukan Electronics: your order ORD261123000007 is now Placed.",
            customerLocale: "en",
            order,
            placedText: "23 Nov 2026, 10:30 am",
            updatedText: "23 Nov 2026, 10:30 am",
            timeline: [{ kind: "created", at: order.createdAt, atText: "23 Nov 2026, 10:30 am" }],
            money: {
              totalPaise: order.totalPaise,
              paidPaise: 0,
              duePaise: order.totalPaise,
              payments: [],
            },
          },
        },
        ...(actionData ? { actionData: { details: actionData } } : {}),
      }}
    />,
  );
}

describe("the order details page", () => {
  it("shows where the order goes, marks it outside the service area, and offers the update", () => {
    const html = renderDetails();
    expect(html).toContain("12 MI Road, near Ajmeri Gate, 560001");
    expect(html).toContain(deliveryMessages.outsideAreaBadge);
    expect(html).toMatch(
      /<form[^>]*method="post" target="_blank"[^>]*><input type="hidden" name="intent" value="send-update"/,
    );
    expect(html).toContain(customerUpdateTexts.send);
  });

  it("shows a refused note's problem under the note field", () => {
    const html = renderDetails({
      intent: "note",
      ok: false,
      fieldErrors: { text: "Write a note first" },
    });
    expect(html).toMatch(
      /<textarea[^>]*aria-invalid="true" aria-describedby="([^"]+-problem)"[^>]*>[^<]*<\/textarea><p id="\1"[^>]*>Write a note first<\/p>/,
    );
    expect(html).not.toContain('data-testid="dashboard-notification"');
  });

  it("shows a logged call's answer as its notification", () => {
    const html = renderDetails({
      intent: "call",
      ok: true,
      fieldErrors: {},
      notification: { message: callLogMessages.logged("no_answer"), type: "success", show: true },
    });
    expect(html).toContain(
      `<div role="status"><div class="flex items-start gap-3 rounded-lg border px-4 py-3 text-sm font-medium shadow-sm border-green-300 bg-green-50 text-green-900">`,
    );
    expect(html).toContain(`data-testid="dashboard-notification">Call logged: No answer</p>`);
  });

  it("posts each call outcome as the call intent, to the page's own action", () => {
    const html = renderDetails();
    const at = html.indexOf('aria-label="Record a call"');
    const form = html.slice(html.lastIndexOf("<form", at), html.indexOf("</form>", at));
    expect(form).toMatch(/^<form [^>]*action="\/admin\/order-details\/7" method="post">/);
    expect(form).toContain('<input type="hidden" name="intent" value="call"/>');
    for (const outcome of CALL_OUTCOMES) {
      expect(form).toMatch(
        new RegExp(`<button type="submit"[^>]*value="${outcome}" name="outcome">`),
      );
    }
  });
});
