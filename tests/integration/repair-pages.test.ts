import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingMessages } from "../../domain/repair-booking";
import { bookingFields, buildBooking } from "../factories/repair";
import { signInAdmin, TEST_ORIGIN, type AdminSession } from "../setup/admin-session";
import { createTestShop, type TestShop } from "../setup/test-shop";

/**
 * The repair pages' route actions, posted as a browser without script posts their forms: booking
 * at /repair, the owner's changes on /admin/repairs/<id> behind the admin guards, and the
 * customer's estimate answer at /track/repair/<token>.
 */
let shop: TestShop;
let admin: AdminSession;

beforeAll(async () => {
  shop = await createTestShop({
    pages: true,
    env: { BUILD_DIR: process.env.BUILD_DIR ?? "build", ORDER_RATE_LIMIT_BURST: "0" },
  });
  admin = await signInAdmin(shop);
});

afterAll(() => shop.close());

async function post(
  path: string,
  fields: Record<string, string | string[]>,
  headers: Record<string, string> = admin.headers,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) form.append(name, one);
  }
  const response = await shop.app.request(`${TEST_ORIGIN}${path}`, {
    method: "POST",
    headers,
    body: form,
    redirect: "manual",
  });
  return {
    status: response.status,
    location: response.headers.get("Location"),
    html: await response.text(),
  };
}

async function bookedRepair(booking: Parameters<typeof buildBooking>[0] = {}) {
  const { repair } = await shop.repairs.book(buildBooking(booking), [], "10.1.1.1");
  const id = (await shop.repairQueue.list({ q: repair.ticketNumber })).repairs[0]!.id;
  return { id, repair, token: repair.trackingPath.split("/").pop()! };
}

