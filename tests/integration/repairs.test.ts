// Stays whole: its groups share one test shop (database and app) that a split would set up again.
import { addDays, shopDateOf } from "../../domain/shop-time";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TICKET_NUMBER_PATTERN } from "../../domain/repair-booking";
import { bookingRefusals, repairBookingSchema } from "../../domain/repair-booking-schema";
import type { EstimateLine } from "../../domain/repair-desk";
import { RepairRefusedError } from "../../server/modules/repairs/repairs.service";
import { bookingFields, buildBooking } from "../factories/repair";
import { signInAdmin, TEST_ORIGIN, type AdminSession } from "../setup/admin-session";
import { readEvents } from "../setup/event-stream";
import { createTestShop, type TestShop } from "../setup/test-shop";

/**
 * The repair service (issue 13) on a real database: booking and its refusals, idempotency and the
 * per-address limit, the customer's view and estimate answers, the owner's changes with their
 * timeline, the queue's filters, the CSV export and the guards of the admin API.
 */
let shop: TestShop;
let admin: AdminSession;
let address = 0;
/** Each booking from its own address, so only the rate-limit test meets the limit. */
const nextAddress = () => `10.0.0.${(address += 1)}`;

beforeAll(async () => {
  shop = await createTestShop({
    env: { ORDER_RATE_LIMIT_BURST: "2", ORDER_RATE_LIMIT_PER_MINUTE: "1" },
  });
  admin = await signInAdmin(shop);
});

afterAll(() => shop.close());

const today = () => shopDateOf(new Date());
const parse = (fields: Record<string, string>) =>
  repairBookingSchema(today(), 14).safeParse(fields);

async function book(overrides = {}, photos: { name: string; bytes: Buffer }[] = []) {
  return shop.repairs.book(buildBooking(overrides), photos, nextAddress());
}

const lines: EstimateLine[] = [
  { kind: "visit", description: "Visit charge", amountPaise: 299_00 },
  { kind: "part", description: "Thermostat", amountPaise: 850_00 },
];
const tokenOf = (path: string) => path.split("/").pop()!;

describe("the booking schema", () => {
  it("takes a valid booking and normalises the mobile as the checkout does", () => {
    const parsed = parse(bookingFields({ customerMobile: "+91 98765-43210" }));
    expect(parsed.success && parsed.data.customerMobile).toBe("9876543210");
  });

  it.each([
    ["appliance", { appliance: "microwave" }],
    ["brand", { brand: "Acme" }],
    ["problemChoice", { problemChoice: "Drum not spinning" }],
    ["problemText", { problemChoice: "", problemText: "bad" }],
    ["customerName", { customerName: " " }],
    ["customerMobile", { customerMobile: "12345" }],
    ["address", { address: "" }],
    ["pin", { pin: "56001" }],
    ["preferredDate", { preferredDate: addDays(shopDateOf(new Date()), 15) }],
    ["preferredDate", { preferredDate: addDays(shopDateOf(new Date()), -1) }],
    ["preferredSlot", { preferredSlot: "night" }],
  ])("refuses a bad %s with a message for that field", (field, overrides) => {
    const parsed = parse(bookingFields(overrides));
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(bookingRefusals(parsed.error)).toHaveProperty(field);
  });

  it("needs no address or PIN when the customer brings the appliance", () => {
    expect(parse(bookingFields({ visitType: "shop", address: "", pin: "" })).success).toBe(true);
  });
});

