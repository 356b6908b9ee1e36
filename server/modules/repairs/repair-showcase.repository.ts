import type { Executor } from "../../db/executor";

/** Whether the owner marked the repair as showable (it shows only while closed). */
export async function isMarked(db: Executor, repairId: number): Promise<boolean> {
  const row = await db
    .selectFrom("repair_showcase")
    .select("repair_id")
    .where("repair_id", "=", repairId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function mark(db: Executor, repairId: number, by: string, at: string) {
  const result = await db
    .insertInto("repair_showcase")
    .values({ repair_id: repairId, marked_by: by, marked_at: at })
    .onConflict((conflict) => conflict.column("repair_id").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function unmark(db: Executor, repairId: number): Promise<boolean> {
  const result = await db
    .deleteFrom("repair_showcase")
    .where("repair_id", "=", repairId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * The newest closed repairs marked as showable: only the columns a slide may use, none of the
 * customer's (a reopened repair drops out until it is closed again).
 */
export function showcasedRepairs(db: Executor, limit: number) {
  return db
    .selectFrom("repair_showcase")
    .innerJoin("repairs", "repairs.id", "repair_showcase.repair_id")
    .select([
      "repairs.appliance",
      "repairs.brand",
      "repairs.problem",
      "repairs.created_at",
      "repairs.closed_at",
    ])
    .where("repairs.status", "=", "closed")
    .where("repairs.closed_at", "is not", null)
    .orderBy("repairs.closed_at", "desc")
    .orderBy("repairs.id", "desc")
    .limit(limit)
    .execute();
}
