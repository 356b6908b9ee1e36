import type { Kysely } from "kysely";
import {
  isOpen,
  REPAIR_STATUSES,
  type RepairListPage,
  type RepairListQuery,
  type RepairListRow,
  type RepairStatus,
} from "../../../domain/repair-desk";
import { MAX_REPAIRS_LISTED, type RepairSort } from "../../../domain/repair-queue";
import { addDays, shopDateOf } from "../../../domain/shop-time";
import type { Database } from "../../db/schema";
import type { RepairRecord } from "./repair.repository";
import {
  countByStatus,
  countMatching,
  findRepairPage,
  type RepairFilters,
  type RepairKey,
} from "./repair-queue.repository";

/** The filters of a list query; `now` fixes what 'today' and 'this week' are. */
export function repairFilters(query: RepairListQuery, now: Date): RepairFilters {
  const today = shopDateOf(now);
  const filters: RepairFilters = {};
  if (query.q) {
    filters.text = query.q;
    const digits = query.q.replace(/\D/g, "");
    if (digits.length >= 3) filters.digits = digits;
  }
  if (query.status === "open") filters.statuses = REPAIR_STATUSES.filter(isOpen);
  else if (query.status) filters.statuses = [query.status];
  if (query.appliance) filters.appliance = query.appliance;
  if (query.visit === "today") filters.visitFrom = filters.visitTo = today;
  if (query.visit === "tomorrow") filters.visitFrom = filters.visitTo = addDays(today, 1);
  if (query.visit === "week") {
    filters.visitFrom = today;
    filters.visitTo = addDays(today, 6);
  }
  return filters;
}

export function listRowOf(repair: RepairRecord): RepairListRow {
  return {
    id: repair.id,
    ticketNumber: repair.ticketNumber,
    customerName: repair.customerName,
    customerMobile: repair.customerMobile,
    appliance: repair.appliance,
    brand: repair.brand,
    problem: repair.problem,
    visitType: repair.visitType,
    pin: repair.pin,
    status: repair.status,
    preferredDate: repair.preferredDate,
    preferredSlot: repair.preferredSlot,
    visitDate: repair.visitDate,
    visitSlot: repair.visitSlot,
    technician: repair.technician,
    address: repair.address,
    createdAt: repair.createdAt,
    updatedAt: repair.updatedAt,
  };
}

/** The queue's order: the visit day when a visit filter is on, else the newest first. */
export function listSort(query: RepairListQuery): RepairSort {
  return query.sort ?? (query.visit ? "visit" : "newest");
}

/** A page's `next`: the key of its last repair, opaque in the URL. */
function cursorOf(key: RepairKey): string {
  return Buffer.from(JSON.stringify(key)).toString("base64url");
}

/** The key a cursor names, or null when the text is no cursor the queue made. */
function keyOfCursor(cursor: string): RepairKey | null {
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    const valid =
      Array.isArray(key) &&
      key.length >= 2 &&
      key.length <= 3 &&
      key.every((part) => typeof part === "string" || typeof part === "number");
    return valid ? (key as RepairKey) : null;
  } catch {
    return null;
  }
}

/** The owner's repair queue: a page of the filtered repairs, and the counts per status. */
export class RepairQueue {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * A page of at most `MAX_REPAIRS_LISTED` repairs matching the filters, from `after` (the page
   * before's `next`; absent: the first page). Undefined when `after` is not a page's `next`.
   */
  async page(
    query: RepairListQuery,
    after: string | undefined,
    now: Date = new Date(),
  ): Promise<RepairListPage | undefined> {
    const from = after === undefined ? undefined : keyOfCursor(after);
    return from === null ? undefined : this.#page(query, from, now);
  }

  /** The first page. */
  async list(query: RepairListQuery, now: Date = new Date()): Promise<RepairListPage> {
    return this.#page(query, undefined, now);
  }

  async #page(
    query: RepairListQuery,
    from: RepairKey | undefined,
    now: Date,
  ): Promise<RepairListPage> {
    const filters = repairFilters(query, now);
    const [rows, matching, byStatus] = await Promise.all([
      findRepairPage(this.db, filters, listSort(query), from, MAX_REPAIRS_LISTED + 1),
      countMatching(this.db, filters),
      countByStatus(this.db),
    ]);
    const counts = Object.fromEntries(
      REPAIR_STATUSES.map((status) => [status, byStatus.get(status) ?? 0]),
    ) as Record<RepairStatus, number>;
    const open = REPAIR_STATUSES.filter(isOpen).reduce((sum, status) => sum + counts[status], 0);
    const shown = rows.slice(0, MAX_REPAIRS_LISTED);
    const next = rows.length > MAX_REPAIRS_LISTED ? cursorOf(shown.at(-1)!.key) : null;
    return { repairs: shown.map(listRowOf), matching, counts, open, next };
  }

  /** Requests not yet closed or cancelled: the number beside 'Repairs' in the admin menu. */
  async openCount(): Promise<number> {
    const byStatus = await countByStatus(this.db);
    let open = 0;
    for (const [status, count] of byStatus) if (isOpen(status)) open += count;
    return open;
  }
}
