import type { ModerationList, ReviewStatus } from "../../../domain/reviews";
import type { Executor } from "../../db/executor";
import { reviewsWith } from "./reviews.repository";

/** Where a page of a moderation list goes on from: its last review's time and id. */
export type ModerationKey = readonly [string, number];

/**
 * One page of a moderation list: the waiting reviews oldest first (the first to read), the
 * decided ones by their decision, newest first; after `from` when given. Time and id order the
 * list totally, so a page never repeats or skips a review that was there when it was read.
 */
export function moderationPage(
  db: Executor,
  list: ModerationList,
  from: ModerationKey | undefined,
  limit: number,
) {
  const at = list === "pending" ? "reviews.created_at" : "reviews.moderated_at";
  const direction = list === "pending" ? "asc" : "desc";
  const beyond = list === "pending" ? ">" : "<";
  return reviewsWith(db)
    .where(
      "reviews.status",
      "in",
      list === "pending" ? ["pending"] : (["published", "rejected"] as const),
    )
    .$if(from !== undefined, (query) =>
      query.where((eb) =>
        eb.or([
          eb(at, beyond, from![0]),
          eb.and([eb(at, "=", from![0]), eb("reviews.id", beyond, from![1])]),
        ]),
      ),
    )
    .orderBy(at, direction)
    .orderBy("reviews.id", direction)
    .limit(limit)
    .execute();
}

export async function countByStatus(db: Executor): Promise<Record<ReviewStatus, number>> {
  const rows = await db
    .selectFrom("reviews")
    .select((eb) => ["status", eb.fn.countAll<number | string>().as("count")])
    .groupBy("status")
    .execute();
  const counts: Record<ReviewStatus, number> = { pending: 0, published: 0, rejected: 0 };
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}