describe("/repair", () => {
  it("shows the booking form", async () => {
    const response = await shop.app.request(`${TEST_ORIGIN}/repair`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('data-testid="repair-booking-form"');
  });

  it("books a repair posted without script and answers with the ticket and the link", async () => {
    const answer = await post("/repair", bookingFields(), { Origin: TEST_ORIGIN });
    expect(answer.status).toBe(200);
    expect(answer.html).toContain(bookingMessages.booked);
    expect(answer.html).toMatch(/data-testid="ticket-number">REP\d{12}</);
    expect(answer.html).toMatch(/\/track\/repair\/[A-Za-z0-9_-]{43}/);
  });

  it("shows what was wrong under the field, and stores nothing", async () => {
    const before = (await shop.repairQueue.list({})).matching;
    // Every problem at once, the field checks and the rules across fields alike.
    const answer = await post("/repair", bookingFields({ customerMobile: "12345", pin: "" }), {
      Origin: TEST_ORIGIN,
    });
    expect(answer.html).toContain(
      "Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9",
    );
    expect(answer.html).toContain(bookingMessages.pin);
    // What was typed comes back, to be corrected rather than typed again.
    expect(answer.html).toContain('value="Asha Verma"');
    expect((await shop.repairQueue.list({})).matching).toBe(before);
  });

  it("offers a PIN outside the service area a visit to the shop, booked in one tap", async () => {
    await shop.settings.update({ serviceAreaPins: ["302001"] });
    try {
      const fields = bookingFields({ visitType: "home", pin: "110001" });
      const refused = await post("/repair", fields, { Origin: TEST_ORIGIN });
      expect(refused.html).toContain(bookingMessages.outsideArea);
      expect(refused.html).toMatch(/<button[^>]*name="bringToShop"/);
      // The button posts the same form; the booking is then a visit to the shop.
      const booked = await post(
        "/repair",
        { ...fields, bringToShop: "1" },
        { Origin: TEST_ORIGIN },
      );
      expect(booked.html).toContain(bookingMessages.booked);
      const ticket = /data-testid="ticket-number">(REP\d{12})</.exec(booked.html)![1]!;
      const stored = await shop.database.db
        .selectFrom("repairs")
        .select("visit_type")
        .where("ticket_number", "=", ticket)
        .executeTakeFirstOrThrow();
      expect(stored.visit_type).toBe("shop");
    } finally {
      await shop.settings.update({ serviceAreaPins: [] });
    }
  });

  it("refuses a booking posted from another site", async () => {
    const answer = await post("/repair", bookingFields(), { Origin: "https://elsewhere.example" });
    expect(answer.status).toBe(403);
  });
});

describe("/admin/repairs", () => {
  it("sends a visitor without a session to the login page", async () => {
    const response = await shop.app.request(`${TEST_ORIGIN}/admin/repairs`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toMatch(/^\/login/);
  });

  it("lists repairs with the open count in the admin menu", async () => {
    const { repair } = await bookedRepair();
    const response = await shop.app.request(
      `${TEST_ORIGIN}/admin/repairs?q=${repair.ticketNumber}`,
      {
        headers: admin.headers,
      },
    );
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain(repair.ticketNumber);
    expect(html).toContain('data-testid="open-repairs-count"');
  });

  it("answers a bad filter with 400", async () => {
    const response = await shop.app.request(`${TEST_ORIGIN}/admin/repairs?status=lost`, {
      headers: admin.headers,
    });
    expect(response.status).toBe(400);
  });
});

describe("/admin/repairs/<id>", () => {
  it("sets the status and records it with who did it", async () => {
    const { id } = await bookedRepair();
    const answer = await post(`/admin/repairs/${id}`, {
      intent: "status",
      status: "waiting_for_parts",
    });
    expect(answer.status).toBe(200);
    const details = (await shop.repairDesk.details(id))!;
    expect(details.status).toBe("waiting_for_parts");
    expect(details.timeline.at(-1)).toMatchObject({ kind: "status", adminEmail: admin.email });
  });

  it("sends an estimate in rupees, stored in paise, with a WhatsApp message carrying a link", async () => {
    const { id } = await bookedRepair();
    const answer = await post(`/admin/repairs/${id}`, {
      intent: "estimate",
      lineKind: ["visit", "part"],
      lineDescription: ["Visit charge", "Compressor relay"],
      lineAmount: ["299", "1,250.50"],
    });
    expect(answer.html).toMatch(/wa\.me\/919876543210\?text=[^"]*track%2Frepair%2F/);
    const details = (await shop.repairDesk.details(id))!;
    expect(details.status).toBe("estimate_sent");
    expect(details.estimate).toMatchObject({ totalPaise: 1549_50, version: 1 });
  });

  it("refuses a bad estimate and changes nothing", async () => {
    const { id } = await bookedRepair();
    const answer = await post(`/admin/repairs/${id}`, {
      intent: "estimate",
      lineKind: ["part"],
      lineDescription: ["Relay"],
      lineAmount: ["-5"],
    });
    expect(answer.html).toContain("This line&#x27;s amount: enter an amount in rupees");
    expect((await shop.repairDesk.details(id))!.estimate).toBeNull();
  });

  it("ignores the rows left blank and keeps the visit charge as its own line", async () => {
    const { id } = await bookedRepair();
    await post(`/admin/repairs/${id}`, {
      intent: "estimate",
      visitCharge: "kept",
      lineKind: ["visit", "part", "part", "labour"],
      lineDescription: ["Visit charge", "Compressor relay", "", "  "],
      lineAmount: ["299", "850", "", ""],
    });
    const details = (await shop.repairDesk.details(id))!;
    expect(details.estimate).toMatchObject({
      totalPaise: 1149_00,
      lines: [
        { kind: "visit", description: "Visit charge", amountPaise: 299_00 },
        { kind: "part", description: "Compressor relay", amountPaise: 850_00 },
      ],
    });
  });

  it("takes the visit charge off only with a reason, which goes on the timeline", async () => {
    const { id } = await bookedRepair();
    const fields = {
      intent: "estimate",
      visitCharge: "removed",
      lineKind: ["part"],
      lineDescription: ["Door gasket"],
      lineAmount: ["450"],
    };
    const refused = await post(`/admin/repairs/${id}`, { ...fields, visitChargeReason: "" });
    expect(refused.html).toContain("Why the visit charge is removed: write at least 3 characters");
    expect((await shop.repairDesk.details(id))!.estimate).toBeNull();

    await post(`/admin/repairs/${id}`, { ...fields, visitChargeReason: "Shop visit" });
    const details = (await shop.repairDesk.details(id))!;
    expect(details.estimate).toMatchObject({ totalPaise: 450_00, lines: [{ kind: "part" }] });
    expect(details.timeline.find((entry) => entry.kind === "estimate")).toMatchObject({
      text: expect.stringContaining("Visit charge removed: Shop visit"),
    });
  });

  it("starts a home visit's estimate with the visit charge and a shop repair's without it", async () => {
    const page = async (id: number) => {
      const response = await shop.app.request(`${TEST_ORIGIN}/admin/repairs/${id}`, {
        headers: admin.headers,
      });
      const html = await response.text();
      return html.slice(html.indexOf('data-testid="estimate-form"'));
    };
    const home = await page((await bookedRepair()).id);
    expect(home).toContain("Visit charge<!-- --> <!-- -->₹299");
    expect(home).toContain('name="visitCharge" value="kept"');
    // Brought to the shop, there was no visit: no charge unless the owner adds it by hand.
    const shopRepair = (await bookedRepair({ visitType: "shop", address: "" })).id;
    const atShop = await page(shopRepair);
    expect(atShop).toContain("No visit charge: brought to the shop");
    expect(atShop).toContain("Add visit charge <!-- -->₹299");
    expect(atShop).toContain('name="visitCharge" value="none"');
    expect(atShop).not.toContain('name="lineKind" value="visit"');

    // Sent so, it needs no reason and the customer's estimate has no visit charge line.
    await post(`/admin/repairs/${shopRepair}`, {
      intent: "estimate",
      visitCharge: "none",
      visitChargeReason: "",
      lineKind: ["part"],
      lineDescription: ["Capacitor"],
      lineAmount: ["350"],
    });
    const details = (await shop.repairDesk.details(shopRepair))!;
    expect(details.estimate).toMatchObject({ totalPaise: 350_00, lines: [{ kind: "part" }] });
  });

  it("refuses changes without a session or from another site", async () => {
    const { id } = await bookedRepair();
    const signedOut = await post(
      `/admin/repairs/${id}`,
      { intent: "status", status: "cancelled" },
      { Origin: TEST_ORIGIN },
    );
    expect(signedOut.status).toBe(302);
    const crossSite = await post(
      `/admin/repairs/${id}`,
      { intent: "status", status: "cancelled" },
      { Cookie: admin.cookie, Origin: "https://elsewhere.example" },
    );
    expect(crossSite.status).toBe(403);
    expect((await shop.repairDesk.details(id))!.status).toBe("requested");
  });

  it("makes a job card with the tracking link as a QR code", async () => {
    const { id, repair } = await bookedRepair();
    const answer = await post(`/admin/repairs/${id}/job-card`, { intent: "qr" });
    expect(answer.html).toContain(repair.ticketNumber);
    expect(answer.html).toContain('src="data:image/svg+xml;base64,');
  });
});

describe("/track/repair/<token>", () => {
  it("shows the repair to the holder of the link and nothing for an unknown one", async () => {
    const { token, repair } = await bookedRepair();
    const page = await shop.app.request(`${TEST_ORIGIN}/track/repair/${token}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(repair.ticketNumber);
    expect(html).not.toContain("Asha Verma");
    const unknown = await shop.app.request(`${TEST_ORIGIN}/track/repair/${"b".repeat(43)}`);
    expect(unknown.status).toBe(404);
  });

  it("takes the customer's approval of the estimate they saw", async () => {
    const { id, token } = await bookedRepair();
    await post(`/admin/repairs/${id}`, {
      intent: "estimate",
      lineKind: ["visit"],
      lineDescription: ["Visit charge"],
      lineAmount: ["299"],
    });
    const answer = await post(
      `/track/repair/${token}`,
      { answer: "approved", estimateVersion: "1" },
      { Origin: TEST_ORIGIN },
    );
    // Without script the answer travels as the page's data: its code, said by the page's script.
    expect(answer.html).toContain('\\"estimate.approved\\"');
    expect((await shop.repairDesk.details(id))!.status).toBe("approved");
  });

  it("tells a declined estimate that only its visit charge is owed, or nothing without one", async () => {
    const declined = async (booking: Parameters<typeof buildBooking>[0], kinds: string[]) => {
      const { id, token } = await bookedRepair(booking);
      await post(`/admin/repairs/${id}`, {
        intent: "estimate",
        lineKind: kinds,
        lineDescription: kinds.map((kind) => (kind === "visit" ? "Visit charge" : "Capacitor")),
        lineAmount: kinds.map(() => "299"),
      });
      const answer = await post(
        `/track/repair/${token}`,
        { answer: "declined", estimateVersion: "1" },
        { Origin: TEST_ORIGIN },
      );
      return answer.html;
    };
    expect(await declined({}, ["visit", "part"])).toContain('\\"estimate.declined\\"');
    // Brought to the shop, its estimate had no visit charge: 'You pay only the visit charge' was
    // a charge nobody made.
    const atShop = await declined({ visitType: "shop", address: "" }, ["part"]);
    expect(atShop).toContain('\\"estimate.declined-free\\"');
  });
});
