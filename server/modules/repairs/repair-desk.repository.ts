import { isPostgres, type Executor } from "../../db/executor";
import type { RepairsTable } from "../../db/schema-repairs";
import { toRecord, type RepairRecord } from "./repair.repository";

/** The owner's changes to one repair (`RepairDesk`): the locked read, the update, its photos. */

/**
 * The repair, its row locked until the transaction ends (PostgreSQL; SQLite's transactions already
 * write one at a time), so a change decided on what it read cannot race another change.
 */
export async function lockRepair(db: Executor, id: number): Promise<RepairRecord | undefined> {
  const query = db.selectFrom("repairs").selectAll().where("id", "=", id);
  const row = await (isPostgres(db) ? query.forUpdate() : query).executeTakeFirst();
  return row ? toRecord(row) : undefined;
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
    | "preferred_date"
    | "preferred_slot"
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