describe("booking a repair", () => {
  it("gives a REP ticket number and a private link that opens the customer's view", async () => {
    const { repair, created } = await book();
    expect(created).toBe(true);
    expect(repair.ticketNumber).toMatch(TICKET_NUMBER_PATTERN);
    expect(repair.ticketNumber.slice(3, 9)).toBe(today().slice(2).replaceAll("-", ""));
    const view = await shop.repairs.findByTrackingToken(tokenOf(repair.trackingPath));
    expect(view).toMatchObject({ ticketNumber: repair.ticketNumber, status: "requested" });
    expect(view).not.toHaveProperty("customerName");
    expect(view).not.toHaveProperty("timeline");
  });

  it("stores only the hash of the tracking token", async () => {
    const { repair } = await book();
    const stored = await shop.database.db
      .selectFrom("repair_tracking_links")
      .select("tracking_token_hash")
      .execute();
    const token = tokenOf(repair.trackingPath);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(stored.map((row) => row.tracking_token_hash)).not.toContain(token);
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.tracking_token_hash))).toBe(true);
  });

  it("answers a retry with the same key with the same ticket, and books nothing more", async () => {
    const booking = buildBooking();
    const first = await shop.repairs.book(booking, [], nextAddress());
    const again = await shop.repairs.book(booking, [], nextAddress());
    expect(again.created).toBe(false);
    expect(again.repair.ticketNumber).toBe(first.repair.ticketNumber);
    // Both links work: the first was not replaced by the retry's.
    expect(
      await shop.repairs.findByTrackingToken(tokenOf(first.repair.trackingPath)),
    ).not.toBeNull();
    expect(
      await shop.repairs.findByTrackingToken(tokenOf(again.repair.trackingPath)),
    ).not.toBeNull();
    const page = await shop.repairQueue.list({ q: first.repair.ticketNumber });
    expect(page.matching).toBe(1);
  });

  it("refuses the same key for another request", async () => {
    const booking = buildBooking();
    await shop.repairs.book(booking, [], nextAddress());
    await expect(
      shop.repairs.book({ ...booking, brand: "Samsung" }, [], nextAddress()),
    ).rejects.toBeInstanceOf(RepairRefusedError);
  });

  it("limits bookings per address, and nothing is stored past the limit", async () => {
    const from = "10.9.9.9";
    await shop.repairs.book(buildBooking({ customerName: "Limit One" }), [], from);
    await shop.repairs.book(buildBooking({ customerName: "Limit Two" }), [], from);
    await expect(
      shop.repairs.book(buildBooking({ customerName: "Limit Three" }), [], from),
    ).rejects.toMatchObject({ status: 429 });
    expect((await shop.repairQueue.list({ q: "Limit Three" })).matching).toBe(0);
  });

  it("refuses a home visit outside the service area", async () => {
    await shop.settings.update({ serviceAreaPins: ["560001"] });
    try {
      await expect(book({ pin: "110001" })).rejects.toMatchObject({ field: "pin" });
      await expect(book({ pin: "560001" })).resolves.toMatchObject({ created: true });
    } finally {
      await shop.settings.update({ serviceAreaPins: [] });
    }
  });

  it("re-encodes photos without their metadata and keeps them private", async () => {
    const photo = await sharp({
      create: { width: 400, height: 300, channels: 3, background: "red" },
    })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: "Asha's phone" } } })
      .toBuffer();
    const { repair } = await book({}, [{ name: "fridge.jpg", bytes: photo }]);
    const id = (await shop.repairQueue.list({ q: repair.ticketNumber })).repairs[0]!.id;
    const [name] = (await shop.repairDesk.details(id))!.photos;
    const path = `${TEST_ORIGIN}/api/admin/repairs/photos/${name}`;
    expect((await shop.app.request(path)).status).toBe(401);
    const served = await shop.app.request(path, { headers: admin.headers });
    expect(served.status).toBe(200);
    const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(metadata.format).toBe("webp");
    expect(metadata.exif).toBeUndefined();
  });

  it("refuses a file that is not an image, and stores nothing", async () => {
    const before = (await shop.repairQueue.list({})).matching;
    await expect(
      book({}, [{ name: "virus.jpg", bytes: Buffer.from("MZ this is not a picture") }]),
    ).rejects.toMatchObject({ field: "photos", message: expect.stringContaining("virus.jpg") });
    expect((await shop.repairQueue.list({})).matching).toBe(before);
  });

  it("refuses more than three photos", async () => {
    const photo = await sharp({
      create: { width: 10, height: 10, channels: 3, background: "blue" },
    })
      .png()
      .toBuffer();
    const four = Array.from({ length: 4 }, (_, index) => ({ name: `${index}.png`, bytes: photo }));
    await expect(book({}, four)).rejects.toMatchObject({ field: "photos" });
  });

  it("announces a new request as one 'created' event", async () => {
    const heard = new Promise((resolve) => {
      const subscription = shop.events.subscribe("repairs", (event) => {
        if (event.kind !== "created") return;
        subscription.unsubscribe();
        resolve(event);
      });
    });
    const { repair } = await book();
    expect(await heard).toMatchObject({ kind: "created", ticketNumber: repair.ticketNumber });
  });
});

