import { addDays, shopDateOf, shopDayStart } from "../../../domain/shop-time";
import type { Kysely } from "kysely";
import { APPLIANCES, type RepairAppliance } from "../../../domain/repair-booking";
import { REPAIR_STATUSES, type RepairStatus } from "../../../domain/repair-desk";
import type { Database } from "../../db/schema";
import { findClosedBetween, findForReports } from "./repair-reports.repository";

export interface RepairReport {
  from: string;
  to: string;
  /** One row per shop day in the range, oldest first. */
  perDay: { day: string; requests: number }[];
  byAppliance: Record<RepairAppliance, number>;
  byStatus: Record<RepairStatus, number>;
  requests: number;
  /** Payments received on repairs closed in the range. */
  revenuePaise: number;
  closed: number;
  /** From request to closing, over the repairs closed in the range; null when none closed. */
  averageDaysToClose: number | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Repair figures over shop days `from`..`to` (inclusive, YYYY-MM-DD). */
export class RepairReports {
  constructor(private readonly db: Kysely<Database>) {}

  async report(from: string, to: string): Promise<RepairReport> {
    const start = shopDayStart(from).toISOString();
    const end = shopDayStart(addDays(to, 1)).toISOString();
    const [requested, closed] = await Promise.all([
      findForReports(this.db, start, end),
      findClosedBetween(this.db, start, end),
    ]);
    const perDay = new Map<string, number>();
    for (let day = from; day <= to; day = addDays(day, 1)) perDay.set(day, 0);
    const byAppliance = Object.fromEntries(APPLIANCES.map((a) => [a, 0])) as Record<
      RepairAppliance,
      number
    >;
    const byStatus = Object.fromEntries(REPAIR_STATUSES.map((s) => [s, 0])) as Record<
      RepairStatus,
      number
    >;
    for (const row of requested) {
      const day = shopDateOf(new Date(row.created_at));
      perDay.set(day, (perDay.get(day) ?? 0) + 1);
      if (row.appliance in byAppliance) byAppliance[row.appliance as RepairAppliance] += 1;
      if (row.status in byStatus) byStatus[row.status as RepairStatus] += 1;
    }
    const revenuePaise = closed.reduce((sum, row) => sum + (row.payment_paise ?? 0), 0);
    const totalDays = closed.reduce(
      (sum, row) => sum + (Date.parse(row.closed_at!) - Date.parse(row.created_at)) / DAY_MS,
      0,
    );
    return {
      from,
      to,
      perDay: [...perDay].map(([day, requests]) => ({ day, requests })),
      byAppliance,
      byStatus,
      requests: requested.length,
      revenuePaise,
      closed: closed.length,
      averageDaysToClose:
        closed.length > 0 ? Math.round((totalDays / closed.length) * 10) / 10 : null,
    };
  }
}
