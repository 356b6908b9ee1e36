import type { GstRegistration } from "../../../domain/bills/bill-form";
import type { IssuedBill } from "../../../domain/bills/bill-document";
import { inChunks } from "../../db/chunks";
import type { Executor, TransactionExecutor } from "../../db/executor";
import type { BillsTable } from "../../db/schema-bills";

/**
 * Bills and credit notes. Only inserts and reads: a bill is never changed or deleted (the
 * database's triggers refuse it too).
 */

/**
 * Takes the next number of a series in a financial year inside the issuing transaction: the
 * counter row's UPDATE holds its lock until the bill is committed, so two bills at one moment
 * (two admins, two instances) take turns, and a transaction that fails gives its number back.
 */
export async function takeNumber(
  trx: TransactionExecutor,
  series: "bill" | "credit-note",
  fyStart: number,
): Promise<number> {
  await trx
    .insertInto("document_counters")
    .values({ series, fy_start: fyStart, last_number: 0 })
    .onConflict((conflict) => conflict.columns(["series", "fy_start"]).doNothing())
    .execute();
  const row = await trx
    .updateTable("document_counters")
    .set((eb) => ({ last_number: eb("last_number", "+", 1) }))
    .where("series", "=", series)
    .where("fy_start", "=", fyStart)
    .returning("last_number")
    .executeTakeFirstOrThrow();
  return Number(row.last_number);
}

type BillRow = Omit<BillsTable, "id"> & { id: number };

function billOf(row: BillRow): IssuedBill {
  return {
    id: row.id,
    number: row.number,
    sourceKind: row.source_kind as IssuedBill["sourceKind"],
    sourceId: Number(row.source_id),
    registration: row.registration as GstRegistration,
    seller: JSON.parse(row.seller) as IssuedBill["seller"],
    buyer: JSON.parse(row.buyer) as IssuedBill["buyer"],
    placeOfSupply: row.place_of_supply,
    lines: JSON.parse(row.lines) as IssuedBill["lines"],
    totals: {
      total: Number(row.total_paise),
      taxable: Number(row.taxable_paise),
      cgst: Number(row.cgst_paise),
      sgst: Number(row.sgst_paise),
      igst: Number(row.igst_paise),
    },
    paidPaise: Number(row.paid_paise),
    paymentMethod: row.payment_method,
    warranty: JSON.parse(row.warranty) as IssuedBill["warranty"],
    locale: row.locale,
    issuedAt: row.issued_at,
  };
}

