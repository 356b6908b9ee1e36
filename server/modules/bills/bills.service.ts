import { financialYearOf, billNumber, creditNoteNumber } from "../../../domain/bills/bill-number";
import {
  billFigures,
  GSTIN_MISSING_MESSAGE,
  sellerOf,
  type BillDraft,
  type IssuedBill,
} from "../../../domain/bills/bill-document";
import { orderBillDraft, repairBillDraft } from "../../../domain/bills/bill-drafts";
import { BILL_ADDRESS_NEEDED } from "../../../domain/bills/place-of-supply";
import { ADDRESS_ON_BILL_FROM_PAISE } from "../../../domain/sales";
import { gstMonthSpan, gstSummary } from "../../../domain/bills/gst-summary";
import type { ShopSettings } from "../../../domain/settings";
import { shopInLanguage } from "../../../domain/shop-texts-hindi";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { trackingTokenHash, type TrackingLinks } from "../orders/tracking-links";
import {
  billById,
  billOfNumbered,
  billsIssuedBetween,
  creditNotesIssuedBetween,
  billBySource,
  billByTokenHash,
  creditNoteForBill,
  insertBill,
  insertCreditNote,
  takeNumber,
  type CreditNote,
} from "./bill.repository";
import {
  lockBillSource,
  orderForBill,
  paidOnSource,
  repairForBill,
} from "./bill-sources.repository";

export const billRefusals = {
  noOrder: "No such order",
  noRepair: "No such repair",
  cancelledOrder: "A cancelled order gets no bill",
  repairNotClosed: "A repair gets its bill when it is closed with its payment",
  gstinMissing: GSTIN_MISSING_MESSAGE,
  noBill: "No such bill",
  alreadyCredited: "This bill already has a credit note",
  reasonRequired: "Give the reason for the credit note (e.g. 'Sale cancelled, money returned')",
  addressNeeded: BILL_ADDRESS_NEEDED,
} as const;

/** The draft with the state and address the admin gave on 'Issue bill' (the source's own first). */
function withBuyer(draft: BillDraft, state: string, address: string): BillDraft {
  return {
    ...draft,
    buyer: { ...draft.buyer, state: state || undefined, address: draft.buyer.address || address },
  };
}

/** Rule 46: from ₹50,000 (the total, a little above the taxable value: the safe side). */
function needsAddress(draft: BillDraft, totalPaise: number): boolean {
  return totalPaise >= ADDRESS_ON_BILL_FROM_PAISE && draft.buyer.address.trim() === "";
}

export type BillAnswer = { bill: IssuedBill; token: string } | { refusal: string };

/** A bill as a page shows it: what was issued, what is paid now, and its credit note if any. */
export interface BillView {
  bill: IssuedBill;
  token: string;
  paidNowPaise: number;
  creditNote: CreditNote | undefined;
}

/**
 * Issues bills and credit notes (issue 32, decision 33): numbered per financial year in the
 * issuing transaction, one bill per order or repair (a double tap, a second admin or another
 * instance gets the bill already made), never changed afterwards.
 */
