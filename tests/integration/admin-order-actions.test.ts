import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dashboardMessages } from "../../domain/dashboard-messages";
import { CLEAR_ALL_PHRASE } from "../../domain/order-desk";
import { callLogMessages, noteMessages } from "../../app/features/desk/desk-texts";
import { buildOrderRequest } from "../factories/order";
import { buildProduct } from "../factories/product";
import { signInAdmin, TEST_ORIGIN, type AdminSession } from "../setup/admin-session";
import { createTestShop, type TestShop } from "../setup/test-shop";

/**
 * The order pages' route actions, posted as a browser without script posts their forms: the
 * admin guard, the same-origin rule, and what each intent changes.
 */
let shop: TestShop;
let admin: AdminSession;
let productId: number;

beforeAll(async () => {
  shop = await createTestShop({
    pages: true,
    env: { BUILD_DIR: process.env.BUILD_DIR ?? "build" },
  });
  admin = await signInAdmin(shop);
  [productId] = (await shop.catalogue.addProducts([
    buildProduct({ name: "Voltas 1.5 ton AC", pricePaise: 32_990_00, oldPricePaise: 0 }),
  ])) as [number];
});

afterAll(() => shop.close());

async function placeOrder(): Promise<{ id: number; orderNumber: string; totalPaise: number }> {
  const placed = await shop.orders.placeOrder(
    buildOrderRequest([{ productId, quantity: 1 }], { customerName: "Meena Joshi" }),
  );
  const { id, orderNumber, totalPaise } = placed.order;
  return { id, orderNumber, totalPaise };
}

function formOf(fields: Record<string, string | string[]>): URLSearchParams {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) form.append(name, one);
  }
  return form;
}

/** Posts a form to a page as a browser does, with the admin's cookie and the shop's origin. */
async function post(
  path: string,
  fields: Record<string, string | string[]>,
  headers: Record<string, string> = admin.headers,
) {
  const response = await shop.app.request(`${TEST_ORIGIN}${path}`, {
    method: "POST",
    headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
    body: formOf(fields),
    redirect: "manual",
  });
  return {
    status: response.status,
    location: response.headers.get("Location"),
    html: await response.text(),
  };
}

/** The notification as the page shows it (not only in the data sent along for hydration). */
const shown = (message: string) => `data-testid="dashboard-notification">${message}</p>`;

const statusOf = async (id: number) => (await shop.orderDesk.details(id))?.order.status;

