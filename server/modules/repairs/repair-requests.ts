import type { Kysely } from "kysely";
import { refusal, type RefusalOf } from "../../../domain/refusals";
import { VISIT_SLOT_LABELS } from "../../../domain/repair-booking";
import type { CustomerRepairView } from "../../../domain/repair-desk";
import { anotherDayAsked, type AnotherDay } from "../../../domain/repair-requests";
import { customerMayChange } from "../../../domain/repair-rules";
import { formatShopDay } from "../../../domain/shop-time";
import type { Database } from "../../db/schema";
import { lockRepair, updateRepair } from "./repair-desk.repository";
import { findActivity, insertActivity } from "./repair.repository";
import { toTimelineEntry } from "./repair-timeline-entries";

/** What the customer's page is told; `changed` when something was recorded. */
export type CustomerRequestAnswer = {
  changed: boolean;
  answer: RefusalOf<"repair">;
};

/**
 * The customer cancels their request. The repair is locked while it is read, so a double tap or
 * two tabs record one cancellation; the second is told it was already cancelled.
 */
export function cancelRequest(
  db: Kysely<Database>,
  repairId: number,
): Promise<CustomerRequestAnswer> {
  return db.transaction().execute(async (trx) => {
    const repair = await lockRepair(trx, repairId);
    if (repair?.status === "cancelled") {
      return { changed: false, answer: refusal("repair.already-cancelled") };
    }
    if (!repair || !customerMayChange(repair.status)) {
      return { changed: false, answer: refusal("repair.not-open") };
    }
    const at = new Date().toISOString();
    await updateRepair(trx, repairId, { status: "cancelled" }, at);
    await insertActivity(trx, repairId, {
      kind: "request",
      status: "cancelled",
      detail: "Cancelled by the customer",
      adminEmail: null,
      createdAt: at,
    });
    return { changed: true, answer: refusal("repair.cancelled") };
  });
}

/**
 * The customer asks for another day: it becomes the day they ask for, and the owner, told live,
 * schedules (or moves) the visit.
 */
export function askAnotherDay(
  db: Kysely<Database>,
  repairId: number,
  day: AnotherDay,
): Promise<CustomerRequestAnswer> {
  return db.transaction().execute(async (trx) => {
    const repair = await lockRepair(trx, repairId);
    if (!repair || !customerMayChange(repair.status)) {
      return { changed: false, answer: refusal("repair.not-open") };
    }
    const at = new Date().toISOString();
    await updateRepair(trx, repairId, { preferred_date: day.date, preferred_slot: day.slot }, at);
    await insertActivity(trx, repairId, {
      kind: "request",
      status: null,
      detail: `Asked for another day: ${formatShopDay(day.date, "en")}, ${VISIT_SLOT_LABELS[day.slot]}`,
      adminEmail: null,
      createdAt: at,
    });
    return { changed: true, answer: refusal("repair.day-asked") };
  });
}

/**
 * The day the customer asked for that still waits for the shop (`anotherDayAsked`), or null: their
 * page tells them so until the owner schedules again, as the visit shown is the one booked.
 */
export async function dayAskedWaiting(
  db: Kysely<Database>,
  repair: CustomerRepairView,
): Promise<AnotherDay | null> {
  const timeline = (await findActivity(db, repair.id)).map(toTimelineEntry);
  const asked = anotherDayAsked({ ...repair, timeline });
  return asked?.waiting ? { date: asked.date, slot: asked.slot } : null;
}
