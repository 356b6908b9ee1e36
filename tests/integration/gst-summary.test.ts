import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gstMonthOf } from "../../domain/bills/gst-summary";
import { addSplits, type TaxSplit } from "../../domain/bills/tax-split";
import { addDays, shopDateOf } from "../../domain/shop-time";
import { buildOrderRequest } from "../factories/order";
import { buildProduct } from "../factories/product";
import { buildBooking } from "../factories/repair";
import { signInAdmin, TEST_ORIGIN, type AdminSession } from "../setup/admin-session";
import { createTestShop, type TestShop } from "../setup/test-shop";

/**
 * The accountant's monthly GST summary (issue 32): on a real database, its totals, its B2C rows
 * and its HSN rows each add up to the month's bills less its credit notes, and so does its CSV.
 */
let shop: TestShop;
let admin: AdminSession;
const who = { id: 1, email: "owner@shop.test" };
const month = gstMonthOf(new Date());
const expected: { bills: TaxSplit[]; credited: TaxSplit[]; large?: TaxSplit } = {
  bills: [],
  credited: [],
};

beforeAll(async () => {
  shop = await createTestShop({
    pages: true,
    env: { BUILD_DIR: process.env.BUILD_DIR ?? "build" },
  });
  admin = await signInAdmin(shop);
  await shop.settings.update({ gstRegistration: "regular", gstin: "27AAPFU0939F1ZV" });
  const [acId, tvId] = (await shop.catalogue.addProducts([
    buildProduct({ name: "LG 1.5 Ton Split AC", pricePaise: 67_489_00, oldPricePaise: 0 }),
    buildProduct({
      name: "Sony 43 inch TV",
      category: "LED TVs",
      pricePaise: 41_990_33,
      oldPricePaise: 0,
    }),
  ])) as [number, number];
  const order = async (items: { productId: number; quantity: number }[], state = "") => {
    // A bill of ₹50,000 or more shows the customer's address (Rule 46).
    const { order: placed } = await shop.orders.placeOrder(
      buildOrderRequest(items, { deliveryAddress: "14 Laxmi Road, Pune" }),
    );
    const answer = await shop.bills.issueForOrder(placed.id, who.email, state);
    if (!("bill" in answer)) throw new Error(answer.refusal);
    return answer.bill;
  };
  const local = await order([
    { productId: acId, quantity: 2 },
    { productId: tvId, quantity: 1 },
  ]);
  const karnataka = await order([{ productId: tvId, quantity: 1 }], "29");
  // Two ACs to Karnataka: above one lakh, so GSTR-1 Table 5 (B2C large), not Table 7.
  const large = await order([{ productId: acId, quantity: 2 }], "29");
  const cancelled = await order([{ productId: acId, quantity: 1 }]);
  const { repair } = await shop.repairs.book(buildBooking({ appliance: "ac" }), [], "10.8.0.1");
  const repairId = (await shop.repairQueue.list({ q: repair.ticketNumber })).repairs[0]!.id;
  await shop.repairDesk.sendEstimate(
    repairId,
    [
      { kind: "part", description: "Capacitor", amountPaise: 851_00 },
      { kind: "labour", description: "Labour", amountPaise: 499_00 },
    ],
    who,
  );
  await shop.repairDesk.close(
    repairId,
    {
      paymentMethod: "cash",
      amountPaise: 1_350_00,
      warrantyUntil: addDays(shopDateOf(new Date()), 90),
    },
    who,
  );
  const repairBill = await shop.bills.issueForRepair(repairId, who.email);
  if (!("bill" in repairBill)) throw new Error(repairBill.refusal);
  await shop.bills.creditNote(cancelled.id, "Sale cancelled, money returned", who.email);
  expected.bills = [local, karnataka, large, cancelled, repairBill.bill].map((bill) => bill.totals);
  expected.large = large.totals;
  expected.credited = [cancelled.totals];
});

afterAll(async () => {
  await shop.automaticBills.settle();
  await shop.close();
});

const columns = ({ total, taxable, cgst, sgst, igst }: TaxSplit) => ({
  total,
  taxable,
  cgst,
  sgst,
  igst,
});

