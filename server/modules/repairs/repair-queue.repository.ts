import { sql, type Expression, type ExpressionBuilder, type SqlBool } from "kysely";
import type { RepairAppliance } from "../../../domain/repair-booking";
import type { RepairStatus } from "../../../domain/repair-desk";
import type { RepairSort } from "../../../domain/repair-queue";
import { isPostgres, type Executor } from "../../db/executor";
import type { Database } from "../../db/schema";
import { toRecord, type RepairRecord } from "./repair.repository";

/** The repair queue's reads (`RepairQueue`, `RepairExport`): filters, pages and counts. */

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

/** Where a page or an export batch starts: the sort's key of the row before it. */
export type RepairKey = (string | number)[];

/** The sort's columns, last the id, so every row has its own place in the order. */
function sortKey(sort: RepairSort) {
  if (sort !== "visit") return [sql`repairs.created_at`, sql`repairs.id`];
  return [
    // A request not yet scheduled sits on the day and slot the customer asked for.
    sql`coalesce(repairs.visit_date, repairs.preferred_date)`,
    sql`case coalesce(repairs.visit_slot, repairs.preferred_slot) when 'morning' then 0 when 'afternoon' then 1 else 2 end`,
    sql`repairs.id`,
  ];
}

/**
 * The next `limit` repairs after `after` in the sort's order (keyset paging): a row-value
 * comparison that both databases answer without counting the rows before it, however deep the
 * page or the export has come.
 */
export async function findRepairPage(
  db: Executor,
  filters: RepairFilters,
  sort: RepairSort,
  after: RepairKey | undefined,
  limit: number,
): Promise<(RepairRecord & { key: RepairKey })[]> {
  const key = sortKey(sort);
  const direction = sort === "newest" ? "desc" : "asc";
  let query = db
    .selectFrom("repairs")
    .selectAll()
    .select(key.map((part, index) => part.as(`key_${index}`)))
    .where((eb) => matches(eb, filters, isPostgres(db)));
  if (after) {
    const comparison = sql.raw(direction === "asc" ? ">" : "<");
    query = query.where(sql<SqlBool>`(${sql.join(key)}) ${comparison} (${sql.join(after)})`);
  }
  for (const part of key) query = query.orderBy(part, direction);
  const rows = await query.limit(limit).execute();
  return rows.map((row) => {
    const keyed = row as unknown as Record<string, string | number>;
    return { ...toRecord(row), key: key.map((_, index) => keyed[`key_${index}`]!) };
  });
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