export class Bills {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly links: TrackingLinks,
    private readonly settings: () => ShopSettings,
    private readonly now: () => Date = () => new Date(),
  ) {}

  tokenFor(bill: Pick<IssuedBill, "number" | "issuedAt">): string {
    return this.links.tokenFor({ orderNumber: bill.number, createdAt: bill.issuedAt });
  }

  /**
   * `buyerState`: GST's code of the customer's state when it is not the shop's (IGST);
   * `buyerAddress`: the customer's address when the order has none.
   */
  async issueForOrder(
    orderId: number,
    issuedBy: string | null,
    buyerState = "",
    buyerAddress = "",
  ): Promise<BillAnswer> {
    const existing = await billBySource(this.db, "order", orderId);
    if (existing) return { bill: existing, token: this.tokenFor(existing) };
    const source = await orderForBill(this.db, orderId);
    if (!source) return { refusal: billRefusals.noOrder };
    if (source.status === "cancelled") return { refusal: billRefusals.cancelledOrder };
    return this.#issue(
      withBuyer(orderBillDraft(source.order, this.settings()), buyerState, buyerAddress),
      issuedBy,
    );
  }

  async issueForRepair(
    repairId: number,
    issuedBy: string | null,
    buyerState = "",
    buyerAddress = "",
  ): Promise<BillAnswer> {
    const existing = await billBySource(this.db, "repair", repairId);
    if (existing) return { bill: existing, token: this.tokenFor(existing) };
    const source = await repairForBill(this.db, repairId);
    if (!source) return { refusal: billRefusals.noRepair };
    if (source.status !== "closed") return { refusal: billRefusals.repairNotClosed };
    return this.#issue(
      withBuyer(repairBillDraft(source.repair, this.settings()), buyerState, buyerAddress),
      issuedBy,
    );
  }

  /** Whether 'Issue bill' must ask for the customer's address: none given, and ₹50,000 or more. */
  async asksAddress(kind: "order" | "repair", id: number): Promise<boolean> {
    const settings = this.settings();
    let draft: BillDraft | undefined;
    if (kind === "order") {
      const source = await orderForBill(this.db, id);
      draft = source && orderBillDraft(source.order, settings);
    } else {
      const source = await repairForBill(this.db, id);
      draft = source && repairBillDraft(source.repair, settings);
    }
    if (!draft) return false;
    const { totals } = billFigures(draft, settings.gstRegistration, settings.gstin);
    return needsAddress(draft, totals.total);
  }

  async #issue(draft: BillDraft, issuedBy: string | null): Promise<BillAnswer> {
    const settings = this.settings();
    if (settings.gstRegistration !== "none" && settings.gstin === "") {
      return { refusal: billRefusals.gstinMissing };
    }
    const { lines, totals, placeOfSupply } = billFigures(
      draft,
      settings.gstRegistration,
      settings.gstin,
    );
    // Issued by itself (an order delivered, a repair closed) it waits for the owner's 'Issue bill'.
    if (needsAddress(draft, totals.total)) return { refusal: billRefusals.addressNeeded };
    const seller = sellerOf(settings, shopInLanguage(settings, "hi"));
    try {
      const bill = await this.db.transaction().execute(async (trx) => {
        if (!(await lockBillSource(trx, draft.sourceKind, draft.sourceId))) return undefined;
        const issuedAt = this.now().toISOString();
        const year = financialYearOf(new Date(issuedAt));
        const sequence = await takeNumber(trx, "bill", year.startYear);
        const number = billNumber(settings.billPrefix, year, sequence);
        return insertBill(
          trx,
          {
            number,
            sourceKind: draft.sourceKind,
            sourceId: draft.sourceId,
            registration: settings.gstRegistration,
            seller,
            buyer: draft.buyer,
            placeOfSupply,
            lines,
            totals,
            paidPaise: draft.paidPaise,
            paymentMethod: draft.paymentMethod,
            warranty: draft.warranty,
            locale: draft.locale,
            issuedAt,
          },
          {
            fyStart: year.startYear,
            sequence,
            tokenHash: trackingTokenHash(this.tokenFor({ number, issuedAt })),
            issuedBy,
          },
        );
      });
      if (!bill) {
        return {
          refusal: draft.sourceKind === "order" ? billRefusals.noOrder : billRefusals.noRepair,
        };
      }
      return { bill, token: this.tokenFor(bill) };
    } catch (error) {
      // Another admin or instance billed the same order a moment before: its transaction held
      // the counter, so this one's number was given back with the refused insert.
      const made = await billBySource(this.db, draft.sourceKind, draft.sourceId);
      if (made) return { bill: made, token: this.tokenFor(made) };
      throw error;
    }
  }

  async creditNote(billId: number, reason: string, issuedBy: string | null) {
    const trimmed = reason.trim();
    if (trimmed === "" || trimmed.length > 300) return { refusal: billRefusals.reasonRequired };
    const bill = await billById(this.db, billId);
    if (!bill) return { refusal: billRefusals.noBill };
    if (await creditNoteForBill(this.db, billId)) return { refusal: billRefusals.alreadyCredited };
    try {
      await this.db.transaction().execute(async (trx) => {
        const issuedAt = this.now().toISOString();
        const year = financialYearOf(new Date(issuedAt));
        const sequence = await takeNumber(trx, "credit-note", year.startYear);
        await insertCreditNote(
          trx,
          {
            number: creditNoteNumber(year, sequence),
            billId,
            reason: trimmed,
            totals: bill.totals,
            issuedAt,
          },
          { fyStart: year.startYear, sequence, issuedBy },
        );
      });
    } catch (error) {
      if (await creditNoteForBill(this.db, billId))
        return { refusal: billRefusals.alreadyCredited };
      throw error;
    }
    return { creditNote: (await creditNoteForBill(this.db, billId))! };
  }

  async #view(bill: IssuedBill | undefined): Promise<BillView | undefined> {
    if (!bill) return undefined;
    return {
      bill,
      token: this.tokenFor(bill),
      paidNowPaise: await paidOnSource(this.db, bill.sourceKind, bill.sourceId),
      creditNote: await creditNoteForBill(this.db, bill.id),
    };
  }

  /** The customer's bill behind their private link. */
  async byToken(token: string): Promise<BillView | undefined> {
    if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return undefined;
    return this.#view(await billByTokenHash(this.db, trackingTokenHash(token)));
  }

  /**
   * The bill link for the customer's tracking page of an order or repair (by its number), once
   * the bill is issued.
   */
  async customerLink(
    kind: "order" | "repair",
    number: string,
  ): Promise<{ number: string; token: string } | null> {
    const bill = await billOfNumbered(this.db, kind, number);
    return bill ? { number: bill.number, token: this.tokenFor(bill) } : null;
  }

  /**
   * The month's GST summary (YYYY-MM, India time): its bills, less the credit notes issued in it
   * (each for its whole bill, whenever that was issued), with the numbers issued in each series.
   */
  async monthSummary(month: string) {
    const { from, to } = gstMonthSpan(month);
    const [bills, notes] = await Promise.all([
      billsIssuedBetween(this.db, from, to),
      creditNotesIssuedBetween(this.db, from, to),
    ]);
    // A month has few credit notes; each reads its bill's stored lines.
    const credited = await Promise.all(notes.map((note) => billById(this.db, note.billId)));
    // Another state than the shop's own makes the supply inter-state (IGST, GSTR-1 Table 5).
    const interState = (bill: IssuedBill) =>
      bill.seller.state !== "" && bill.placeOfSupply !== bill.seller.state;
    const summary = gstSummary([
      ...bills.map((bill) => ({
        kind: "bill" as const,
        number: bill.number,
        issuedAt: bill.issuedAt,
        billNumber: bill.number,
        placeOfSupply: bill.placeOfSupply,
        interState: interState(bill),
        registration: bill.registration,
        lines: bill.lines,
      })),
      ...notes.map((note, index) => {
        const bill = credited[index]!;
        return {
          kind: "credit-note" as const,
          number: note.number,
          issuedAt: note.issuedAt,
          billNumber: note.billNumber,
          placeOfSupply: bill.placeOfSupply,
          interState: interState(bill),
          registration: bill.registration,
          lines: bill.lines,
        };
      }),
    ]);
    return {
      ...summary,
      billNumbers: bills.map((bill) => bill.number),
      creditNotes: {
        ...summary.creditNotes,
        numbers: notes.map((note) => `${note.number} (${note.billNumber})`),
      },
    };
  }

  async byId(id: number): Promise<BillView | undefined> {
    return this.#view(await billById(this.db, id));
  }

  async forSource(kind: "order" | "repair", id: number): Promise<BillView | undefined> {
    return this.#view(await billBySource(this.db, kind, id));
  }
}
