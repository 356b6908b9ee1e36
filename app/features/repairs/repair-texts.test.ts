import { afterEach, describe, expect, it } from "vitest";
import {
  APPLIANCE_LABELS,
  APPLIANCES,
  COMMON_PROBLEMS,
  VISIT_SLOT_LABELS,
  VISIT_SLOTS,
  VISIT_TYPE_LABELS,
  VISIT_TYPES,
} from "../../../domain/repair-booking";
import {
  ESTIMATE_LINE_KINDS,
  ESTIMATE_LINE_LABELS,
  REPAIR_STATUS_LABELS,
  REPAIR_STATUSES,
} from "../../../domain/repair-status";
import { overwriteGetLocale } from "../../paraglide/runtime.js";
import { applianceLabel, repairStatusLabel } from "./repair-labels";
import { estimateLineLabel, estimateMessageText } from "./repair-progress-texts";
import {
  bookingChatText,
  nextStepsText,
  problemLabel,
  slotLabel,
  visitTypeLabel,
} from "./repair-texts";

afterEach(() => overwriteGetLocale(() => "en"));

describe("what the booked repair says happens next", () => {
  const shop = { visitChargePaise: 29900, callbackPromise: "" };
  it.each([
    ["en", "home", /confirm the visit/, true],
    ["en", "shop", /bring it to the shop/, false],
    ["hi", "home", /विज़िट कन्फ़र्म/, true],
    ["hi", "shop", /दुकान पर कब लाना है/, false],
  ] as const)("in %s, for a %s repair", (locale, visitType, call, charged) => {
    overwriteGetLocale(() => locale);
    const lines = nextStepsText(shop, visitType);
    expect(lines[0]).toMatch(call);
    // A repair brought to the shop has no visit, so no visit charge is promised or announced.
    expect(lines.some((line) => line.includes("₹299"))).toBe(charged);
  });
});

describe("the repair words", () => {
  it("read in English exactly as the server's own words, and differ in Hindi", () => {
    const pairs: [string, () => string, string][] = [
      ...REPAIR_STATUSES.map(
        (s) =>
          [REPAIR_STATUS_LABELS[s], () => repairStatusLabel(s), s] as [
            string,
            () => string,
            string,
          ],
      ),
      ...APPLIANCES.map(
        (a) => [APPLIANCE_LABELS[a], () => applianceLabel(a), a] as [string, () => string, string],
      ),
      ...VISIT_TYPES.map(
        (v) => [VISIT_TYPE_LABELS[v], () => visitTypeLabel(v), v] as [string, () => string, string],
      ),
      ...VISIT_SLOTS.map(
        (v) => [VISIT_SLOT_LABELS[v], () => slotLabel(v), v] as [string, () => string, string],
      ),
      ...ESTIMATE_LINE_KINDS.map(
        (k) =>
          [ESTIMATE_LINE_LABELS[k], () => estimateLineLabel(k), k] as [
            string,
            () => string,
            string,
          ],
      ),
      ...Object.values(COMMON_PROBLEMS)
        .flat()
        .map((p) => [p, () => problemLabel(p), p] as [string, () => string, string]),
    ];
    for (const [english, shown] of pairs) expect(shown()).toBe(english);
    overwriteGetLocale(() => "hi");
    for (const [english, shown, name] of pairs) expect(shown(), name).not.toBe(english);
    expect(problemLabel("My own words")).toBe("My own words");
  });
});

describe("the repair's WhatsApp messages", () => {
  const lines = [
    { kind: "visit" as const, description: "Visit charge", amountPaise: 299_00 },
    { kind: "part" as const, description: "Relay", amountPaise: 1250_50 },
  ];

  it("send the estimate with its lines, total and link, in the customer's language", () => {
    const estimate = { shopName: "Dukan", ticketNumber: "REP261123000001", lines };
    expect(estimateMessageText(estimate, "https://shop.example/track/repair/x", "en")).toBe(
      [
        "Dukan: the estimate for your repair REP261123000001",
        "- Visit charge: ₹299",
        "- Relay: ₹1,250.50",
        "Total: ₹1,549.50",
        "Approve or decline it here: https://shop.example/track/repair/x",
      ].join("\n"),
    );
    const hindi = estimateMessageText(estimate, "https://shop.example/hi/track/repair/x", "hi");
    expect(hindi).toContain("आपके रिपेयर REP261123000001 का अनुमानित खर्च");
    expect(hindi).toContain("कुल: ₹1,549.50");
    // The visit charge's fixed line in Hindi; the owner's own words as typed.
    expect(hindi).toContain(`- ${estimateLineLabel("visit", "hi")}: ₹299`);
    expect(hindi).not.toContain("Visit charge");
    expect(hindi).toContain("- Relay: ₹1,250.50");
  });

  it("write the customer's hand-off with the ticket, the visit and the link", () => {
    const repair = {
      ticketNumber: "REP261123000001",
      trackingPath: "/track/repair/x",
      appliance: "ac" as const,
      brand: "Voltas",
      problem: "Not cooling",
      customerMobile: "9876543210",
      visitType: "home" as const,
      preferredDate: "2026-11-24",
      preferredSlot: "afternoon" as const,
    };
    const text = bookingChatText(repair, "https://shop.example/track/repair/x");
    expect(text).toContain("REP261123000001");
    expect(text).toContain("AC (Voltas): Not cooling");
    expect(text).toContain("Afternoon 12–4");
    expect(text).toContain("https://shop.example/track/repair/x");
    overwriteGetLocale(() => "hi");
    expect(bookingChatText(repair, "u")).toContain("एसी (Voltas): ठंडा नहीं कर रहा");
  });
});
