import { describe, expect, it } from "vitest";
import type { RepairTimelineEntry } from "./repair-desk";
import { anotherDayAsked } from "./repair-requests";

const booked: RepairTimelineEntry = { kind: "created", at: "2026-11-27T05:00:00.000Z" };
const scheduled: RepairTimelineEntry = {
  kind: "schedule",
  at: "2026-11-27T06:00:00.000Z",
  text: "Sun, 29 Nov, Morning, Ravi",
  adminEmail: "owner@shop.test",
};
const askedAt = (at: string): RepairTimelineEntry => ({
  kind: "request",
  at,
  text: "Asked for another day: Tue, 1 Dec, Evening",
  adminEmail: null,
  asked: "another-day",
});
const cancelled: RepairTimelineEntry = {
  kind: "request",
  at: "2026-11-27T08:00:00.000Z",
  text: "Cancelled by the customer",
  adminEmail: null,
  asked: "cancel",
};
const repair = {
  status: "visit_scheduled" as const,
  preferredDate: "2026-12-01",
  preferredSlot: "evening" as const,
};
const visit = { visitDate: "2026-11-29" };

describe("the customer's 'Ask for another day', on the owner's form and the customer's page", () => {
  it("is nothing before the customer asks", () => {
    expect(anotherDayAsked({ ...repair, ...visit, timeline: [booked, scheduled] })).toBeUndefined();
    expect(
      anotherDayAsked({ ...repair, ...visit, timeline: [booked, scheduled, cancelled] }),
    ).toBeUndefined();
  });

  it("waits for the owner when asked after the visit was scheduled", () => {
    const asked = askedAt("2026-11-27T07:00:00.000Z");
    expect(anotherDayAsked({ ...repair, ...visit, timeline: [booked, scheduled, asked] })).toEqual({
      date: "2026-12-01",
      slot: "evening",
      at: asked.at,
      waiting: true,
    });
  });

  it("no longer waits once the owner schedules after it", () => {
    const asked = askedAt("2026-11-27T05:30:00.000Z");
    const answer = anotherDayAsked({ ...repair, ...visit, timeline: [booked, asked, scheduled] });
    expect(answer).toMatchObject({ at: asked.at, waiting: false });
  });

  it("does not wait while no visit is scheduled: the form starts from the customer's day", () => {
    const asked = askedAt("2026-11-27T05:30:00.000Z");
    const answer = anotherDayAsked({ ...repair, visitDate: null, timeline: [booked, asked] });
    expect(answer).toMatchObject({ date: "2026-12-01", waiting: false });
  });

  it("takes the latest of several requests, a cancellation not being one", () => {
    const first = askedAt("2026-11-27T07:00:00.000Z");
    const second = askedAt("2026-11-27T07:30:00.000Z");
    const answer = anotherDayAsked({
      ...repair,
      ...visit,
      timeline: [booked, scheduled, first, second, cancelled],
    });
    expect(answer).toMatchObject({ at: second.at, waiting: true });
  });

  it("no longer waits once the request is cancelled or the visit is made", () => {
    const timeline = [booked, scheduled, askedAt("2026-11-27T07:00:00.000Z")];
    for (const status of ["cancelled", "estimate_sent", "repaired"] as const) {
      expect(anotherDayAsked({ ...repair, ...visit, status, timeline })).toMatchObject({
        waiting: false,
      });
    }
    expect(anotherDayAsked({ ...repair, ...visit, status: "requested", timeline })).toMatchObject({
      waiting: true,
    });
  });
});
