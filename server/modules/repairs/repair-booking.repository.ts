import { BASE_LOCALE } from "../../../domain/locale";
import type { EstimateAnswer } from "../../../domain/repair-desk";
import type { Executor } from "../../db/executor";
import { toRecord, type NewRepair, type RepairRecord } from "./repair.repository";

/** The customer's side of repairs (`Repairs`): booking, finding by link or ticket, answering. */

export async function insertRepair(db: Executor, repair: NewRepair): Promise<number> {
  const { id } = await db
    .insertInto("repairs")
    .values({
      ticket_number: repair.ticketNumber,
      idempotency_key: repair.idempotencyKey,
      request_hash: repair.requestHash,
      appliance: repair.appliance,
      brand: repair.brand,
      model: repair.model,
      problem: repair.problem,
      customer_name: repair.customerName,
      customer_mobile: repair.customerMobile,
      visit_type: repair.visitType,
      address: repair.address,
      landmark: repair.landmark,
      pin: repair.pin,
      preferred_date: repair.preferredDate,
      preferred_slot: repair.preferredSlot,
      status: "requested",
      locale: repair.locale ?? BASE_LOCALE,
      created_at: repair.createdAt,
      updated_at: repair.createdAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

export async function ticketNumberTaken(db: Executor, ticketNumber: string): Promise<boolean> {
  const row = await db
    .selectFrom("repairs")
    .select("id")
    .where("ticket_number", "=", ticketNumber)
    .executeTakeFirst();
  return row !== undefined;
}

export async function findRepairByKey(
  db: Executor,
  idempotencyKey: string,
): Promise<RepairRecord | undefined> {
  const row = await db
    .selectFrom("repairs")
    .selectAll()
    .where("idempotency_key", "=", idempotencyKey)
    .executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

export async function findRepairByTicket(
  db: Executor,
  ticketNumber: string,
  mobile: string,
): Promise<RepairRecord | undefined> {
  const row = await db
    .selectFrom("repairs")
    .selectAll()
    .where("ticket_number", "=", ticketNumber)
    .where("customer_mobile", "=", mobile)
    .executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

export async function findRepairByTokenHash(
  db: Executor,
  tokenHash: string,
): Promise<RepairRecord | undefined> {
  const row = await db
    .selectFrom("repair_tracking_links")
    .innerJoin("repairs", "repairs.id", "repair_tracking_links.repair_id")
    .selectAll("repairs")
    .where("repair_tracking_links.tracking_token_hash", "=", tokenHash)
    .executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

export async function insertPhotos(db: Executor, repairId: number, names: string[]): Promise<void> {
  if (names.length === 0) return;
  await db
    .insertInto("repair_photos")
    .values(names.map((name, position) => ({ repair_id: repairId, position, name })))
    .execute();
}

/**
 * Sets the answer only while the estimate the customer saw is still the one awaiting an answer:
 * the condition is in the UPDATE, so two answers at once, or an answer racing a new estimate,
 * cannot both win. Returns whether it did.
 */
export async function answerEstimate(
  db: Executor,
  id: number,
  version: number,
  answer: EstimateAnswer,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable("repairs")
    .set({ estimate_answer: answer, estimate_answered_at: at, status: answer, updated_at: at })
    .where("id", "=", id)
    .where("estimate_version", "=", version)
    .where("status", "=", "estimate_sent")
    .where("estimate_answer", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
