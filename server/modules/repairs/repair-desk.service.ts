import { formatShopDate, formatShopDay } from "../../../domain/shop-time";
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { SignedInAdmin } from "../../../domain/admin-auth";
import type { CallOutcome } from "../../../domain/order-desk";
import { localizedPath } from "../../../domain/locale";
import { trackRepairPath, VISIT_SLOT_LABELS, type VisitSlot } from "../../../domain/repair-booking";
import {
  estimateText,
  estimateTotal,
  PAYMENT_METHOD_LABELS,
  type EstimateLine,
  type PaymentMethod,
  type RepairDetails,
  type RepairStatus,
} from "../../../domain/repair-desk";
import { formatRupees } from "../../../domain/money";
import {
  isLocked,
  isSameClose,
  REOPENED_STATUS,
  repairRefusal,
  type ClosingPayment,
  type RepairRefusal,
} from "../../../domain/repair-rules";
import type { Database } from "../../db/schema";
import type { EventBus } from "../../events/event-bus";
import {
  findActivity,
  findRepair,
  insertActivity,
  insertTrackingLink,
  type ActivityRecord,
  type RepairRecord,
} from "./repair.repository";
import {
  findPhotos,
  isPhotoOfAnyRepair,
  lockRepair,
  updateRepair,
  type RepairChange,
} from "./repair-desk.repository";
import { toTimelineEntry } from "./repair-timeline-entries";
import { customerViewOf, newTrackingToken } from "./repair-view";
import { serviceLog } from "../../service-log";

const log = serviceLog("repair-desk");

interface PlannedChange {
  change?: RepairChange;
  activity: Omit<ActivityRecord, "adminEmail" | "createdAt">[];
  link?: string;
}

/** A change's answer: the repair afterwards (`changed` false when it was so already), or why not. */
export type RepairChangeResult =
  { ok: true; repair: RepairRecord; changed: boolean } | { ok: false; refusal: RepairRefusal };

/**
 * The owner's repair queue: the list and its counts, one repair's details, and every change the
 * owner makes, each recorded on the repair's timeline with who and when, then announced on the
 * `repairs` topic. What may change in which status is `domain/repair-rules.ts`.
 */
