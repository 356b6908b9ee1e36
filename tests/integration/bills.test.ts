import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { COMPOSITION_LINE, billForm } from "../../domain/bills/bill-form";
import { warrantyInEnglish } from "../../domain/bills/bill-warranty";
import { Bills, billRefusals } from "../../server/modules/bills/bills.service";
import { TrackingLinks } from "../../server/modules/orders/tracking-links";
import { addDays, shopDateOf } from "../../domain/shop-time";
import { buildOrderRequest } from "../factories/order";
import { buildProduct } from "../factories/product";
import { buildBooking } from "../factories/repair";
import { createTestShop, type TestShop } from "../setup/test-shop";

/**
 * Issuing bills and credit notes (issue 32, decision 33) on a real database: numbering under
 * load and across the financial year, the forms by registration, repairs' parts and labour, and
 * bills that can never change.
 */
let shop: TestShop;
let acId: number;
let clock = new Date("2030-06-01T06:00:00Z");
let bills: Bills;
const who = { id: 1, email: "owner@shop.test" };

beforeAll(async () => {
  shop = await createTestShop();
  [acId] = (await shop.catalogue.addProducts([
    buildProduct({
      name: "LG 1.5 Ton Split AC",
      category: "Air Conditioners",
      pricePaise: 67_489_00,
      oldPricePaise: 0,
    }),
  ])) as [number];
  // A Bills of the test's own, on the shop's database, with a clock the test sets.
  bills = new Bills(
    shop.database.db,
    TrackingLinks.open(shop.config.dataDir),
    () => shop.settings.current(),
    () => clock,
  );
  await shop.settings.update({
    gstRegistration: "regular",
    gstin: "27AAPFU0939F1ZV",
    billPrefix: "DK",
  });
});

afterAll(async () => {
  await shop.automaticBills.settle();
  await shop.close();
});

async function placeOrders(count: number): Promise<number[]> {
  const placed = await Promise.all(
    Array.from({ length: count }, () =>
      // A bill of ₹50,000 or more shows the customer's address (Rule 46).
      shop.orders.placeOrder(
        buildOrderRequest([{ productId: acId, quantity: 1 }], {
          deliveryAddress: "14 Laxmi Road, Pune",
        }),
      ),
    ),
  );
  return placed.map((answer) => answer.order.id);
}

const sequenceOf = (number: string) => Number(number.split("/")[2]);

