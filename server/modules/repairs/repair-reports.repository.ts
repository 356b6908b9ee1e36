import type { Executor } from "../../db/executor";

/** What the repair reports (`RepairReports`) add up. */

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
