import type { Executor as Db } from "../../db/executor";

export async function insertPasswordReset(
  db: Db,
  reset: { adminId: number; tokenHash: string; createdAt: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto("password_resets")
    .values({
      admin_user_id: reset.adminId,
      token_hash: reset.tokenHash,
      created_at: reset.createdAt,
      expires_at: reset.expiresAt,
    })
    .execute();
}

/** Whether the link may still be used, without using it (the page shows the form or not). */
export async function isResetUsable(db: Db, tokenHash: string, now: string): Promise<boolean> {
  const row = await db
    .selectFrom("password_resets")
    .select("id")
    .where("token_hash", "=", tokenHash)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Marks the link used and answers its account, in one conditional update: of two resets with the
 * same link at once only one finds `used_at` still empty (PostgreSQL re-checks the condition
 * after the first one's commit; SQLite writes one at a time).
 */
export async function useReset(
  db: Db,
  tokenHash: string,
  now: string,
): Promise<number | undefined> {
  const row = await db
    .updateTable("password_resets")
    .set({ used_at: now })
    .where("token_hash", "=", tokenHash)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .returning("admin_user_id")
    .executeTakeFirst();
  return row?.admin_user_id;
}

/** Ends every other link of the account: after a new password, older links are no longer wanted. */
export async function closeResetsOf(db: Db, adminId: number, now: string): Promise<void> {
  await db
    .updateTable("password_resets")
    .set({ used_at: now })
    .where("admin_user_id", "=", adminId)
    .where("used_at", "is", null)
    .execute();
}

export async function deleteResetsBefore(db: Db, before: string): Promise<void> {
  await db.deleteFrom("password_resets").where("expires_at", "<", before).execute();
}