export async function insertBill(
  trx: TransactionExecutor,
  bill: Omit<IssuedBill, "id">,
  extra: { fyStart: number; sequence: number; tokenHash: string; issuedBy: string | null },
): Promise<IssuedBill> {
  const row = await trx
    .insertInto("bills")
    .values({
      number: bill.number,
      fy_start: extra.fyStart,
      sequence: extra.sequence,
      source_kind: bill.sourceKind,
      source_id: bill.sourceId,
      token_hash: extra.tokenHash,
      registration: bill.registration,
      seller: JSON.stringify(bill.seller),
      buyer: JSON.stringify(bill.buyer),
      place_of_supply: bill.placeOfSupply,
      lines: JSON.stringify(bill.lines),
      total_paise: bill.totals.total,
      taxable_paise: bill.totals.taxable,
      cgst_paise: bill.totals.cgst,
      sgst_paise: bill.totals.sgst,
      igst_paise: bill.totals.igst,
      paid_paise: bill.paidPaise,
      payment_method: bill.paymentMethod,
      warranty: JSON.stringify(bill.warranty),
      locale: bill.locale,
      issued_at: bill.issuedAt,
      issued_by: extra.issuedBy,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { ...bill, id: Number(row.id) };
}

export async function billBySource(
  db: Executor,
  sourceKind: IssuedBill["sourceKind"],
  sourceId: number,
): Promise<IssuedBill | undefined> {
  const row = await db
    .selectFrom("bills")
    .selectAll()
    .where("source_kind", "=", sourceKind)
    .where("source_id", "=", sourceId)
    .executeTakeFirst();
  return row ? billOf(row) : undefined;
}

/** The bill of an order or a repair named by its number, as its customer's tracking page knows it. */
export async function billOfNumbered(
  db: Executor,
  sourceKind: IssuedBill["sourceKind"],
  number: string,
): Promise<Pick<IssuedBill, "number" | "issuedAt"> | undefined> {
  const row =
    sourceKind === "order"
      ? await db
          .selectFrom("bills")
          .innerJoin("orders", "orders.id", "bills.source_id")
          .where("bills.source_kind", "=", "order")
          .where("orders.order_number", "=", number)
          .select(["bills.number", "bills.issued_at"])
          .executeTakeFirst()
      : await db
          .selectFrom("bills")
          .innerJoin("repairs", "repairs.id", "bills.source_id")
          .where("bills.source_kind", "=", "repair")
          .where("repairs.ticket_number", "=", number)
          .select(["bills.number", "bills.issued_at"])
          .executeTakeFirst();
  return row ? { number: row.number, issuedAt: row.issued_at } : undefined;
}

export async function billById(db: Executor, id: number): Promise<IssuedBill | undefined> {
  const row = await db.selectFrom("bills").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? billOf(row) : undefined;
}

export async function billByTokenHash(
  db: Executor,
  tokenHash: string,
): Promise<IssuedBill | undefined> {
  const row = await db
    .selectFrom("bills")
    .selectAll()
    .where("token_hash", "=", tokenHash)
    .executeTakeFirst();
  return row ? billOf(row) : undefined;
}

/** Bills issued from `from` (inclusive) to `to` (exclusive), ISO times, in number order. */
export async function billsIssuedBetween(db: Executor, from: string, to: string) {
  const rows = await db
    .selectFrom("bills")
    .selectAll()
    .where("issued_at", ">=", from)
    .where("issued_at", "<", to)
    .orderBy("fy_start")
    .orderBy("sequence")
    .execute();
  return rows.map(billOf);
}

export interface CreditNote {
  id: number;
  number: string;
  billId: number;
  billNumber: string;
  reason: string;
  totals: IssuedBill["totals"];
  issuedAt: string;
}

export async function insertCreditNote(
  trx: TransactionExecutor,
  note: Omit<CreditNote, "id" | "billNumber">,
  extra: { fyStart: number; sequence: number; issuedBy: string | null },
): Promise<number> {
  const row = await trx
    .insertInto("credit_notes")
    .values({
      number: note.number,
      fy_start: extra.fyStart,
      sequence: extra.sequence,
      bill_id: note.billId,
      reason: note.reason,
      total_paise: note.totals.total,
      taxable_paise: note.totals.taxable,
      cgst_paise: note.totals.cgst,
      sgst_paise: note.totals.sgst,
      igst_paise: note.totals.igst,
      issued_at: note.issuedAt,
      issued_by: extra.issuedBy,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

const creditNoteColumns = [
  "credit_notes.id",
  "credit_notes.number",
  "credit_notes.bill_id",
  "bills.number as bill_number",
  "credit_notes.reason",
  "credit_notes.total_paise",
  "credit_notes.taxable_paise",
  "credit_notes.cgst_paise",
  "credit_notes.sgst_paise",
  "credit_notes.igst_paise",
  "credit_notes.issued_at",
] as const;

function creditNoteOf(row: {
  id: number;
  number: string;
  bill_id: number;
  bill_number: string;
  reason: string;
  total_paise: number;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  issued_at: string;
}): CreditNote {
  return {
    id: Number(row.id),
    number: row.number,
    billId: Number(row.bill_id),
    billNumber: row.bill_number,
    reason: row.reason,
    totals: {
      total: Number(row.total_paise),
      taxable: Number(row.taxable_paise),
      cgst: Number(row.cgst_paise),
      sgst: Number(row.sgst_paise),
      igst: Number(row.igst_paise),
    },
    issuedAt: row.issued_at,
  };
}

export async function creditNoteForBill(db: Executor, billId: number) {
  const row = await db
    .selectFrom("credit_notes")
    .innerJoin("bills", "bills.id", "credit_notes.bill_id")
    .select(creditNoteColumns)
    .where("credit_notes.bill_id", "=", billId)
    .executeTakeFirst();
  return row ? creditNoteOf(row) : undefined;
}

export async function creditNotesIssuedBetween(db: Executor, from: string, to: string) {
  const rows = await db
    .selectFrom("credit_notes")
    .innerJoin("bills", "bills.id", "credit_notes.bill_id")
    .select(creditNoteColumns)
    .where("credit_notes.issued_at", ">=", from)
    .where("credit_notes.issued_at", "<", to)
    .orderBy("credit_notes.fy_start")
    .orderBy("credit_notes.sequence")
    .execute();
  return rows.map(creditNoteOf);
}

/** How many bills these orders and repairs have (a customer's erasure keeps them as issued). */
export async function countBillsOfSources(
  db: Executor,
  sources: { order: readonly number[]; repair: readonly number[] },
): Promise<number> {
  let count = 0;
  for (const kind of ["order", "repair"] as const) {
    for (const ids of inChunks(sources[kind], 1000)) {
      const row = await db
        .selectFrom("bills")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where("source_kind", "=", kind)
        .where("source_id", "in", ids)
        .executeTakeFirstOrThrow();
      count += Number(row.count);
    }
  }
  return count;
}
