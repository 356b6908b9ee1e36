import { describe, expect, it } from "vitest";
import { billForm, billLines, COMPOSITION_LINE, type BillLineInput } from "./bill-form";

const lines: BillLineInput[] = [
  {
    description: "LG AC 1.5 ton",
    code: "8415",
    kind: "goods",
    quantity: 1,
    unitPrice: 6_748_900,
    discount: 0,
    rate: 18,
  },
  {
    description: "Stabiliser",
    code: "8504",
    kind: "goods",
    quantity: 2,
    unitPrice: 250_000,
    discount: 10_001,
    rate: 18,
  },
  {
    description: "Installation",
    code: "998715",
    kind: "service",
    quantity: 1,
    unitPrice: 59_900,
    discount: 0,
    rate: 18,
  },
];

describe("billForm", () => {
  it("gives each registration its form", () => {
    expect(billForm("regular")).toEqual({
      title: "Tax Invoice",
      chargesTax: true,
      showsGstin: true,
      topLine: null,
    });
    expect(billForm("composition")).toEqual({
      title: "Bill of Supply",
      chargesTax: false,
      showsGstin: true,
      topLine: "composition taxable person, not eligible to collect tax on supplies",
    });
    expect(billForm("none")).toEqual({
      title: "Bill",
      chargesTax: false,
      showsGstin: false,
      topLine: null,
    });
    expect(COMPOSITION_LINE).toContain("not eligible to collect tax");
  });
});

describe("billLines", () => {
  it("splits each line of a tax invoice and totals exactly what the customer pays", () => {
    const { lines: split, totals } = billLines(lines, billForm("regular"), "intra-state");
    expect(split.map((line) => line.total)).toEqual([6_748_900, 489_999, 59_900]);
    expect(split[1]).toMatchObject({ taxable: 415_253, cgst: 37_373, sgst: 37_373, igst: 0 });
    expect(totals.total).toBe(6_748_900 + 489_999 + 59_900);
    expect(totals.taxable + totals.cgst + totals.sgst).toBe(totals.total);
  });

  it("charges IGST alone to another state", () => {
    const { totals } = billLines(lines, billForm("regular"), "inter-state");
    expect(totals).toMatchObject({ cgst: 0, sgst: 0 });
    expect(totals.taxable + totals.igst).toBe(totals.total);
  });

  it.each(["composition", "none"] as const)("collects no tax on a %s bill", (registration) => {
    const { totals } = billLines(lines, billForm(registration), "intra-state");
    expect(totals).toEqual({ total: 7_298_799, taxable: 7_298_799, cgst: 0, sgst: 0, igst: 0 });
  });

  it("refuses a discount larger than the line", () => {
    const bad = [{ ...lines[0]!, discount: 6_748_901 }];
    expect(() => billLines(bad, billForm("regular"), "intra-state")).toThrow(RangeError);
  });
});