describe("the monthly GST summary", () => {
  it("adds up to the month's bills less its credit notes, by rate, place of supply and HSN", async () => {
    const summary = await shop.bills.monthSummary(month);
    const bills = addSplits(expected.bills);
    const credited = addSplits(expected.credited);
    expect(summary.bills).toEqual({ count: 5, totals: bills });
    expect(summary.creditNotes.count).toBe(1);
    const net = {
      total: bills.total - credited.total,
      taxable: bills.taxable - credited.taxable,
      cgst: bills.cgst - credited.cgst,
      sgst: bills.sgst - credited.sgst,
      igst: bills.igst - credited.igst,
    };
    expect(summary.net).toEqual(net);
    expect(net.igst).toBeGreaterThan(0);
    for (const rows of [summary.byRate, [...summary.b2cs, ...summary.b2cl], summary.hsn]) {
      expect(addSplits(rows.map(columns))).toEqual(net);
    }
    expect(summary.b2cl.map((row) => [row.placeOfSupply, row.invoiceValue])).toEqual([
      ["29 Karnataka", 1_34_978_00],
    ]);
    expect(addSplits(summary.b2cl.map(columns))).toEqual(expected.large);
    expect(summary.b2cs.map((row) => [row.placeOfSupply, row.rate])).toEqual([
      ["27 Maharashtra", 18],
      ["29 Karnataka", 18],
    ]);
    expect(summary.hsn.find((row) => row.code === "998715")).toMatchObject({
      uqc: "NA",
      total: 499_00,
    });
    // Four ACs and the AC repair's part; the cancelled sale's AC is taken off by its credit note.
    expect(summary.hsn.find((row) => row.code === "8415")).toMatchObject({ quantity: 5 });
  });

  it("gives the same figures as CSV in GSTR-1's columns, to admins only", async () => {
    const summary = await shop.bills.monthSummary(month);
    const response = await shop.app.request(
      `${TEST_ORIGIN}/api/admin/gst/summary.csv?month=${month}&table=hsn`,
      { headers: admin.headers },
    );
    expect(response.status).toBe(200);
    const [head, ...rows] = (await response.text()).trim().split("\r\n");
    expect(head).toBe(
      "HSN,Description,UQC,Total Quantity,Total Value,Rate,Taxable Value,Integrated Tax Amount,Central Tax Amount,State/UT Tax Amount,Cess Amount",
    );
    const paise = (column: number) =>
      rows.reduce((sum, row) => sum + Math.round(Number(row!.split(",").at(column)) * 100), 0);
    expect([paise(-7), paise(-5), paise(-4), paise(-3), paise(-2)]).toEqual([
      summary.net.total,
      summary.net.taxable,
      summary.net.igst,
      summary.net.cgst,
      summary.net.sgst,
    ]);
    const b2cs = await shop.app.request(
      `${TEST_ORIGIN}/api/admin/gst/summary.csv?month=${month}&table=b2cs`,
      { headers: admin.headers },
    );
    expect((await b2cs.text()).split("\r\n")[1]).toMatch(/^OE,27-Maharashtra,18\.00,,/);
    const b2cl = await shop.app.request(
      `${TEST_ORIGIN}/api/admin/gst/summary.csv?month=${month}&table=b2cl`,
      { headers: admin.headers },
    );
    expect((await b2cl.text()).split("\r\n")[1]).toMatch(
      /^DK\/\d\d-\d\d\/\d{5},\d\d-\w{3}-\d{4},134978\.00,29-Karnataka,,18\.00,/,
    );
    const anonymous = await shop.app.request(
      `${TEST_ORIGIN}/api/admin/gst/summary.csv?month=${month}&table=hsn`,
    );
    expect(anonymous.status).toBe(401);
    const bad = await shop.app.request(
      `${TEST_ORIGIN}/api/admin/gst/summary.csv?month=2026-13&table=hsn`,
      {
        headers: admin.headers,
      },
    );
    expect(bad.status).toBe(400);
  });

  it("shows the month on /admin/gst with its CSV links", async () => {
    const html = await (
      await shop.app.request(`${TEST_ORIGIN}/admin/gst?month=${month}`, { headers: admin.headers })
    ).text();
    expect(html).toContain("GST summary");
    expect(html).toContain("29 Karnataka");
    expect(html).toContain(`/api/admin/gst/summary.csv?month=${month}&amp;table=hsn`);
    expect(html).toContain("B2C large (GSTR-1 Table 5)");
  });
});
