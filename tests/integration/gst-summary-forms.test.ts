import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addSplits, type TaxSplit } from "../../domain/bills/tax-split";
import type { GstRegistration } from "../../domain/bills/bill-form";
import { gstMonthOf } from "../../domain/bills/gst-summary";
import { buildOrderRequest } from "../factories/order";
import { buildProduct } from "../factories/product";
import { signInAdmin, TEST_ORIGIN, type AdminSession } from "../setup/admin-session";
import { createTestShop, type TestShop } from "../setup/test-shop";

/**
 * The monthly GST summary of a shop whose registration changed within the month (issue 32,
 * decision 33): only its Tax Invoices are in GSTR-1's tables and CSVs; its Bills of Supply and
 * plain Bills are counted apart, and all of them together are the month's bills.
 */
let shop: TestShop;
let admin: AdminSession;
const month = gstMonthOf(new Date());
const issued: Record<GstRegistration, { number: string; totals: TaxSplit }[]> = {
  none: [],
  composition: [],
  regular: [],
};

beforeAll(async () => {
  shop = await createTestShop({
    pages: true,
    env: { BUILD_DIR: process.env.BUILD_DIR ?? "build" },
  });
  admin = await signInAdmin(shop);
  const [mixer] = (await shop.catalogue.addProducts([
    buildProduct({ name: "Bajaj 750 W Mixer", pricePaise: 3_540_00, oldPricePaise: 0 }),
  ])) as [number];
  // A new shop is not registered; it becomes a composition dealer, then a regular one.
  const steps: [GstRegistration, number][] = [
    ["none", 1],
    ["composition", 2],
    ["regular", 3],
  ];
  for (const [registration, quantity] of steps) {
    if (registration !== "none") {
      await shop.settings.update({ gstRegistration: registration, gstin: "27AAPFU0939F1ZV" });
    }
    const { order } = await shop.orders.placeOrder(
      buildOrderRequest([{ productId: mixer, quantity }]),
    );
    const answer = await shop.bills.issueForOrder(order.id, "owner@shop.test", "");
    if (!("bill" in answer)) throw new Error(answer.refusal);
    expect(answer.bill.registration).toBe(registration);
    issued[registration].push({ number: answer.bill.number, totals: answer.bill.totals });
  }
});

afterAll(async () => {
  await shop.automaticBills.settle();
  await shop.close();
});

describe("the GST summary of the three forms of bill", () => {
  it.each([
    // registration, form, in GSTR-1's tables
    ["regular", "Tax Invoice", true],
    ["composition", "Bill of Supply", false],
    ["none", "Bill", false],
  ] as const)(
    "a bill issued while %s (%s) is in GSTR-1's tables: %s",
    async (registration, title, inGstr1) => {
      const summary = await shop.bills.monthSummary(month);
      const [bill] = issued[registration];
      const other = summary.otherForms.find((row) => row.registration === registration);
      if (inGstr1) {
        expect(other).toBeUndefined();
        expect(summary.gstr1Net).toEqual(bill!.totals);
      } else {
        expect(other).toEqual({
          registration,
          title,
          bills: 1,
          creditNotes: 0,
          net: bill!.totals.total,
        });
      }
    },
  );

  it("adds up to every bill of the month, its GSTR-1 tables to the Tax Invoices alone", async () => {
    const summary = await shop.bills.monthSummary(month);
    const all = addSplits(Object.values(issued).flatMap((bills) => bills.map((b) => b.totals)));
    expect(summary.bills).toEqual({ count: 3, totals: all });
    expect(summary.net).toEqual(all);
    const others = summary.otherForms.reduce((sum, row) => sum + row.net, 0);
    expect(summary.gstr1Net.total + others).toBe(all.total);
    for (const rows of [summary.byRate, summary.b2cs, summary.hsn]) {
      expect(addSplits(rows)).toEqual(summary.gstr1Net);
    }
    // The plain bill's empty place of supply is no row of Table 7.
    expect(summary.b2cs.map((row) => row.placeOfSupply)).toEqual(["27 Maharashtra"]);
    expect(summary.hsn.map((row) => row.quantity)).toEqual([3]);
  });

  it("leaves the other forms out of the CSVs and lists them apart on /admin/gst", async () => {
    const csv = async (table: string) =>
      (
        await (
          await shop.app.request(
            `${TEST_ORIGIN}/api/admin/gst/summary.csv?month=${month}&table=${table}`,
            { headers: admin.headers },
          )
        ).text()
      )
        .trim()
        .split("\r\n");
    const [, ...b2cs] = await csv("b2cs");
    expect(b2cs).toHaveLength(1);
    expect(b2cs[0]).toMatch(/^OE,27-Maharashtra,18\.00,,9000\.00,/);
    const [, ...hsn] = await csv("hsn");
    expect(hsn).toHaveLength(1);
    expect(hsn[0]!.split(",")[3]).toBe("3.00");

    const html = await (
      await shop.app.request(`${TEST_ORIGIN}/admin/gst?month=${month}`, { headers: admin.headers })
    ).text();
    expect(html).toContain("Bills outside GSTR-1");
    expect(html).toContain("Bill of Supply");
    expect(html).toContain("CMP-08");
    expect(html).toContain("Tax Invoices, net (GSTR-1)");
  });
});