describe("the customer's view and the estimate answer", () => {
  async function withEstimate() {
    const { repair } = await book();
    const id = (await shop.repairQueue.list({ q: repair.ticketNumber })).repairs[0]!.id;
    await shop.repairDesk.sendEstimate(id, lines, { id: 1, email: admin.email });
    return { id, token: tokenOf(repair.trackingPath), ticketNumber: repair.ticketNumber };
  }

  it("finds a repair by ticket number and mobile, and nothing with a wrong mobile", async () => {
    const { repair } = await book();
    expect(
      await shop.repairs.findForCustomer(repair.ticketNumber, "+91 98765 43210"),
    ).toMatchObject({ ticketNumber: repair.ticketNumber });
    expect(await shop.repairs.findForCustomer(repair.ticketNumber, "9876543211")).toBeNull();
    expect(await shop.repairs.findByTrackingToken("x".repeat(43))).toBeNull();
  });

  it("records an approval with its time and the exact estimate seen", async () => {
    const { id, token } = await withEstimate();
    const result = await shop.repairs.answerEstimate({ token }, "approved", 1);
    expect(result).toMatchObject({ ok: true, repair: { status: "approved" } });
    const details = (await shop.repairDesk.details(id))!;
    expect(details.estimate).toMatchObject({ answer: "approved", version: 1 });
    expect(details.estimate!.answeredAt).toBeTruthy();
    const answer = details.timeline.find((entry) => entry.kind === "answer");
    expect(answer).toMatchObject({ text: expect.stringContaining("Thermostat: ₹850") });
  });

  it("records a decline", async () => {
    const { token } = await withEstimate();
    expect(await shop.repairs.answerEstimate({ token }, "declined", 1)).toMatchObject({
      ok: true,
      repair: { status: "declined" },
    });
  });

  it("needs a new answer for a changed estimate", async () => {
    const { id, token } = await withEstimate();
    await shop.repairDesk.sendEstimate(
      id,
      [...lines, { kind: "labour", description: "Labour", amountPaise: 400_00 }],
      {
        id: 1,
        email: admin.email,
      },
    );
    expect(await shop.repairs.answerEstimate({ token }, "approved", 1)).toMatchObject({
      ok: false,
      reason: "changed",
    });
    expect(await shop.repairs.answerEstimate({ token }, "approved", 2)).toMatchObject({ ok: true });
  });

  it("refuses a second answer, and an answer when no estimate awaits one", async () => {
    const { token } = await withEstimate();
    await shop.repairs.answerEstimate({ token }, "approved", 1);
    expect(await shop.repairs.answerEstimate({ token }, "declined", 1)).toMatchObject({
      ok: false,
      reason: "notAwaiting",
    });
    const { repair } = await book();
    expect(
      await shop.repairs.answerEstimate({ token: tokenOf(repair.trackingPath) }, "approved", 1),
    ).toMatchObject({ ok: false, reason: "notAwaiting" });
  });

  it("answers only for the link's own ticket", async () => {
    const first = await withEstimate();
    const second = await withEstimate();
    await shop.repairs.answerEstimate({ token: first.token }, "declined", 1);
    expect((await shop.repairDesk.details(second.id))!.status).toBe("estimate_sent");
  });
});

