import type { Executor } from "../db/executor";

/**
 * Claims a job's run in a time slot: true for the one instance whose row went in, false for every
 * other (the row is there already). The primary key on job and slot makes it so on either database.
 */
export async function claimJobRun(
  db: Executor,
  job: string,
  slot: string,
  startedAt: string,
): Promise<boolean> {
  const result = await db
    .insertInto("job_runs")
    .values({ job, slot, started_at: startedAt, finished_at: null, failure: null })
    .onConflict((conflict) => conflict.columns(["job", "slot"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function finishJobRun(
  db: Executor,
  job: string,
  slot: string,
  finishedAt: string,
  failure: string | null,
): Promise<void> {
  await db
    .updateTable("job_runs")
    .set({ finished_at: finishedAt, failure })
    .where("job", "=", job)
    .where("slot", "=", slot)
    .execute();
}

/** Claims older than this are only history: they are deleted as new runs come. */
export async function deleteJobRunsBefore(db: Executor, before: string): Promise<void> {
  await db.deleteFrom("job_runs").where("started_at", "<", before).execute();
}

export async function listJobRuns(db: Executor, job: string) {
  return db.selectFrom("job_runs").selectAll().where("job", "=", job).orderBy("slot").execute();
}
