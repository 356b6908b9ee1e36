import { describe, expect, it } from "vitest";
import { addSplits, GST_RATES, splitInclusivePrice } from "./tax-split";

describe("splitInclusivePrice", () => {
  // price paid (paise), rate, taxable, CGST, SGST — worked by hand from decision 33's rule.
  const table = [
    // ₹67,489 at 18 %: 6748900 × 100 / 118 = 5719406.78 → 5719407; tax 1029493 is odd.
    [6_748_900, 18, 5_719_407, 514_747, 514_746],
    // ₹67,489 at 28 %: 6748900 / 1.28 = 5272578.125 → 5272578; tax 1476322 halves evenly.
    [6_748_900, 28, 5_272_578, 738_161, 738_161],
    [6_748_900, 12, 6_025_804, 361_548, 361_548],
    [6_748_900, 5, 6_427_524, 160_688, 160_688],
    [6_748_900, 0, 6_748_900, 0, 0],
    // ₹100 at each rate: 10000/1.05 = 9523.81 → 9524, tax 476.
    [10_000, 5, 9_524, 238, 238],
    [10_000, 12, 8_929, 536, 535],
    [10_000, 18, 8_475, 763, 762],
    [10_000, 28, 7_813, 1_094, 1_093],
    // Odd-paise prices: ₹499.99 at 18 % = 42372.03 → 42372, tax 7627.
    [49_999, 18, 42_372, 3_814, 3_813],
    [1, 18, 1, 0, 0],
    [3, 28, 2, 1, 0],
    // Exactly half a paisa rounds up: 21 × 100 / 105 = 20.
    [21, 5, 20, 1, 0],
    [0, 18, 0, 0, 0],
  ] as const;

  it.each(table)(
    "₹%i paise at %i %% → taxable %i, CGST %i, SGST %i",
    (price, rate, taxable, cgst, sgst) => {
      const split = splitInclusivePrice(price, rate);
      expect(split).toEqual({ total: price, taxable, cgst, sgst, igst: 0 });
    },
  );

  it("keeps the whole tax as IGST when the supply goes to another state", () => {
    expect(splitInclusivePrice(6_748_900, 18, "inter-state")).toEqual({
      total: 6_748_900,
      taxable: 5_719_407,
      cgst: 0,
      sgst: 0,
      igst: 1_029_493,
    });
  });

  it("always adds up to the price paid, and the tax is within half a paisa of rate × taxable", () => {
    // Plain checks gathered into one list: an expect per price made this take seconds.
    const wrong: string[] = [];
    for (const rate of GST_RATES) {
      for (let price = 0; price < 100_000; price += 13) {
        const { taxable, cgst, sgst } = splitInclusivePrice(price, rate);
        const offBy = Math.abs(taxable * rate - (cgst + sgst) * 100);
        if (
          taxable + cgst + sgst !== price ||
          Math.abs(cgst - sgst) > 1 ||
          offBy > (100 + rate) / 2
        ) {
          wrong.push(`${price} at ${rate} %`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("refuses a price that is not whole paise", () => {
    expect(() => splitInclusivePrice(10.5, 18)).toThrow(RangeError);
    expect(() => splitInclusivePrice(-1, 18)).toThrow(RangeError);
  });

  it("adds splits column by column", () => {
    const sum = addSplits([splitInclusivePrice(10_000, 18), splitInclusivePrice(6_748_900, 18)]);
    expect(sum).toEqual({
      total: 6_758_900,
      taxable: 5_727_882,
      cgst: 515_510,
      sgst: 515_508,
      igst: 0,
    });
  });
});