describe("the owner's changes", () => {
  const who = () => ({ id: 1, email: admin.email });

  it("records each move on the timeline with who and when", async () => {
    const { repair } = await book();
    const id = (await shop.repairQueue.list({ q: repair.ticketNumber })).repairs[0]!.id;
    await shop.repairDesk.scheduleVisit(
      id,
      { visitDate: today(), visitSlot: "evening", technician: "Ravi" },
      who(),
    );
    await shop.repairDesk.setStatus(id, "waiting_for_parts", who());
    await shop.repairDesk.setPartsUsed(id, "Thermostat", who());
    await shop.repairDesk.close(
      id,
      { paymentMethod: "upi", amountPaise: 1149_00, warrantyUntil: addDays(today(), 90) },
      who(),
    );
    await shop.repairDesk.addNote(id, "Customer happy", who());
    await shop.repairDesk.logCall(id, "no_answer", who());
    const details = (await shop.repairDesk.details(id))!;
    expect(details).toMatchObject({ status: "closed", technician: "Ravi", paymentPaise: 1149_00 });
    expect(details.timeline.map((entry) => entry.kind)).toEqual([
      "created",
      "schedule",
      "status",
      "status",
      "parts",
      "payment",
      "status",
      "note",
      "call",
    ]);
    expect(
      details.timeline
        .slice(1)
        .every((entry) => "adminEmail" in entry && entry.adminEmail === admin.email),
    ).toBe(true);
    const view = await shop.repairs.findForCustomer(repair.ticketNumber, "9876543210");
    expect(view?.warrantyUntil).toBe(addDays(today(), 90));
  });
});

describe("the queue", () => {
  it("filters by search, status, appliance and visit day, and counts per status", async () => {
    const marker = `Filter${Date.now()}`;
    const tv = await book({
      appliance: "tv",
      problemChoice: "No sound",
      customerName: `${marker} TV`,
      customerMobile: "9123456780",
    });
    const ac = await book({
      appliance: "ac",
      problemChoice: "Not cooling",
      customerName: `${marker} AC`,
      pin: "560034",
    });
    const tvId = (await shop.repairQueue.list({ q: tv.repair.ticketNumber })).repairs[0]!.id;
    await shop.repairDesk.scheduleVisit(
      tvId,
      { visitDate: today(), visitSlot: "morning", technician: "Ravi" },
      { id: 1, email: admin.email },
    );

    expect((await shop.repairQueue.list({ q: marker })).matching).toBe(2);
    expect((await shop.repairQueue.list({ q: "91234 56780" })).repairs.map((r) => r.id)).toEqual([
      tvId,
    ]);
    expect((await shop.repairQueue.list({ q: "560034" })).repairs[0]!.ticketNumber).toBe(
      ac.repair.ticketNumber,
    );
    expect((await shop.repairQueue.list({ q: marker, appliance: "ac" })).matching).toBe(1);
    expect((await shop.repairQueue.list({ q: marker, status: "visit_scheduled" })).matching).toBe(
      1,
    );
    expect(
      (await shop.repairQueue.list({ q: marker, visit: "today" })).repairs.map((r) => r.id),
    ).toEqual([tvId]);
    // Not yet scheduled, the AC counts on the day its customer asked for (tomorrow).
    expect(
      (await shop.repairQueue.list({ q: marker, visit: "tomorrow" })).repairs.map(
        (r) => r.ticketNumber,
      ),
    ).toEqual([ac.repair.ticketNumber]);
    const page = await shop.repairQueue.list({});
    expect(page.counts.visit_scheduled).toBeGreaterThanOrEqual(1);
    expect(page.open).toBe(await shop.repairQueue.openCount());
  });

  it("orders a day's visits morning, afternoon, evening", async () => {
    const marker = `Slots${Date.now()}`;
    for (const slot of ["evening", "morning", "afternoon"] as const) {
      await book({
        customerName: `${marker} ${slot}`,
        preferredDate: today(),
        preferredSlot: slot,
      });
    }
    const page = await shop.repairQueue.list({ q: marker, visit: "today", sort: "visit" });
    expect(page.repairs.map((repair) => repair.preferredSlot)).toEqual([
      "morning",
      "afternoon",
      "evening",
    ]);
  });

  it("exports the filtered repairs as CSV for a signed-in admin only", async () => {
    const { repair } = await book({ customerName: "=HYPERLINK(1)" });
    const url = `${TEST_ORIGIN}/api/admin/repairs/export.csv?q=${repair.ticketNumber}`;
    expect((await shop.app.request(url)).status).toBe(401);
    const response = await shop.app.request(url, { headers: admin.headers });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("text/csv");
    const text = await response.text();
    const rows = text.trim().split("\r\n");
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain("Ticket,Requested,Status");
    expect(rows[1]).toContain(repair.ticketNumber);
    expect(rows[1]).toContain("'=HYPERLINK(1)");
  });

  it("refuses a bad filter in the export", async () => {
    const response = await shop.app.request(
      `${TEST_ORIGIN}/api/admin/repairs/export.csv?status=lost`,
      {
        headers: admin.headers,
      },
    );
    expect(response.status).toBe(400);
  });

  it("reports requests per day, by appliance and status, revenue and days to close", async () => {
    const { repair } = await book({ appliance: "washing-machine", problemChoice: "Very noisy" });
    const id = (await shop.repairQueue.list({ q: repair.ticketNumber })).repairs[0]!.id;
    const before = await shop.repairReports.report(today(), today());
    await shop.repairDesk.close(
      id,
      { paymentMethod: "cash", amountPaise: 500_00, warrantyUntil: today() },
      { id: 1, email: admin.email },
    );
    const report = await shop.repairReports.report(today(), today());
    expect(report.perDay).toEqual([{ day: today(), requests: report.requests }]);
    expect(report.byAppliance["washing-machine"]).toBeGreaterThanOrEqual(1);
    expect(report.byStatus.closed).toBe(before.byStatus.closed + 1);
    expect(report.revenuePaise).toBe(before.revenuePaise + 500_00);
    expect(report.averageDaysToClose).toBeGreaterThanOrEqual(0);
  });
});

