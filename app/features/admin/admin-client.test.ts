import { redirect } from "react-router";
import { describe, expect, it } from "vitest";
import { deskForm } from "../orders/desk-intents";
import type { AdminAnswer } from "./admin-answer";
import { adminClientAction, adminStops } from "./admin-client";

function posting(form: FormData): Request {
  return new Request("http://shop.test/admind", { method: "POST", body: form });
}

/** A client action's answer: React Router's `data()` wrapper holds it with its status. */
function unwrapped(result: unknown) {
  const { data, init } = result as { data: unknown; init: { status?: number } | null };
  return { answer: data, status: init?.status };
}

describe("every admin page's client action", () => {
  it("passes the server's answer on and clears the layout's notice", async () => {
    adminStops.report("offline");
    const answer: AdminAnswer<"status", { orderId: number }> = {
      intent: "status",
      ok: true,
      fieldErrors: {},
      result: { orderId: 4 },
    };
    const request = posting(deskForm("status", { orderId: 4, status: "confirmed" }));
    const result = await adminClientAction({ request, serverAction: async () => answer });
    expect(unwrapped(result)).toEqual({ answer, status: 200 });
    expect(adminStops.current()).toBeUndefined();
  });

  it("keeps the page when the shop cannot be reached, and has the layout say so", async () => {
    const offline = () => Promise.reject(new TypeError("Failed to fetch"));
    const request = posting(deskForm("call", { outcome: "no_answer" }));
    const result = await adminClientAction({ request, serverAction: offline });
    expect(unwrapped(result)).toEqual({
      answer: { intent: "call", ok: false, fieldErrors: {}, stopped: "offline" },
      // An error status, so React Router does not reload the page's data (it would fail too).
      status: 503,
    });
    expect(adminStops.current()?.stop).toBe("offline");
  });

  it("tells a server that broke from a lost connection", async () => {
    const crashed = () => Promise.reject(new Error("Unexpected Server Error"));
    const request = posting(deskForm("delete", { orderId: 4 }));
    const result = await adminClientAction({ request, serverAction: crashed });
    expect(unwrapped(result).answer).toMatchObject({ stopped: "server-error" });
    expect(adminStops.current()?.stop).toBe("server-error");
  });

  it("has the layout offer to sign in again when the session has ended", async () => {
    const signedOut: AdminAnswer = {
      intent: "note",
      ok: false,
      fieldErrors: {},
      stopped: "signed-out",
    };
    const request = posting(deskForm("note", { text: "Call after 6" }));
    const result = await adminClientAction({ request, serverAction: async () => signedOut });
    expect(unwrapped(result)).toEqual({ answer: signedOut, status: 401 });
    expect(adminStops.current()?.stop).toBe("signed-out");
  });

  it("lets a redirect (a deleted order's page) through to the router", async () => {
    const toDashboard = redirect("/admind");
    const request = posting(deskForm("delete", { orderId: 4 }));
    await expect(
      adminClientAction({ request, serverAction: () => Promise.reject(toDashboard) }),
    ).rejects.toBe(toDashboard);
  });
});
