import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, shopDateOf } from "../../domain/shop-time";
import type { RepairTimelineEntry } from "../../domain/repair-desk";
import { REOPENED_STATUS } from "../../domain/repair-rules";
import { buildBooking } from "../factories/repair";
import { signInAdmin, TEST_ORIGIN, type AdminSession } from "../setup/admin-session";
import { createTestShop, type TestShop } from "../setup/test-shop";

/**
 * A repair's status rules (decision 31) on a real database: closing records its payment once,
 * however many taps or admins post it at once; a closed repair is locked until 'Reopen'. The
 * closes are posted to the details page's action concurrently, as two phones would.
 */
let shop: TestShop;
let first: AdminSession;
let second: AdminSession;

beforeAll(async () => {
  shop = await createTestShop({
    pages: true,
    env: { BUILD_DIR: process.env.BUILD_DIR ?? "build" },
  });
  [first, second] = await Promise.all([signInAdmin(shop), signInAdmin(shop)]);
});

afterAll(() => shop.close());

let address = 0;
async function bookedRepairId(): Promise<number> {
  const { repair } = await shop.repairs.book(buildBooking(), [], `10.3.0.${(address += 1)}`);
  return (await shop.repairQueue.list({ q: repair.ticketNumber })).repairs[0]!.id;
}

const warranty = (days: number) => addDays(shopDateOf(new Date()), days);

function closeFields(method: "cash" | "upi", amount: string, warrantyUntil: string) {
  return { intent: "close", paymentMethod: method, amount, warrantyUntil };
}

/** Posts a form to a repair's details page as the browser does without script. */
async function post(id: number, fields: Record<string, string>, admin: AdminSession) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const response = await shop.app.request(`${TEST_ORIGIN}/admin/repairs/${id}`, {
    method: "POST",
    headers: admin.headers,
    body: form,
    redirect: "manual",
  });
  return { status: response.status, html: await response.text() };
}

const kinds = (timeline: RepairTimelineEntry[], kind: RepairTimelineEntry["kind"]) =>
  timeline.filter((entry) => entry.kind === kind);
const closedEntries = (timeline: RepairTimelineEntry[]) =>
  timeline.filter((entry) => entry.kind === "status" && entry.status === "closed");

describe("closing a repair", () => {
  it("gives one close and one payment when two admins close it at once", async () => {
    const id = await bookedRepairId();
    const answers = await Promise.all([
      post(id, closeFields("cash", "1,250", warranty(90)), first),
      post(id, closeFields("upi", "1250", warranty(180)), second),
    ]);
    const closedBy = answers.filter((answer) => answer.html.includes("Repair closed"));
    const refused = answers.filter((answer) => answer.html.includes("This repair is closed."));
    expect([closedBy.length, refused.length]).toEqual([1, 1]);

    const details = (await shop.repairDesk.details(id))!;
    expect(kinds(details.timeline, "payment")).toHaveLength(1);
    expect(closedEntries(details.timeline)).toHaveLength(1);
    // The warranty and the payment are the winner's, whole: not one admin's amount and the
    // other's warranty.
    const won = details.paymentMethod === "cash" ? warranty(90) : warranty(180);
    expect(details).toMatchObject({ status: "closed", paymentPaise: 1250_00, warrantyUntil: won });
  });

  it("gives one close and one payment for two taps of the same close", async () => {
    const id = await bookedRepairId();
    const tap = closeFields("upi", "699", warranty(90));
    const answers = await Promise.all([post(id, tap, first), post(id, tap, first)]);
    expect(answers.every((answer) => answer.html.includes("Repair closed"))).toBe(true);
    const details = (await shop.repairDesk.details(id))!;
    expect(kinds(details.timeline, "payment")).toHaveLength(1);
    expect(closedEntries(details.timeline)).toHaveLength(1);
  });

  it("gives one close when many closes race in the service", async () => {
    const id = await bookedRepairId();
    const who = { id: 1, email: first.email };
    const results = await Promise.all(
      [100_00, 200_00, 300_00, 400_00].map((amountPaise, index) =>
        shop.repairDesk.close(
          id,
          { paymentMethod: index % 2 ? "cash" : "upi", amountPaise, warrantyUntil: warranty(30) },
          who,
        ),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok && result.refusal === "locked")).toHaveLength(3);
    const details = (await shop.repairDesk.details(id))!;
    expect(kinds(details.timeline, "payment")).toHaveLength(1);
  });
});

