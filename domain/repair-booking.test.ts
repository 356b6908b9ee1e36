import { addDays } from "./shop-time";
import { describe, expect, it } from "vitest";
import {
  APPLIANCES,
  bookingDateRange,
  brandsFor,
  OTHER_BRAND,
  REPAIR_BRANDS,
  ticketNumber,
  TICKET_NUMBER_PATTERN,
} from "./repair-booking";
import { repairBookingSchema } from "./repair-booking-schema";
import { defaultWarrantyUntil, estimateTotal, isOpen } from "./repair-desk";

describe("ticket numbers", () => {
  it("are REP, the shop's date in India and six digits", () => {
    // 20:00 UTC on 23 Nov is already 24 Nov in India.
    const number = ticketNumber(new Date("2026-11-23T20:00:00Z"), 42);
    expect(number).toBe("REP261124000042");
    expect(number).toMatch(TICKET_NUMBER_PATTERN);
  });
});

describe("the booking's dates", () => {
  it("run from the shop's today to the days ahead the shop allows", () => {
    expect(bookingDateRange(new Date("2026-12-25T10:00:00Z"), 14)).toEqual({
      first: "2026-12-25",
      last: "2027-01-08",
    });
    expect(bookingDateRange(new Date("2026-12-25T10:00:00Z"), 3)).toEqual({
      first: "2026-12-25",
      last: "2026-12-28",
    });
  });

  it("refuse a day before today or past the range", () => {
    const schema = repairBookingSchema("2026-11-23", 14);
    const fields = {
      appliance: "tv",
      brand: "Sony",
      model: "",
      problemChoice: "No sound",
      problemText: "",
      customerName: "Ravi",
      customerMobile: "9876543210",
      visitType: "shop",
      address: "",
      landmark: "",
      pin: "",
      preferredSlot: "evening",
      idempotencyKey: "abcdefghijklmnop",
    };
    expect(schema.safeParse({ ...fields, preferredDate: "2026-11-23" }).success).toBe(true);
    expect(schema.safeParse({ ...fields, preferredDate: "2026-12-07" }).success).toBe(true);
    expect(schema.safeParse({ ...fields, preferredDate: "2026-12-08" }).success).toBe(false);
    expect(schema.safeParse({ ...fields, preferredDate: "2026-11-22" }).success).toBe(false);
  });
});

describe("repair rules", () => {
  it("default the warranty to the closing day plus the shop's days", () => {
    expect(defaultWarrantyUntil("2026-11-23", 90)).toBe("2027-02-21");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
  });

  it("total an estimate in paise", () => {
    expect(
      estimateTotal([
        { kind: "visit", description: "Visit", amountPaise: 299_00 },
        { kind: "part", description: "Relay", amountPaise: 1250_50 },
      ]),
    ).toBe(1549_50);
  });

  it("count every status but closed and cancelled as open", () => {
    expect(isOpen("waiting_for_parts")).toBe(true);
    expect(isOpen("closed")).toBe(false);
    expect(isOpen("cancelled")).toBe(false);
  });
});

describe("the brands offered", () => {
  it("follow the appliance chosen, each list ending with Other, and all of them before", () => {
    expect(brandsFor("")).toEqual(REPAIR_BRANDS);
    expect(brandsFor("ac")).toContain("Daikin");
    expect(brandsFor("tv")).not.toContain("Daikin");
    expect(brandsFor("washing-machine")).toContain("IFB");
    expect(brandsFor("refrigerator")).not.toContain("OnePlus");
    for (const appliance of APPLIANCES) {
      expect(brandsFor(appliance).at(-1)).toBe(OTHER_BRAND);
      for (const brand of brandsFor(appliance)) expect(REPAIR_BRANDS).toContain(brand);
    }
  });
});
