import { BASE_LOCALE, isLocale, type Locale } from "../../../domain/locale";
import type { RepairAppliance, VisitSlot, VisitType } from "../../../domain/repair-booking";
import type {
  EstimateAnswer,
  EstimateLine,
  PaymentMethod,
  RepairListRow,
  RepairStatus,
} from "../../../domain/repair-desk";
import type { Executor } from "../../db/executor";
import type { RepairsTable } from "../../db/schema-repairs";

/*
 * What every repair service reads and writes alike: the repair as stored, its private links and
 * its timeline's entries. Each service's own queries are in its repository beside it.
 */

/** A repair as stored, in the shapes the service works with. */
export interface RepairRecord extends RepairListRow {
  requestHash: string;
  model: string;
  landmark: string;
  estimateLines: EstimateLine[] | null;
  estimateVersion: number;
  estimateTotalPaise: number | null;
  estimateSentAt: string | null;
  estimateAnswer: EstimateAnswer | null;
  estimateAnsweredAt: string | null;
  partsUsed: string;
  paymentMethod: PaymentMethod | null;
  paymentPaise: number | null;
  closedAt: string | null;
  warrantyUntil: string | null;
  /** The customer's language. */
  locale: Locale;
}

export interface NewRepair {
  ticketNumber: string;
  idempotencyKey: string;
  requestHash: string;
  appliance: RepairAppliance;
  brand: string;
  model: string;
  problem: string;
  customerName: string;
  customerMobile: string;
  visitType: VisitType;
  address: string;
  landmark: string;
  pin: string;
  preferredDate: string;
  preferredSlot: VisitSlot;
  /** English when absent. */
  locale?: Locale;
  createdAt: string;
}

export type RepairDbRow = Omit<
  RepairsTable,
  "id" | "estimate_version" | "parts_used" | "locale"
> & {
  id: number;
  estimate_version: number;
  parts_used: string;
  locale: string;
};

export function toRecord(row: RepairDbRow): RepairRecord {
  return {
    id: row.id,
    ticketNumber: row.ticket_number,
    requestHash: row.request_hash,
    appliance: row.appliance as RepairAppliance,
    brand: row.brand,
    model: row.model,
    problem: row.problem,
    customerName: row.customer_name,
    customerMobile: row.customer_mobile,
    visitType: row.visit_type as VisitType,
    address: row.address,
    landmark: row.landmark,
    pin: row.pin,
    preferredDate: row.preferred_date,
    preferredSlot: row.preferred_slot as VisitSlot,
    status: row.status as RepairStatus,
    visitDate: row.visit_date,
    visitSlot: row.visit_slot as VisitSlot | null,
    technician: row.technician,
    estimateLines: row.estimate_lines ? (JSON.parse(row.estimate_lines) as EstimateLine[]) : null,
    estimateVersion: row.estimate_version,
    estimateTotalPaise: row.estimate_total_paise,
    estimateSentAt: row.estimate_sent_at,
    estimateAnswer: row.estimate_answer as EstimateAnswer | null,
    estimateAnsweredAt: row.estimate_answered_at,
    partsUsed: row.parts_used,
    paymentMethod: row.payment_method as PaymentMethod | null,
    paymentPaise: row.payment_paise,
    closedAt: row.closed_at,
    warrantyUntil: row.warranty_until,
    locale: isLocale(row.locale) ? row.locale : BASE_LOCALE,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function findRepair(db: Executor, id: number): Promise<RepairRecord | undefined> {
  const row = await db.selectFrom("repairs").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

export async function insertTrackingLink(
  db: Executor,
  repairId: number,
  tokenHash: string,
  at: string,
): Promise<void> {
  await db
    .insertInto("repair_tracking_links")
    .values({ repair_id: repairId, tracking_token_hash: tokenHash, created_at: at })
    .execute();
}

export interface ActivityRecord {
  kind: string;
  status: string | null;
  detail: string | null;
  adminEmail: string | null;
  createdAt: string;
}

export async function insertActivity(
  db: Executor,
  repairId: number,
  activity: ActivityRecord,
): Promise<void> {
  await db
    .insertInto("repair_activity")
    .values({
      repair_id: repairId,
      kind: activity.kind,
      status: activity.status,
      detail: activity.detail,
      admin_email: activity.adminEmail,
      created_at: activity.createdAt,
    })
    .execute();
}

export async function findActivity(db: Executor, repairId: number): Promise<ActivityRecord[]> {
  const rows = await db
    .selectFrom("repair_activity")
    .select(["kind", "status", "detail", "admin_email", "created_at"])
    .where("repair_id", "=", repairId)
    .orderBy("created_at")
    .execute();
  return rows.map((row) => ({
    kind: row.kind,
    status: row.status,
    detail: row.detail,
    adminEmail: row.admin_email,
    createdAt: row.created_at,
  }));
}