describe("the live streams", () => {
  it("tell a customer's page of its own repair's changes only", async () => {
    const mine = await book();
    const other = await book();
    const ids = await Promise.all(
      [mine, other].map(
        async ({ repair }) =>
          (await shop.repairQueue.list({ q: repair.ticketNumber })).repairs[0]!.id,
      ),
    );
    const response = await shop.app.request(
      `${TEST_ORIGIN}/api/repairs/track/${tokenOf(mine.repair.trackingPath)}/events`,
      { headers: { Accept: "text/event-stream" } },
    );
    const events = readEvents(response);
    expect(await events.next()).toBe("retry: 3000");
    await shop.repairDesk.addNote(ids[1]!, "Not yours", { id: 1, email: admin.email });
    await shop.repairDesk.setStatus(ids[0]!, "repaired", { id: 1, email: admin.email });
    expect(await events.next()).toBe('event: repairs\ndata: {"kind":"updated"}');
  });

  it("tell the queue of a new request", async () => {
    const response = await shop.app.request(`${TEST_ORIGIN}/api/admin/repairs/events`, {
      headers: { ...admin.headers, Accept: "text/event-stream" },
    });
    const events = readEvents(response);
    expect(await events.next()).toBe("retry: 1000");
    const { repair } = await book();
    expect(await events.next()).toContain(`"ticketNumber":"${repair.ticketNumber}"`);
  });
});

describe("the guards", () => {
  it("keeps the live queue to signed-in admins", async () => {
    expect((await shop.app.request(`${TEST_ORIGIN}/api/admin/repairs/events`)).status).toBe(401);
  });

  it("answers an unknown tracking token's stream with 404", async () => {
    const response = await shop.app.request(
      `${TEST_ORIGIN}/api/repairs/track/${"a".repeat(43)}/events`,
    );
    expect(response.status).toBe(404);
  });
});