describe("bill numbers", () => {
  it("gives 50 bills issued at once 50 consecutive numbers, none twice, no gap", async () => {
    clock = new Date("2030-06-01T06:00:00Z");
    const ids = await placeOrders(50);
    const answers = await Promise.all(ids.map((id) => bills.issueForOrder(id, who.email)));
    const numbers = answers.map((answer) =>
      "bill" in answer ? answer.bill.number : answer.refusal,
    );
    expect(numbers.every((number) => number.startsWith("DK/30-31/"))).toBe(true);
    expect(numbers.map(sequenceOf).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
    expect(numbers.every((number) => number.length <= 16)).toBe(true);
  });

  it("gives an order one bill however often it is asked, at once or later", async () => {
    clock = new Date("2030-06-02T06:00:00Z");
    const [id] = (await placeOrders(1)) as [number];
    const answers = await Promise.all([1, 2, 3, 4].map(() => bills.issueForOrder(id, who.email)));
    const numbers = new Set(answers.map((answer) => ("bill" in answer ? answer.bill.number : "")));
    expect(numbers).toEqual(new Set(["DK/30-31/00051"]));
    const [next] = (await placeOrders(1)) as [number];
    const answer = await bills.issueForOrder(next, who.email);
    expect("bill" in answer && answer.bill.number).toBe("DK/30-31/00052");
  });

  it("starts a new series at midnight of 1 April in India", async () => {
    const [a, b, c] = (await placeOrders(3)) as [number, number, number];
    clock = new Date("2031-03-31T18:29:59.000Z");
    const march = await bills.issueForOrder(a, null);
    clock = new Date("2031-03-31T18:30:00.000Z");
    const april = await bills.issueForOrder(b, null);
    const second = await bills.issueForOrder(c, null);
    expect(
      [march, april, second].map((answer) => ("bill" in answer ? answer.bill.number : "")),
    ).toEqual(["DK/30-31/00053", "DK/31-32/00001", "DK/31-32/00002"]);
  });
});

describe("a bill", () => {
  it("splits the tax-inclusive price and totals exactly what the customer pays", async () => {
    clock = new Date("2032-05-01T06:00:00Z");
    const [id] = (await placeOrders(1)) as [number];
    const answer = await bills.issueForOrder(id, null);
    if (!("bill" in answer)) throw new Error(answer.refusal);
    const { bill } = answer;
    expect(bill.totals).toEqual({
      total: 67_489_00,
      taxable: 57_194_07,
      cgst: 5_147_47,
      sgst: 5_147_46,
      igst: 0,
    });
    expect(bill.lines[0]).toMatchObject({ code: "8415", rate: 18, kind: "goods" });
    expect(bill.seller).toMatchObject({ gstin: "27AAPFU0939F1ZV", state: "27 Maharashtra" });
    expect(bill.placeOfSupply).toBe("27 Maharashtra");
    expect(bill.buyer).toMatchObject({ name: "Asha Verma", mobile: "9829012345" });
    const view = await bills.byToken(answer.token);
    expect(view?.bill.number).toBe(bill.number);
    expect(await bills.byToken(`${answer.token.slice(0, -2)}xx`)).toBeUndefined();
  });

  it("can never be changed or deleted, even by hand in the database", async () => {
    const row = await shop.database.db.selectFrom("bills").select("id").executeTakeFirstOrThrow();
    await expect(
      shop.database.db
        .updateTable("bills")
        .set({ total_paise: 1 })
        .where("id", "=", row.id)
        .execute(),
    ).rejects.toThrow(/never changed or deleted/);
    await expect(
      shop.database.db.deleteFrom("bills").where("id", "=", row.id).execute(),
    ).rejects.toThrow(/never changed or deleted/);
    expect(
      Object.getOwnPropertyNames(Bills.prototype).filter((name) =>
        /^(update|delete|edit|change|remove)/i.test(name),
      ),
    ).toEqual([]);
  });

  it("keeps its credit note as issued too: no update or delete, even by hand in the database", async () => {
    clock = new Date("2036-07-01T06:00:00Z");
    const [id] = (await placeOrders(1)) as [number];
    const answer = await bills.issueForOrder(id, null);
    if (!("bill" in answer)) throw new Error(answer.refusal);
    const made = await bills.creditNote(answer.bill.id, "Sale cancelled, money returned", null);
    if (!("creditNote" in made)) throw new Error(made.refusal);
    const db = shop.database.db;
    const note = await db
      .selectFrom("credit_notes")
      .selectAll()
      .where("bill_id", "=", answer.bill.id)
      .executeTakeFirstOrThrow();
    for (const change of [
      db.updateTable("credit_notes").set({ total_paise: 1 }).where("id", "=", note.id),
      db.updateTable("credit_notes").set({ reason: "Typo" }).where("id", "=", note.id),
      db.deleteFrom("credit_notes").where("id", "=", note.id),
      db.deleteFrom("credit_notes"),
    ]) {
      await expect(change.execute()).rejects.toThrow(/credit_notes are never changed or deleted/);
    }
    expect(
      await db
        .selectFrom("credit_notes")
        .selectAll()
        .where("id", "=", note.id)
        .executeTakeFirstOrThrow(),
    ).toEqual(note);
  });

  it("gets one credit note of its own series that names it", async () => {
    clock = new Date("2032-05-02T06:00:00Z");
    const [id] = (await placeOrders(1)) as [number];
    const answer = await bills.issueForOrder(id, null);
    if (!("bill" in answer)) throw new Error(answer.refusal);
    expect(await bills.creditNote(answer.bill.id, "  ", null)).toEqual({
      refusal: billRefusals.reasonRequired,
    });
    const notes = await Promise.all(
      [1, 2].map(() =>
        bills.creditNote(answer.bill.id, "Sale cancelled, money returned", who.email),
      ),
    );
    const made = notes.flatMap((note) => ("creditNote" in note ? [note.creditNote] : []));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      number: "CN/32-33/00001",
      billNumber: answer.bill.number,
      totals: answer.bill.totals,
    });
    expect(
      notes.some((note) => "refusal" in note && note.refusal === billRefusals.alreadyCredited),
    ).toBe(true);
    expect((await bills.byId(answer.bill.id))?.creditNote?.number).toBe("CN/32-33/00001");
  });

  it("is a Bill of Supply without tax for a composition dealer, and a plain bill when not registered", async () => {
    clock = new Date("2032-05-03T06:00:00Z");
    const [composition, plain] = (await placeOrders(2)) as [number, number];
    await shop.settings.update({ gstRegistration: "composition" });
    const supply = await bills.issueForOrder(composition, null);
    await shop.settings.update({ gstRegistration: "none" });
    const bill = await bills.issueForOrder(plain, null);
    await shop.settings.update({ gstRegistration: "regular" });
    if (!("bill" in supply) || !("bill" in bill)) throw new Error("not issued");
    expect(supply.bill.registration).toBe("composition");
    expect(billForm(supply.bill.registration).topLine).toBe(COMPOSITION_LINE);
    expect(supply.bill.totals).toEqual({
      total: 67_489_00,
      taxable: 67_489_00,
      cgst: 0,
      sgst: 0,
      igst: 0,
    });
    expect(supply.bill.seller.gstin).toBe("27AAPFU0939F1ZV");
    expect(bill.bill.registration).toBe("none");
    expect(bill.bill.seller.gstin).toBe("");
    expect(bill.bill.totals.cgst + bill.bill.totals.sgst).toBe(0);
  });

  it("is refused for a registered shop without a GSTIN and for a cancelled order", async () => {
    const [id] = (await placeOrders(1)) as [number];
    await shop.orderDesk.setStatus(id, "cancelled", who);
    expect(await bills.issueForOrder(id, null)).toEqual({ refusal: billRefusals.cancelledOrder });
    const [other] = (await placeOrders(1)) as [number];
    await shop.settings.update({ gstin: "" });
    expect(await bills.issueForOrder(other, null)).toEqual({ refusal: billRefusals.gstinMissing });
    await shop.settings.update({ gstin: "27AAPFU0939F1ZV" });
  });
});

