import { sql, type Expression, type ExpressionBuilder, type SqlBool } from "kysely";
import { BASE_LOCALE, isLocale, type Locale } from "../../../domain/locale";
import type { RepairAppliance, VisitSlot, VisitType } from "../../../domain/repair-booking";
import type {
  EstimateAnswer,
  EstimateLine,
  PaymentMethod,
  RepairListRow,
  RepairSort,
  RepairStatus,
} from "../../../domain/repair-desk";
import { isPostgres, type Executor } from "../../db/executor";
import type { Database, RepairsTable } from "../../db/schema";

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

type RepairDbRow = Omit<RepairsTable, "id" | "estimate_version" | "parts_used" | "locale"> & {
  id: number;
  estimate_version: number;
  parts_used: string;
  locale: string;
};

function toRecord(row: RepairDbRow): RepairRecord {
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

export async function findRepair(db: Executor, id: number): Promise<RepairRecord | undefined> {
  const row = await db.selectFrom("repairs").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

/**
 * The repair, its row locked until the transaction ends (PostgreSQL; SQLite's transactions already
 * write one at a time), so a change decided on what it read cannot race another change.
 */
export async function lockRepair(db: Executor, id: number): Promise<RepairRecord | undefined> {
  const query = db.selectFrom("repairs").selectAll().where("id", "=", id);
  const row = await (isPostgres(db) ? query.forUpdate() : query).executeTakeFirst();
  return row ? toRecord(row) : undefined;
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

export async function insertPhotos(db: Executor, repairId: number, names: string[]): Promise<void> {
  if (names.length === 0) return;
  await db
    .insertInto("repair_photos")
    .values(names.map((name, position) => ({ repair_id: repairId, position, name })))
    .execute();
}

export async function findPhotos(db: Executor, repairId: number): Promise<string[]> {
  const rows = await db
    .selectFrom("repair_photos")
    .select("name")
    .where("repair_id", "=", repairId)
    .orderBy("position")
    .execute();
  return rows.map((row) => row.name);
}

export async function isPhotoOfAnyRepair(db: Executor, name: string): Promise<boolean> {
  const row = await db
    .selectFrom("repair_photos")
    .select("repair_id")
    .where("name", "=", name)
    .executeTakeFirst();
  return row !== undefined;
}

/** The columns a change sets, in the table's own names. */
export type RepairChange = Partial<
  Pick<
    RepairsTable,
    | "status"
    | "visit_date"
    | "visit_slot"
    | "technician"
    | "estimate_lines"
    | "estimate_total_paise"
    | "estimate_sent_at"
    | "estimate_answer"
    | "estimate_answered_at"
    | "payment_method"
    | "payment_paise"
    | "closed_at"
    | "warranty_until"
  >
> & { parts_used?: string; estimate_version?: number };

export async function updateRepair(
  db: Executor,
  id: number,
  change: RepairChange,
  at: string,
): Promise<void> {
  await db
    .updateTable("repairs")
    .set({ ...change, updated_at: at })
    .where("id", "=", id)
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

export interface RepairFilters {
  text?: string;
  /** Digits of the search, to find a mobile number typed with spaces. */
  digits?: string;
  statuses?: readonly RepairStatus[];
  appliance?: RepairAppliance;
  visitFrom?: string;
  visitTo?: string;
}

function containsPattern(text: string): string {
  return `%${text.replace(/[!%_]/g, (character) => `!${character}`)}%`;
}

function matches(
  eb: ExpressionBuilder<Database, "repairs">,
  filters: RepairFilters,
  postgres: boolean,
): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [];
  if (filters.text) {
    const pattern = containsPattern(filters.text.toLowerCase());
    const upper = containsPattern(filters.text.toUpperCase());
    const name = postgres
      ? sql<SqlBool>`lower(repairs.customer_name) like ${pattern} escape '!'`
      : sql<SqlBool>`repairs.customer_name like ${pattern} escape '!'`;
    const searched: Expression<SqlBool>[] = [
      name,
      sql<SqlBool>`repairs.ticket_number like ${upper} escape '!'`,
      sql<SqlBool>`repairs.pin like ${pattern} escape '!'`,
    ];
    if (filters.digits) {
      searched.push(
        sql<SqlBool>`repairs.customer_mobile like ${containsPattern(filters.digits)} escape '!'`,
      );
    }
    conditions.push(eb.or(searched));
  }
  if (filters.statuses) conditions.push(eb("repairs.status", "in", [...filters.statuses]));
  if (filters.appliance) conditions.push(eb("repairs.appliance", "=", filters.appliance));
  // A request not yet scheduled counts on the day the customer asked for.
  const visitDay = sql<string>`coalesce(repairs.visit_date, repairs.preferred_date)`;
  if (filters.visitFrom) conditions.push(eb(visitDay, ">=", filters.visitFrom));
  if (filters.visitTo) conditions.push(eb(visitDay, "<=", filters.visitTo));
  return eb.and(conditions);
}

export async function findRepairs(
  db: Executor,
  filters: RepairFilters,
  sort: RepairSort,
  limit: number,
): Promise<RepairRecord[]> {
  let query = db
    .selectFrom("repairs")
    .selectAll()
    .where((eb) => matches(eb, filters, isPostgres(db)));
  query =
    sort === "visit"
      ? query
          .orderBy(sql`coalesce(repairs.visit_date, repairs.preferred_date)`, "asc")
          .orderBy(
            sql`case coalesce(repairs.visit_slot, repairs.preferred_slot) when 'morning' then 0 when 'afternoon' then 1 else 2 end`,
            "asc",
          )
          .orderBy("repairs.id", "asc")
      : query
          .orderBy("repairs.created_at", sort === "oldest" ? "asc" : "desc")
          .orderBy("repairs.id", sort === "oldest" ? "asc" : "desc");
  const rows = await query.limit(limit).execute();
  return rows.map(toRecord);
}

export async function countMatching(db: Executor, filters: RepairFilters): Promise<number> {
  const { count } = await db
    .selectFrom("repairs")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where((eb) => matches(eb, filters, isPostgres(db)))
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function countByStatus(db: Executor): Promise<Map<RepairStatus, number>> {
  const rows = await db
    .selectFrom("repairs")
    .select(["status", (eb) => eb.fn.countAll<number>().as("count")])
    .groupBy("status")
    .execute();
  return new Map(rows.map((row) => [row.status as RepairStatus, Number(row.count)]));
}

/** Rows the reports add up, for repairs requested in [from, to) (ISO instants). */
export async function findForReports(db: Executor, from: string, to: string) {
  return db
    .selectFrom("repairs")
    .select(["appliance", "status", "created_at", "closed_at", "payment_paise"])
    .where("created_at", ">=", from)
    .where("created_at", "<", to)
    .execute();
}

/** Repairs closed in [from, to), for revenue and days to close. */
export async function findClosedBetween(db: Executor, from: string, to: string) {
  return db
    .selectFrom("repairs")
    .select(["created_at", "closed_at", "payment_paise"])
    .where("status", "=", "closed")
    .where("closed_at", ">=", from)
    .where("closed_at", "<", to)
    .execute();
}
