import { describe, expect, it } from "vitest";
import {
  leastPricePaise,
  mayStayAnonymous,
  paidAndDue,
  priceOverrideRefusal,
  saleRefusals,
  saleTotalPaise,
  settlePayments,
  stockWord,
} from "./sales";

describe("price overrides", () => {
  it("allows the catalogue price without a reason", () => {
    expect(priceOverrideRefusal("TV", 40000_00, { unitPricePaise: 40000_00, reason: "" }, 10)).toBe(
      null,
    );
  });

  it("needs a reason for a changed price", () => {
    expect(
      priceOverrideRefusal("TV", 40000_00, { unitPricePaise: 39000_00, reason: " " }, 10),
    ).toBe(saleRefusals.overrideWithoutReason("TV"));
  });

  it("allows up to the maximum discount and refuses a paisa below it", () => {
    expect(leastPricePaise(40000_00, 10)).toBe(36000_00);
    expect(
      priceOverrideRefusal("TV", 40000_00, { unitPricePaise: 36000_00, reason: "festival" }, 10),
    ).toBe(null);
    expect(
      priceOverrideRefusal("TV", 40000_00, { unitPricePaise: 35999_99, reason: "festival" }, 10),
    ).toBe(saleRefusals.overMaxDiscount("TV", 10, 36000_00));
  });

  it("rounds the least price up, so the discount never passes the maximum", () => {
    expect(leastPricePaise(999, 10)).toBe(900);
    expect(leastPricePaise(1001, 10)).toBe(901);
  });
});

describe("sale totals", () => {
  it("adds services and takes an exchange credit off", () => {
    expect(
      saleTotalPaise(30000_00, [
        { kind: "service", name: "Installation", quantity: 1, unitPricePaise: 500_00 },
        { kind: "service", name: "Copper pipe (per metre)", quantity: 3, unitPricePaise: 350_00 },
        { kind: "exchange", name: "Old washer", condition: "working", amountPaise: 2000_00 },
      ]),
    ).toBe(30000_00 + 500_00 + 1050_00 - 2000_00);
  });

  it("never lets the exchange credit make the total negative", () => {
    expect(() =>
      saleTotalPaise(1000_00, [
        { kind: "exchange", name: "Old fridge", condition: "dead", amountPaise: 1000_01 },
      ]),
    ).toThrow(saleRefusals.negativeTotal);
    expect(
      saleTotalPaise(1000_00, [
        { kind: "exchange", name: "Old fridge", condition: "dead", amountPaise: 1000_00 },
      ]),
    ).toBe(0);
  });
});

describe("payments", () => {
  it("gives change for cash over the total", () => {
    const settled = settlePayments(1740_00, [{ method: "cash", amountPaise: 2000_00 }]);
    expect(settled).toEqual({
      payments: [{ method: "cash", amountPaise: 1740_00, reference: null }],
      changePaise: 260_00,
      paidPaise: 1740_00,
      duePaise: 0,
    });
  });

  it("splits UPI now and leaves the rest due", () => {
    const settled = settlePayments(20000_00, [
      { method: "upi", amountPaise: 10000_00, reference: "UTR123" },
    ]);
    expect(settled.paidPaise).toBe(10000_00);
    expect(settled.duePaise).toBe(10000_00);
    expect(settled.changePaise).toBe(0);
  });

  it("takes card first and cash for the rest, with change", () => {
    const settled = settlePayments(5000_00, [
      { method: "cash", amountPaise: 3000_00 },
      { method: "card", amountPaise: 2500_00, reference: "1234" },
    ]);
    expect(settled.payments).toEqual([
      { method: "card", amountPaise: 2500_00, reference: "1234" },
      { method: "cash", amountPaise: 2500_00, reference: null },
    ]);
    expect(settled.changePaise).toBe(500_00);
    expect(settled.duePaise).toBe(0);
  });

  it("refuses UPI or card beyond the total", () => {
    expect(() => settlePayments(100_00, [{ method: "upi", amountPaise: 100_01 }])).toThrow(
      saleRefusals.overpaid(100_00),
    );
  });

  it("derives paid and due exactly, due never below 0", () => {
    expect(paidAndDue(1000_01, [{ amountPaise: 500_00 }, { amountPaise: 300_00 }])).toEqual({
      paidPaise: 800_00,
      duePaise: 200_01,
    });
    expect(paidAndDue(100, [{ amountPaise: 150 }])).toEqual({ paidPaise: 150, duePaise: 0 });
  });
});

describe("walk-ins and stock words", () => {
  it("lets only a small counter sale stay unnamed", () => {
    expect(mayStayAnonymous("counter", 5000_00, 5000_00)).toBe(true);
    expect(mayStayAnonymous("counter", 5000_01, 5000_00)).toBe(false);
    expect(mayStayAnonymous("phone", 100, 5000_00)).toBe(false);
  });

  it("says Only N left at or below the setting and Out of Stock at 0", () => {
    expect(stockWord(0, true, 3)).toEqual({ kind: "out" });
    expect(stockWord(3, true, 3)).toEqual({ kind: "few", left: 3 });
    expect(stockWord(4, true, 3)).toEqual({ kind: "in" });
    expect(stockWord(null, false, 3)).toEqual({ kind: "out" });
    expect(stockWord(null, true, 3)).toEqual({ kind: "in" });
  });
});
