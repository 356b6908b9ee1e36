import { describe, expect, it } from "vitest";
import { formatShopDate } from "../../../domain/shop-time";
import { repairStepText } from "./repair-progress-texts";

const repair = {
  ticketNumber: "REP2611270001",
  appliance: "ac" as const,
  visitType: "home" as const,
  visitDate: "2026-11-29",
  visitSlot: "morning" as const,
  technician: "Ravi",
  warrantyUntil: "2027-02-25",
  paymentPaise: 150_000,
};
const shop = { shopName: "Dukan" };

describe("repairStepText", () => {
  it("tells a scheduled visit with its day, slot and technician in the customer's language", () => {
    const english = repairStepText({ ...repair, status: "visit_scheduled" }, shop, "en");
    expect(english?.step).toBe("visit");
    expect(english?.text).toContain("REP2611270001");
    expect(english?.text).toContain("29 Nov");
    expect(english?.text).toContain("Ravi");
    const hindi = repairStepText({ ...repair, status: "visit_scheduled" }, shop, "hi");
    expect(hindi?.text).toContain("टेक्नीशियन Ravi");
  });

  it("tells a repaired appliance is ready, and a closed repair's payment, warranty and bill", () => {
    expect(repairStepText({ ...repair, status: "repaired" }, shop, "en")?.text).toContain(
      "repaired and ready",
    );
    const closed = repairStepText(
      { ...repair, status: "closed" },
      { ...shop, billUrl: "https://shop.example/bill/abc" },
      "en",
    );
    expect(closed?.text).toContain("₹1,500");
    expect(closed?.text).toContain("25 Feb 2027");
    expect(closed?.text).toContain("Your bill: https://shop.example/bill/abc");
  });

  it("tells a Hindi customer of the ready and closed repair in Hindi, whatever the appliance", () => {
    // 'आपका वाशिंग मशीन' took the washing machine for masculine: the text names the repair instead.
    expect(
      repairStepText({ ...repair, appliance: "washing-machine", status: "repaired" }, shop, "hi")
        ?.text,
    ).toBe("Dukan: आपका रिपेयर REP2611270001 (वाशिंग मशीन) पूरा हो गया है, सामान तैयार है।");
    const closed = repairStepText(
      { ...repair, status: "closed" },
      { ...shop, billUrl: "https://shop.example/hi/bill/abc" },
      "hi",
    );
    expect(closed?.text).toBe(
      `Dukan: रिपेयर REP2611270001 पूरा हुआ। भुगतान: ₹1,500। वारंटी ${formatShopDate("2027-02-25", "hi")} तक। धन्यवाद!\nआपका बिल: https://shop.example/hi/bill/abc`,
    );
    expect(closed?.text).not.toMatch(/Feb/);
  });

  it("offers nothing for a step the shop does not announce", () => {
    expect(repairStepText({ ...repair, status: "requested" }, shop, "en")).toBeUndefined();
  });
});