describe("a closed repair", () => {
  const who = () => ({ id: 1, email: first.email });

  it("refuses an estimate, another close, a status or visit change and parts, and moves nothing", async () => {
    const id = await bookedRepairId();
    await shop.repairDesk.close(
      id,
      { paymentMethod: "cash", amountPaise: 500_00, warrantyUntil: warranty(90) },
      who(),
    );
    const before = (await shop.repairDesk.details(id))!;
    const attempts = await Promise.all([
      shop.repairDesk.sendEstimate(
        id,
        [{ kind: "part", description: "Relay", amountPaise: 850_00 }],
        who(),
      ),
      shop.repairDesk.close(
        id,
        { paymentMethod: "upi", amountPaise: 500_00, warrantyUntil: warranty(365) },
        who(),
      ),
      shop.repairDesk.setStatus(id, "repaired", who()),
      shop.repairDesk.scheduleVisit(
        id,
        { visitDate: warranty(1), visitSlot: "morning", technician: "Ravi" },
        who(),
      ),
      shop.repairDesk.setPartsUsed(id, "Relay", who()),
    ]);
    expect(attempts.map((result) => (result.ok ? "ok" : result.refusal))).toEqual(
      Array(5).fill("locked"),
    );
    const after = (await shop.repairDesk.details(id))!;
    expect(after).toEqual(before);
    expect(after.warrantyUntil).toBe(warranty(90));
  });

  it("still takes notes and calls on its timeline", async () => {
    const id = await bookedRepairId();
    await shop.repairDesk.close(
      id,
      { paymentMethod: "cash", amountPaise: 0, warrantyUntil: warranty(90) },
      who(),
    );
    expect((await shop.repairDesk.addNote(id, "Customer happy", who())).ok).toBe(true);
    expect((await shop.repairDesk.logCall(id, "no_answer", who())).ok).toBe(true);
  });

  it("is refused with words on its page, and nothing changes", async () => {
    const id = await bookedRepairId();
    await post(id, closeFields("cash", "300", warranty(90)), first);
    const answer = await post(
      id,
      {
        intent: "estimate",
        lineKind: "part",
        lineDescription: "Relay",
        lineAmount: "850",
      },
      first,
    );
    expect(answer.html).toContain("This repair is closed. Reopen it from its timeline");
    expect((await shop.repairDesk.details(id))!.estimate).toBeNull();
  });

  it("reopens, undoing the payment and keeping the warranty date, and closes again once", async () => {
    const id = await bookedRepairId();
    await shop.repairDesk.close(
      id,
      { paymentMethod: "cash", amountPaise: 1250_00, warrantyUntil: warranty(90) },
      who(),
    );
    const answer = await post(id, { intent: "reopen" }, second);
    expect(answer.html).toContain("Repair reopened");
    const reopened = (await shop.repairDesk.details(id))!;
    expect(reopened).toMatchObject({
      status: REOPENED_STATUS,
      paymentPaise: null,
      paymentMethod: null,
      closedAt: null,
      warrantyUntil: warranty(90),
    });
    const entry = reopened.timeline.at(-1)!;
    expect(entry).toMatchObject({ kind: "reopen", adminEmail: second.email });
    expect("text" in entry && entry.text).toContain("₹1,250 by Cash");

    // Open again: it takes an estimate, and a new close records one more payment.
    expect(
      (
        await shop.repairDesk.sendEstimate(
          id,
          [{ kind: "part", description: "Relay", amountPaise: 850_00 }],
          who(),
        )
      ).ok,
    ).toBe(true);
    const closedAgain = await shop.repairDesk.close(
      id,
      { paymentMethod: "upi", amountPaise: 850_00, warrantyUntil: warranty(90) },
      who(),
    );
    expect(closedAgain.ok).toBe(true);
    const details = (await shop.repairDesk.details(id))!;
    expect(kinds(details.timeline, "payment")).toHaveLength(2);
    expect(details).toMatchObject({ status: "closed", paymentPaise: 850_00, paymentMethod: "upi" });
  });

  it("cannot be reopened when it is not closed", async () => {
    const id = await bookedRepairId();
    const result = await shop.repairDesk.reopen(id, who());
    expect(result).toEqual({ ok: false, refusal: "not_closed" });
  });
});

describe("the status menu", () => {
  it("cannot close a repair: closing records its payment", async () => {
    const id = await bookedRepairId();
    const answer = await post(id, { intent: "status", status: "closed" }, first);
    expect(answer.html).toContain("Close the repair with its payment and warranty");
    expect((await shop.repairDesk.details(id))!.status).toBe("requested");
  });
});
