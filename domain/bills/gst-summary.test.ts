import { describe, expect, it } from "vitest";
import { billForm, billLines } from "./bill-form";
import { gstCsvRows } from "./gst-csv";
import {
  B2CL_LIMIT_PAISE,
  gstMonthOf,
  gstMonthSchema,
  gstMonthSpan,
  gstSummary,
  isB2cLarge,
  type SummaryDocument,
} from "./gst-summary";
import { addSplits } from "./tax-split";

describe("the GST month", () => {
  it("runs from midnight on the 1st in India to the next month's", () => {
    expect(gstMonthSpan("2027-03")).toEqual({
      from: "2027-02-28T18:30:00.000Z",
      to: "2027-03-31T18:30:00.000Z",
    });
    expect(gstMonthSpan("2026-12").to).toBe("2026-12-31T18:30:00.000Z");
  });

  it("takes a bill issued at 00:10 on 1 April in India into April", () => {
    expect(gstMonthOf(new Date("2027-03-31T18:40:00Z"))).toBe("2027-04");
  });

  it("refuses a month that is not YYYY-MM", () => {
    expect(gstMonthSchema.safeParse("2026-13").success).toBe(false);
    expect(gstMonthSchema.safeParse("2026-11").success).toBe(true);
  });
});

describe("B2C large (GSTR-1 Table 5)", () => {
  it.each([
    // inter-state, invoice value in paise, in Table 5
    [true, 1_00_000_01, true],
    [true, 1_00_000_00, false],
    [true, 99_999_99, false],
    [true, 2_50_000_00, true],
    [false, 5_00_000_00, false],
    [false, 1_00_000_01, false],
  ])("an inter-state (%s) bill of %i paise is in Table 5: %s", (interState, value, large) => {
    expect(B2CL_LIMIT_PAISE).toBe(1_00_000_00);
    expect(isB2cLarge({ interState, invoiceValuePaise: value })).toBe(large);
  });

  const form = billForm("regular");
  const document = (
    kind: SummaryDocument["kind"],
    number: string,
    price: number,
    placeOfSupply: string,
  ): SummaryDocument => {
    const interState = placeOfSupply !== "27 Maharashtra";
    const { lines } = billLines(
      [
        {
          description: "LG 1.5 Ton Split AC",
          code: "8415",
          kind: "goods",
          quantity: 2,
          unitPrice: price,
          discount: 0,
          rate: 18,
        },
      ],
      form,
      interState ? "inter-state" : "intra-state",
    );
    return {
      kind,
      number,
      issuedAt: "2026-11-20T06:00:00.000Z",
      billNumber: kind === "bill" ? number : "DK/26-27/00002",
      placeOfSupply,
      interState,
      registration: "regular",
      lines,
    };
  };

  it("lists a large bill to another state by itself, and its credit note apart, out of B2CS", () => {
    const summary = gstSummary([
      document("bill", "DK/26-27/00001", 67_489_00, "27 Maharashtra"),
      document("bill", "DK/26-27/00002", 67_489_00, "29 Karnataka"),
      document("bill", "DK/26-27/00003", 40_000_00, "29 Karnataka"),
      document("credit-note", "CN/26-27/00001", 67_489_00, "29 Karnataka"),
    ]);
    expect(summary.b2cl).toEqual([
      expect.objectContaining({
        number: "DK/26-27/00002",
        date: "2026-11-20",
        invoiceValue: 1_34_978_00,
        placeOfSupply: "29 Karnataka",
        rate: 18,
        total: 1_34_978_00,
        cgst: 0,
      }),
    ]);
    expect(summary.b2clCreditNotes).toEqual([
      expect.objectContaining({ number: "CN/26-27/00001", billNumber: "DK/26-27/00002" }),
    ]);
    // A local bill of the same value stays in B2CS, as does a small one to another state.
    expect(summary.b2cs.map((row) => [row.placeOfSupply, row.total])).toEqual([
      ["27 Maharashtra", 1_34_978_00],
      ["29 Karnataka", 80_000_00],
    ]);
    const tables = addSplits([
      ...summary.b2cs,
      ...summary.b2cl,
      ...summary.b2clCreditNotes.map((row) => ({
        ...row,
        total: -row.total,
        taxable: -row.taxable,
        cgst: -row.cgst,
        sgst: -row.sgst,
        igst: -row.igst,
      })),
    ]);
    expect(tables).toEqual(summary.net);
    expect(gstCsvRows(summary, "b2cl")[1]).toEqual([
      "DK/26-27/00002",
      "20-Nov-2026",
      134_978,
      "29-Karnataka",
      "",
      18,
      summary.b2cl[0]!.taxable / 100,
      0,
      "",
      summary.b2cl[0]!.igst / 100,
    ]);
  });
});

describe("the three forms of bill", () => {
  const document = (
    registration: SummaryDocument["registration"],
    kind: SummaryDocument["kind"],
    number: string,
    price: number,
  ): SummaryDocument => ({
    kind,
    number,
    issuedAt: "2026-11-20T06:00:00.000Z",
    billNumber: number,
    // A shop not registered has no state of its own on its bills.
    placeOfSupply: registration === "none" ? "" : "27 Maharashtra",
    interState: false,
    registration,
    lines: billLines(
      [
        {
          description: "Bajaj Mixer",
          code: "8509",
          kind: "goods",
          quantity: 1,
          unitPrice: price,
          discount: 0,
          rate: 18,
        },
      ],
      billForm(registration),
      "intra-state",
    ).lines,
  });

  it("puts only Tax Invoices in GSTR-1's tables and counts the other forms apart, adding up to all bills", () => {
    const summary = gstSummary([
      document("none", "bill", "DK/26-27/00001", 3_000_00),
      document("composition", "bill", "DK/26-27/00002", 5_000_00),
      document("composition", "bill", "DK/26-27/00003", 1_000_00),
      document("composition", "credit-note", "CN/26-27/00001", 1_000_00),
      document("regular", "bill", "DK/26-27/00004", 11_800_00),
    ]);
    expect(summary.otherForms).toEqual([
      {
        registration: "composition",
        title: "Bill of Supply",
        bills: 2,
        creditNotes: 1,
        net: 5_000_00,
      },
      { registration: "none", title: "Bill", bills: 1, creditNotes: 0, net: 3_000_00 },
    ]);
    expect(summary.gstr1Net).toEqual({
      total: 11_800_00,
      taxable: 10_000_00,
      cgst: 900_00,
      sgst: 900_00,
      igst: 0,
    });
    for (const rows of [summary.byRate, summary.b2cs, summary.hsn]) {
      expect(addSplits(rows)).toEqual(summary.gstr1Net);
    }
    expect(summary.b2cs.map((row) => row.placeOfSupply)).toEqual(["27 Maharashtra"]);
    expect(summary.hsn.map((row) => row.quantity)).toEqual([1]);
    expect(summary.bills.count).toBe(4);
    expect(summary.net.total).toBe(11_800_00 + 5_000_00 + 3_000_00);
    expect(gstCsvRows(summary, "hsn")).toHaveLength(2);
  });
});
