import { addDays, shopDateOf } from "../../domain/shop-time";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildBooking } from "../factories/repair";
import { signInAdmin, TEST_ORIGIN, type AdminSession } from "../setup/admin-session";
import { readEvents } from "../setup/event-stream";
import { createTestShop, type TestShop } from "../setup/test-shop";

/**
 * What a repair's customer asks from their own page (issue 34): cancelling the request and asking
 * for another day, only before the visit, each recorded once and heard live on the repair desk.
 */
let shop: TestShop;
let admin: AdminSession;
let address = 0;

beforeAll(async () => {
  shop = await createTestShop();
  admin = await signInAdmin(shop);
});

afterAll(() => shop.close());

async function booked() {
  const { repair } = await shop.repairs.book(buildBooking(), [], `10.1.0.${(address += 1)}`);
  const id = (await shop.repairQueue.list({ q: repair.ticketNumber })).repairs[0]!.id;
  return { id, token: repair.trackingPath.split("/").pop()! };
}

const requests = async (id: number) =>
  (await shop.repairDesk.details(id))!.timeline.filter((entry) => entry.kind === "request");

describe("the customer's requests on a repair", () => {
  it("cancels a request once: a second tap at the same moment records nothing more", async () => {
    const { id, token } = await booked();
    const answers = await Promise.all([
      shop.repairs.cancelRequest(token),
      shop.repairs.cancelRequest(token),
    ]);
    expect(answers.map((answer) => answer.answer.code).sort()).toEqual([
      "repair.already-cancelled",
      "repair.cancelled",
    ]);
    expect((await shop.repairDesk.details(id))!.status).toBe("cancelled");
    expect(await requests(id)).toHaveLength(1);
  });

  it("records another day the customer asks for, heard live on the repair desk", async () => {
    const { id, token } = await booked();
    const response = await shop.app.request(`${TEST_ORIGIN}/api/admin/repairs/events`, {
      headers: { ...admin.headers, Accept: "text/event-stream" },
    });
    const events = readEvents(response);
    expect(await events.next()).toBe("retry: 1000");
    const day = addDays(shopDateOf(new Date()), 3);
    const answer = await shop.repairs.askAnotherDay(token, { date: day, slot: "evening" });
    expect(answer).toEqual({ changed: true, answer: { code: "repair.day-asked", params: {} } });
    expect(await events.next()).toContain(`"repairId":${id}`);
    const details = (await shop.repairDesk.details(id))!;
    expect(details).toMatchObject({ preferredDate: day, preferredSlot: "evening" });
    expect((await requests(id))[0]).toMatchObject({ kind: "request", adminEmail: null });
  });

  it("refuses both once the work has started, and changes nothing", async () => {
    const { id, token } = await booked();
    await shop.repairDesk.setStatus(id, "repaired", { id: 1, email: admin.email });
    expect((await shop.repairs.cancelRequest(token)).answer.code).toBe("repair.not-open");
    const day = addDays(shopDateOf(new Date()), 2);
    const asked = await shop.repairs.askAnotherDay(token, { date: day, slot: "morning" });
    expect(asked).toMatchObject({ changed: false, answer: { code: "repair.not-open" } });
    expect((await shop.repairDesk.details(id))!.status).toBe("repaired");
    expect(await requests(id)).toHaveLength(0);
  });

  it("tells the customer's page the day asked once booked, until the owner schedules again", async () => {
    const { id, token } = await booked();
    const owner = { id: 1, email: admin.email };
    const booking = addDays(shopDateOf(new Date()), 1);
    const visit = { visitDate: booking, visitSlot: "morning" as const, technician: "Ravi" };
    const waiting = async () =>
      shop.repairs.dayAskedWaiting((await shop.repairs.findByTrackingToken(token))!);
    const day = addDays(shopDateOf(new Date()), 4);
    // Before a visit is booked the page shows the day asked for as the visit's day anyway.
    await shop.repairs.askAnotherDay(token, { date: day, slot: "afternoon" });
    expect(await waiting()).toBeNull();
    await shop.repairDesk.scheduleVisit(id, visit, owner);
    await shop.repairs.askAnotherDay(token, { date: day, slot: "evening" });
    expect(await waiting()).toEqual({ date: day, slot: "evening" });
    await shop.repairDesk.scheduleVisit(id, { ...visit, visitDate: day }, owner);
    expect(await waiting()).toBeNull();
    await shop.repairs.askAnotherDay(token, { date: booking, slot: "evening" });
    expect(await waiting()).toEqual({ date: booking, slot: "evening" });
    await shop.repairs.cancelRequest(token);
    expect(await waiting()).toBeNull();
  });
});
