import type { Executor } from "../../db/executor";

export async function insertLookupFailure(
  db: Executor,
  failure: { address: string; number: string; at: string },
) {
  await db
    .insertInto("tracking_lookup_failures")
    .values({ address: failure.address, number: failure.number, failed_at: failure.at })
    .execute();
}

/** The latest failed lookups from an address, or of a number, since a moment, newest first. */
export async function recentLookupFailures(
  db: Executor,
  of: { address: string } | { number: string },
  since: string,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom("tracking_lookup_failures")
    .select("failed_at")
    .$call((query) =>
      "address" in of
        ? query.where("address", "=", of.address)
        : query.where("number", "=", of.number),
    )
    .where("failed_at", ">=", since)
    .orderBy("failed_at", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => row.failed_at);
}

export async function deleteLookupFailuresBefore(db: Executor, before: string): Promise<void> {
  await db.deleteFrom("tracking_lookup_failures").where("failed_at", "<", before).execute();
}
