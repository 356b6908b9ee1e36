import type { Executor } from "../../db/executor";

export async function insertLookupFailure(db: Executor, address: string, at: string) {
  await db.insertInto("tracking_lookup_failures").values({ address, failed_at: at }).execute();
}

/** The latest failed lookups from an address since a moment, newest first. */
export async function recentLookupFailures(
  db: Executor,
  address: string,
  since: string,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom("tracking_lookup_failures")
    .select("failed_at")
    .where("address", "=", address)
    .where("failed_at", ">=", since)
    .orderBy("failed_at", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => row.failed_at);
}

export async function deleteLookupFailuresBefore(db: Executor, before: string): Promise<void> {
  await db.deleteFrom("tracking_lookup_failures").where("failed_at", "<", before).execute();
}
