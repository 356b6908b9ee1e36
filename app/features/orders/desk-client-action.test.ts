import { redirect } from "react-router";
import { describe, expect, it } from "vitest";
import { dashboardMessages } from "../../../domain/dashboard-messages";
import { deskClientAction } from "./desk-client-action";
import { deskForm, type DeskActionData } from "./desk-intents";
import { callLogMessages } from "./order-details-texts";

function posting(form: FormData): Request {
  return new Request("http://shop.test/admind", { method: "POST", body: form });
}

describe("the order pages' client action", () => {
  it("passes the server's answer on", async () => {
    const answer: DeskActionData = { intent: "status", ok: true, orderId: 4 };
    const request = posting(deskForm("status", { orderId: 4, status: "confirmed" }));
    expect(await deskClientAction({ request, serverAction: async () => answer })).toBe(answer);
  });

  it("tells the spec's error of the change when the shop cannot be reached", async () => {
    const offline = async (): Promise<DeskActionData> => {
      throw new TypeError("Failed to fetch");
    };
    const status = posting(deskForm("status", { orderId: 4, status: "confirmed" }));
    expect(await deskClientAction({ request: status, serverAction: offline })).toEqual({
      intent: "status",
      ok: false,
      notification: { message: dashboardMessages.statusUpdateError, type: "error", show: true },
    });
    const call = posting(deskForm("call", { outcome: "no_answer" }));
    const answer = await deskClientAction({ request: call, serverAction: offline });
    expect(answer.notification?.message).toBe(callLogMessages.error);
  });

  it("lets a redirect (an ended session) through to the router", async () => {
    const toLogin = redirect("/login");
    const request = posting(deskForm("delete", { orderId: 4 }));
    await expect(
      deskClientAction({
        request,
        serverAction: async () => {
          throw toLogin;
        },
      }),
    ).rejects.toBe(toLogin);
  });
});