describe("the dashboard's action", () => {
  it("changes one order's status and says so on the page it answers", async () => {
    const order = await placeOrder();
    const answer = await post("/admind", {
      intent: "status",
      orderId: String(order.id),
      status: "confirmed",
    });
    expect(answer.status).toBe(200);
    expect(answer.html).toContain(
      shown(dashboardMessages.statusUpdated(order.orderNumber, "confirmed")),
    );
    expect(await statusOf(order.id)).toBe("confirmed");
  });

  it("refuses a status that does not exist and changes nothing", async () => {
    const order = await placeOrder();
    const answer = await post("/admind", {
      intent: "status",
      orderId: String(order.id),
      status: "shipped",
    });
    expect(answer.html).toContain(shown(dashboardMessages.statusUpdateFailed));
    expect(await statusOf(order.id)).toBe("pending");
  });

  it("deletes one order", async () => {
    const order = await placeOrder();
    const answer = await post("/admind", { intent: "delete", orderId: String(order.id) });
    expect(answer.html).toContain(shown(dashboardMessages.orderDeleted));
    expect(await shop.orderDesk.details(order.id)).toBeUndefined();

    const again = await post("/admind", { intent: "delete", orderId: String(order.id) });
    expect(again.html).toContain(shown(dashboardMessages.orderDeleteFailed));
  });

  it("changes the status of the selected orders, Delivered with money due once the owner said yes", async () => {
    const [first, second] = [await placeOrder(), await placeOrder()];
    const ids = [String(first.id), String(second.id)];
    // Nothing is paid on them: Delivered asks first, and changes nothing until the yes.
    await post("/admind", { intent: "bulk-status", ids, status: "delivered" });
    expect([await statusOf(first.id), await statusOf(second.id)]).toEqual(["pending", "pending"]);
    const due = await shop.orderDesk.dueBeforeDelivery([first.id, second.id]);
    expect(due.map((order) => [order.orderNumber, order.duePaise])).toEqual([
      [first.orderNumber, first.totalPaise],
      [second.orderNumber, second.totalPaise],
    ]);
    const answer = await post("/admind", {
      intent: "bulk-status",
      ids,
      status: "delivered",
      dueAccepted: "yes",
    });
    expect(answer.html).toContain(shown(dashboardMessages.bulkUpdated(2, "delivered")));
    expect([await statusOf(first.id), await statusOf(second.id)]).toEqual([
      "delivered",
      "delivered",
    ]);
  });

  it("asks for a selection before a bulk change", async () => {
    const answer = await post("/admind", { intent: "bulk-status", status: "delivered" });
    expect(answer.html).toContain(shown(dashboardMessages.selectToUpdate));
  });

  it("deletes the selected orders and says how many of them were still there", async () => {
    const [kept, gone] = [await placeOrder(), await placeOrder()];
    await shop.orderDesk.delete(gone.id);
    const answer = await post("/admind", {
      intent: "bulk-delete",
      ids: [String(kept.id), String(gone.id)],
    });
    expect(answer.html).toContain(shown(dashboardMessages.bulkDeletePartial(1, 2)));
    expect(await shop.orderDesk.details(kept.id)).toBeUndefined();
  });

  // With the phrase it clears every order without a bill: 'an order with a bill' below.
  it("clears nothing without the exact phrase", async () => {
    const order = await placeOrder();
    const wrong = await post("/admind", {
      intent: "clear-all",
      confirmation: CLEAR_ALL_PHRASE.toLowerCase(),
    });
    expect(wrong.html).toContain(shown(dashboardMessages.clearCancelled));
    expect(await statusOf(order.id)).toBe("pending");
  });

  it("does not take the details page's changes", async () => {
    const order = await placeOrder();
    const answer = await post("/admind", { intent: "note", orderId: String(order.id), text: "Hi" });
    expect(answer.html).toContain(shown("This page cannot make the change &#x27;note&#x27;"));
    expect((await shop.orderDesk.details(order.id))?.timeline).toHaveLength(1);
  });
  it("answers a body that is no form with a clear message and changes nothing", async () => {
    const order = await placeOrder();
    const response = await shop.app.request(`${TEST_ORIGIN}/admind`, {
      method: "POST",
      headers: { ...admin.headers, "Content-Type": "application/json" },
      body: JSON.stringify({ intent: "delete", orderId: order.id }),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(shown("The form names no change to make"));
    expect(await statusOf(order.id)).toBe("pending");
  });
});

describe("the order details page's action", () => {
  it("changes the order's status and records who did it", async () => {
    const order = await placeOrder();
    const answer = await post(`/admin/order-details/${order.id}`, {
      intent: "status",
      status: "processing",
    });
    expect(answer.html).toContain(
      shown(dashboardMessages.statusUpdated(order.orderNumber, "processing")),
    );
    const { timeline } = (await shop.orderDesk.details(order.id))!;
    expect(timeline).toContainEqual(
      expect.objectContaining({ kind: "status", status: "processing", adminEmail: admin.email }),
    );
  });

  it("adds a note, and points at an empty one under the field", async () => {
    const order = await placeOrder();
    const empty = await post(`/admin/order-details/${order.id}`, { intent: "note", text: "  " });
    expect(empty.html).toMatch(/<p id="[^"]+-problem"[^>]*>Write a note first<\/p>/);

    const added = await post(`/admin/order-details/${order.id}`, {
      intent: "note",
      text: "Deliver after 6 pm",
    });
    expect(added.html).toContain(shown(noteMessages.added));
    expect((await shop.orderDesk.details(order.id))?.timeline).toContainEqual(
      expect.objectContaining({
        kind: "note",
        text: "Deliver after 6 pm",
        adminEmail: admin.email,
      }),
    );
  });

  it("logs a call and flags the order after two unanswered ones", async () => {
    const order = await placeOrder();
    const first = await post(`/admin/order-details/${order.id}`, {
      intent: "call",
      outcome: "no_answer",
    });
    expect(first.html).toContain(shown(callLogMessages.logged("no_answer")));
    await post(`/admin/order-details/${order.id}`, { intent: "call", outcome: "no_answer" });
    expect((await shop.orderDesk.details(order.id))?.order.flagged).toBe(true);

    const unknown = await post(`/admin/order-details/${order.id}`, {
      intent: "call",
      outcome: "hung_up",
    });
    expect(unknown.html).toContain(shown(callLogMessages.failed));
  });

  it("deletes the order and goes back to the dashboard", async () => {
    const order = await placeOrder();
    const answer = await post(`/admin/order-details/${order.id}`, { intent: "delete" });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/admind");
    expect(await shop.orderDesk.details(order.id)).toBeUndefined();
  });

  it("acts on the order of its URL, whatever the form names", async () => {
    const [shown, other] = [await placeOrder(), await placeOrder()];
    await post(`/admin/order-details/${shown.id}`, {
      intent: "status",
      orderId: String(other.id),
      status: "cancelled",
    });
    expect([await statusOf(shown.id), await statusOf(other.id)]).toEqual(["cancelled", "pending"]);
  });
});

describe("every order page action", () => {
  const posts = (id: number): [string, Record<string, string | string[]>][] => [
    ["/admind", { intent: "status", orderId: String(id), status: "confirmed" }],
    ["/admind", { intent: "delete", orderId: String(id) }],
    ["/admind", { intent: "bulk-status", ids: [String(id)], status: "confirmed" }],
    ["/admind", { intent: "bulk-delete", ids: [String(id)] }],
    ["/admind", { intent: "clear-all", confirmation: CLEAR_ALL_PHRASE }],
    [`/admin/order-details/${id}`, { intent: "status", status: "confirmed" }],
    [`/admin/order-details/${id}`, { intent: "delete" }],
    [`/admin/order-details/${id}`, { intent: "note", text: "Called" }],
    [`/admin/order-details/${id}`, { intent: "call", outcome: "confirmed" }],
  ];

  it("sends a visitor without a session to the login page and changes nothing", async () => {
    const order = await placeOrder();
    for (const [path, fields] of posts(order.id)) {
      const answer = await post(path, fields, { Origin: TEST_ORIGIN });
      expect(answer.status, `${path} ${fields.intent}`).toBe(302);
      expect(answer.location, `${path} ${fields.intent}`).toMatch(/^\/login/);
    }
    const details = await shop.orderDesk.details(order.id);
    expect(details?.order.status).toBe("pending");
    expect(details?.timeline).toHaveLength(1);
  });

  it("answers a client-side (.data) post without a session 'signed out', with no redirect", async () => {
    const order = await placeOrder();
    const answer = await post(
      "/admind.data",
      { intent: "status", orderId: String(order.id), status: "confirmed" },
      { Origin: TEST_ORIGIN },
    );
    // The page stays, with what was typed; the admin layout offers to sign in again.
    expect(answer.status).toBe(401);
    expect(answer.html).toContain(`"stopped","signed-out"`);
    expect(answer.html).not.toContain(`"redirect"`);
    expect(await statusOf(order.id)).toBe("pending");
  });

  it("refuses a post from another site, even with the admin's cookie", async () => {
    const order = await placeOrder();
    for (const [path, fields] of posts(order.id)) {
      const answer = await post(path, fields, {
        Cookie: admin.cookie,
        Origin: "https://elsewhere.example",
      });
      expect(answer.status, `${path} ${fields.intent}`).toBe(403);
    }
    const details = await shop.orderDesk.details(order.id);
    expect(details?.order.status).toBe("pending");
    expect(details?.timeline).toHaveLength(1);
  });
});

describe("an order with a bill (decision 33: a bill is never deleted)", () => {
  /** An order with its bill issued, as 'Issue bill' leaves it. */
  async function billedOrder() {
    const order = await placeOrder();
    const answer = await shop.bills.issueForOrder(order.id, admin.email);
    if (!("bill" in answer)) throw new Error(answer.refusal);
    return { ...order, billNumber: answer.bill.number, billId: answer.bill.id };
  }

  const billStays = async (billId: number) =>
    expect((await shop.bills.byId(billId))?.bill.sourceId).toBeDefined();

  it("is not deleted from its card or its page, and the answer names the bill and the credit note", async () => {
    const order = await billedOrder();
    const refusal = shown(dashboardMessages.orderBilled(order)).replaceAll("'", "&#x27;");
    const fromCard = await post("/admind", { intent: "delete", orderId: String(order.id) });
    expect(fromCard.html).toContain(refusal);
    expect(dashboardMessages.orderBilled(order)).toContain(order.billNumber);
    expect(dashboardMessages.orderBilled(order)).toContain("credit note");
    const fromPage = await post(`/admin/order-details/${order.id}`, { intent: "delete" });
    expect(fromPage.status).toBe(200);
    expect(await statusOf(order.id)).toBe("pending");
    await billStays(order.billId);

    const api = await shop.app.request(`${TEST_ORIGIN}/api/admin/orders/${order.id}`, {
      method: "DELETE",
      headers: admin.headers,
    });
    expect(api.status).toBe(409);
    expect(await api.json()).toMatchObject({
      error: { code: "conflict", message: dashboardMessages.orderBilled(order) },
    });
    expect(await statusOf(order.id)).toBe("pending");
  });

  it("stays when selected for a bulk delete with others, which go", async () => {
    const [billed, plain] = [await billedOrder(), await placeOrder()];
    const answer = await post("/admind", {
      intent: "bulk-delete",
      ids: [String(billed.id), String(plain.id)],
    });
    const kept = [
      { id: billed.id, orderNumber: billed.orderNumber, billNumber: billed.billNumber },
    ];
    expect(answer.html).toContain(
      shown(dashboardMessages.bulkDeleteKeptBilled(1, kept)).replaceAll("'", "&#x27;"),
    );
    expect(await shop.orderDesk.details(plain.id)).toBeUndefined();
    expect(await statusOf(billed.id)).toBe("pending");
    await billStays(billed.billId);
  });

  it("stays through 'Clear all', which says how many billed orders it kept", async () => {
    const billed = await billedOrder();
    const plain = await placeOrder();
    // Orders other tests marked Delivered are billed by themselves: those bills are in first.
    await shop.automaticBills.settle();
    const before = (await shop.orderDesk.summary()).total;
    const right = await post("/admind", { intent: "clear-all", confirmation: CLEAR_ALL_PHRASE });
    const keptBilled = Number(
      (
        await shop.database.db
          .selectFrom("bills")
          .select((eb) => eb.fn.countAll<number>().as("count"))
          .where("source_kind", "=", "order")
          .executeTakeFirstOrThrow()
      ).count,
    );
    expect(keptBilled).toBeGreaterThan(0);
    expect(right.html).toContain(
      shown(
        dashboardMessages.clearedKeptBilled({ deleted: before - keptBilled, keptBilled }),
      ).replaceAll("'", "&#x27;"),
    );
    expect(await shop.orderDesk.details(plain.id)).toBeUndefined();
    expect(await statusOf(billed.id)).toBe("pending");
    expect((await shop.orderDesk.summary()).total).toBe(keptBilled);
    await billStays(billed.billId);
  });
});
