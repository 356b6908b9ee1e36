import { sql } from "kysely";
import type { Executor } from "../../db/executor";

/** Milliseconds since 1970 on the database's clock: instances' own clocks may disagree. */
const databaseNow = sql<number>`(extract(epoch from clock_timestamp()) * 1000)::double precision`;

export interface BucketRule {
  burst: number;
  /** Tokens that come back each millisecond. */
  refillPerMs: number;
}

/** The bucket's tokens as of now: what it had, refilled since, never above the burst. */
function refilled(rule: BucketRule) {
  return sql<number>`least(${rule.burst}::double precision,
    rate_limit_buckets.tokens + (${databaseNow} - rate_limit_buckets.updated_ms) * ${rule.refillPerMs}::double precision)`;
}

/** One client's request for tokens, in a batch taken by one statement. */
export interface TokenRequest {
  client: string;
  count: number;
}

/**
 * Takes each request's tokens in one statement, so instances taking at once queue on the rows
 * and none sees tokens another has spent: a new client starts with a full bucket, a known one is
 * refilled for the time since and charged only when enough is there. The inserted row carries
 * `burst - count`, so the update reads each row's own count back from `excluded`. A client may
 * appear once per batch (PostgreSQL refuses to update a row twice in one statement). Returns
 * the clients whose tokens were taken. PostgreSQL only (decision 30).
 */
export async function takeTokens(
  db: Executor,
  limitName: string,
  requests: readonly TokenRequest[],
  rule: BucketRule,
): Promise<Set<string>> {
  const owed = sql<number>`(${rule.burst}::double precision - excluded.tokens)`;
  const taken = await db
    .insertInto("rate_limit_buckets")
    .values(
      requests.map(({ client, count }) => ({
        limit_name: limitName,
        client,
        tokens: sql<number>`${rule.burst}::double precision - ${count}::double precision`,
        updated_ms: databaseNow,
      })),
    )
    .onConflict((conflict) =>
      conflict
        .columns(["limit_name", "client"])
        .doUpdateSet({
          tokens: sql<number>`${refilled(rule)} - ${owed}`,
          updated_ms: databaseNow,
        })
        .where(refilled(rule), ">=", owed),
    )
    .returning("client")
    .execute();
  return new Set(taken.map((row) => row.client));
}

/** The tokens the client's bucket holds now (a full bucket for a client it does not know). */
export async function tokensLeft(
  db: Executor,
  limitName: string,
  client: string,
  rule: BucketRule,
): Promise<number> {
  const row = await db
    .selectFrom("rate_limit_buckets")
    .select(refilled(rule).as("tokens"))
    .where("limit_name", "=", limitName)
    .where("client", "=", client)
    .executeTakeFirst();
  return row ? Number(row.tokens) : rule.burst;
}

/** Forgets the buckets that have refilled: a client coming back starts as full as it would be. */
export async function deleteFullBuckets(
  db: Executor,
  limitName: string,
  rule: BucketRule,
): Promise<number> {
  const result = await db
    .deleteFrom("rate_limit_buckets")
    .where("limit_name", "=", limitName)
    .where(
      "updated_ms",
      "<",
      sql<number>`${databaseNow} - ${rule.burst / rule.refillPerMs}::double precision`,
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