describe("bills made by themselves", () => {
  it("bill an order marked delivered, and a closed repair with parts as goods and labour as a service", async () => {
    const [id] = (await placeOrders(1)) as [number];
    await shop.orderDesk.setStatus(id, "delivered", who);
    await vi.waitFor(async () => expect(await shop.bills.forSource("order", id)).toBeDefined());

    const { repair } = await shop.repairs.book(buildBooking({ appliance: "ac" }), [], "10.9.0.1");
    const repairId = (await shop.repairQueue.list({ q: repair.ticketNumber })).repairs[0]!.id;
    await shop.repairDesk.sendEstimate(
      repairId,
      [
        { kind: "part", description: "Capacitor 45 µF", amountPaise: 850_00 },
        { kind: "labour", description: "Gas top-up and labour", amountPaise: 1_499_00 },
      ],
      who,
    );
    const closed = await shop.repairDesk.close(
      repairId,
      {
        paymentMethod: "upi",
        amountPaise: 2_349_00,
        warrantyUntil: addDays(shopDateOf(new Date()), 90),
      },
      who,
    );
    expect(closed.ok).toBe(true);
    await vi.waitFor(async () =>
      expect(await shop.bills.forSource("repair", repairId)).toBeDefined(),
    );
    const { bill, paidNowPaise } = (await shop.bills.forSource("repair", repairId))!;
    expect(bill.lines.map((line) => [line.kind, line.code, line.rate, line.total])).toEqual([
      ["goods", "8415", 18, 850_00],
      ["service", "998715", 18, 1_499_00],
    ]);
    expect(bill.totals.total).toBe(2_349_00);
    expect(paidNowPaise).toBe(2_349_00);
    expect(bill.paymentMethod).toBe("upi");
    expect(bill.warranty).toEqual([
      {
        kind: "repair",
        ticketNumber: repair.ticketNumber,
        brand: repair.brand,
        appliance: "ac",
        until: addDays(shopDateOf(new Date()), 90),
      },
    ]);
    expect(warrantyInEnglish(bill.warranty[0]!)).toBe(
      `Repair ${repair.ticketNumber} (${repair.brand} AC): warranty until ${addDays(shopDateOf(new Date()), 90)}`,
    );
  });

  it("does not bill a repair that is not closed", async () => {
    const { repair } = await shop.repairs.book(buildBooking(), [], "10.9.0.2");
    const repairId = (await shop.repairQueue.list({ q: repair.ticketNumber })).repairs[0]!.id;
    expect(await shop.bills.issueForRepair(repairId, null)).toEqual({
      refusal: billRefusals.repairNotClosed,
    });
  });
});