export class RepairDesk {
  readonly #origin = randomUUID();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly events: EventBus,
  ) {}

  async details(id: number): Promise<RepairDetails | undefined> {
    const repair = await findRepair(this.db, id);
    if (!repair) return undefined;
    const [photos, activity] = await Promise.all([
      findPhotos(this.db, id),
      findActivity(this.db, id),
    ]);
    return {
      ...customerViewOf(repair),
      warrantyUntil: repair.warrantyUntil,
      customerName: repair.customerName,
      customerMobile: repair.customerMobile,
      address: repair.address,
      landmark: repair.landmark,
      pin: repair.pin,
      partsUsed: repair.partsUsed,
      paymentMethod: repair.paymentMethod,
      paymentPaise: repair.paymentPaise,
      closedAt: repair.closedAt,
      locale: repair.locale,
      photos,
      timeline: [{ kind: "created", at: repair.createdAt }, ...activity.map(toTimelineEntry)],
    };
  }

  /** Whether a stored photo belongs to a repair (only those are served, and only to admins). */
  isRepairPhoto(name: string): Promise<boolean> {
    return isPhotoOfAnyRepair(this.db, name);
  }

  setStatus(id: number, status: RepairStatus, admin: SignedInAdmin) {
    return this.#change(id, admin, (repair) => {
      const refusal = repairRefusal(repair.status, "status", status);
      if (refusal) return { refusal };
      return repair.status === status
        ? undefined
        : { change: { status }, activity: [{ kind: "status", status, detail: null }] };
    });
  }

  scheduleVisit(
    id: number,
    visit: { visitDate: string; visitSlot: VisitSlot; technician: string },
    admin: SignedInAdmin,
  ) {
    return this.#change(id, admin, (repair) => {
      const refusal = repairRefusal(repair.status, "schedule");
      if (refusal) return { refusal };
      const moves = repair.status === "requested";
      return {
        change: {
          visit_date: visit.visitDate,
          visit_slot: visit.visitSlot,
          technician: visit.technician,
          ...(moves ? { status: "visit_scheduled" } : {}),
        },
        activity: [
          {
            kind: "schedule",
            status: null,
            detail: `${formatShopDay(visit.visitDate, "en")}, ${VISIT_SLOT_LABELS[visit.visitSlot]}, ${visit.technician}`,
          },
          ...(moves ? [{ kind: "status", status: "visit_scheduled", detail: null }] : []),
        ],
      };
    });
  }

  /**
   * Records the estimate and marks it sent; a changed estimate gets a new version, so an answer
   * given to the earlier one no longer counts. Answers a new private link for the message.
   */
  async sendEstimate(
    id: number,
    lines: EstimateLine[],
    admin: SignedInAdmin,
    /** Why the owner took the visit charge off, for the timeline. */
    visitChargeRemoved?: string,
  ): Promise<
    (RepairChangeResult & { ok: true; trackingPath: string }) | (RepairChangeResult & { ok: false })
  > {
    const { token, hash } = newTrackingToken();
    const text = [
      estimateText(lines),
      ...(visitChargeRemoved ? [`Visit charge removed: ${visitChargeRemoved}`] : []),
    ].join("\n");
    const result = await this.#change(id, admin, (repair, at) => {
      const refusal = repairRefusal(repair.status, "estimate");
      if (refusal) return { refusal };
      return {
        change: {
          estimate_lines: JSON.stringify(lines),
          estimate_total_paise: estimateTotal(lines),
          estimate_version: repair.estimateVersion + 1,
          estimate_sent_at: at,
          estimate_answer: null,
          estimate_answered_at: null,
          status: "estimate_sent",
        },
        activity: [
          {
            kind: "estimate",
            status: null,
            detail: JSON.stringify({ version: repair.estimateVersion + 1, lines, text }),
          },
          ...(repair.status === "estimate_sent"
            ? []
            : [{ kind: "status", status: "estimate_sent", detail: null }]),
        ],
        link: hash,
      };
    });
    // The link opens the page in the customer's own language.
    return result.ok
      ? { ...result, trackingPath: localizedPath(trackRepairPath(token), result.repair.locale) }
      : result;
  }

  setPartsUsed(id: number, partsUsed: string, admin: SignedInAdmin) {
    return this.#change(id, admin, (repair) => {
      const refusal = repairRefusal(repair.status, "parts");
      if (refusal) return { refusal };
      return {
        change: { parts_used: partsUsed },
        activity: [{ kind: "parts", status: null, detail: partsUsed || "(cleared)" }],
      };
    });
  }

  /**
   * Handed over and paid: the payment, the warranty's end and the status closed, with one payment
   * entry, in one transaction. The same close asked again (a second tap) changes nothing; any
   * other close of a closed repair is refused, so neither the payment nor the warranty moves
   * until the repair is reopened.
   */
  close(
    id: number,
    payment: ClosingPayment & { paymentMethod: PaymentMethod },
    admin: SignedInAdmin,
  ) {
    return this.#change(id, admin, (repair, at) => {
      if (isLocked(repair.status) && isSameClose(repair, payment)) return undefined;
      const refusal = repairRefusal(repair.status, "close");
      if (refusal) return { refusal };
      return {
        change: {
          payment_method: payment.paymentMethod,
          payment_paise: payment.amountPaise,
          warranty_until: payment.warrantyUntil,
          closed_at: at,
          status: "closed",
        },
        activity: [
          {
            kind: "payment",
            status: null,
            detail: `${formatRupees(payment.amountPaise)} by ${PAYMENT_METHOD_LABELS[payment.paymentMethod]}; warranty until ${formatShopDate(payment.warrantyUntil, "en")}`,
          },
          { kind: "status", status: "closed", detail: null },
        ],
      };
    });
  }

  /**
   * Undoes the close: the repair is open again (status 'Repaired') and its payment no longer
   * counts; the warranty date stays as the next close's suggestion. Recorded on the timeline with
   * the payment it undid.
   */
  reopen(id: number, admin: SignedInAdmin) {
    return this.#change(id, admin, (repair) => {
      const refusal = repairRefusal(repair.status, "reopen");
      if (refusal) return { refusal };
      const paid =
        repair.paymentPaise === null || repair.paymentMethod === null
          ? "no payment recorded"
          : `${formatRupees(repair.paymentPaise)} by ${PAYMENT_METHOD_LABELS[repair.paymentMethod]}`;
      return {
        change: {
          status: REOPENED_STATUS,
          payment_method: null,
          payment_paise: null,
          closed_at: null,
        },
        activity: [{ kind: "reopen", status: REOPENED_STATUS, detail: `Payment undone: ${paid}` }],
      };
    });
  }

  addNote(id: number, text: string, admin: SignedInAdmin) {
    return this.#change(id, admin, () => ({
      activity: [{ kind: "note", status: null, detail: text }],
    }));
  }

  logCall(id: number, outcome: CallOutcome, admin: SignedInAdmin) {
    return this.#change(id, admin, () => ({
      activity: [{ kind: "call", status: null, detail: outcome }],
    }));
  }

  /** A new private link for the repair (the job card's QR code); undefined when it does not exist. */
  async issueTrackingLink(id: number): Promise<string | undefined> {
    const { token, hash } = newTrackingToken();
    const repair = await this.db.transaction().execute(async (trx) => {
      const found = await findRepair(trx, id);
      if (found) await insertTrackingLink(trx, id, hash, new Date().toISOString());
      return found;
    });
    return repair && localizedPath(trackRepairPath(token), repair.locale);
  }

  /**
   * One change in one transaction, the repair's row locked first: `plan` sees the repair as it is
   * and says what to set and record, or why not (undefined: nothing to do).
   */
  async #change(
    id: number,
    admin: SignedInAdmin,
    plan: (
      repair: RepairRecord,
      at: string,
    ) => PlannedChange | { refusal: RepairRefusal } | undefined,
  ): Promise<RepairChangeResult> {
    const at = new Date().toISOString();
    const result = await this.db.transaction().execute(async (trx) => {
      const repair = await lockRepair(trx, id);
      if (!repair) return { ok: false as const, refusal: "not_found" as const };
      const planned = plan(repair, at);
      if (!planned) return { ok: true as const, repair, changed: false };
      if ("refusal" in planned) return { ok: false as const, refusal: planned.refusal };
      await updateRepair(trx, id, planned.change ?? {}, at);
      for (const activity of planned.activity) {
        await insertActivity(trx, id, { ...activity, adminEmail: admin.email, createdAt: at });
      }
      if (planned.link) await insertTrackingLink(trx, id, planned.link, at);
      return { ok: true as const, repair: (await findRepair(trx, id))!, changed: true };
    });
    if (result.ok && result.changed) await this.#announce(id);
    return result;
  }

  async #announce(repairId: number): Promise<void> {
    try {
      await this.events.publish("repairs", { kind: "updated", repairId, origin: this.#origin });
    } catch (error) {
      log.error(`Could not announce the change of repair ${repairId}`, error);
    }
  }
}
