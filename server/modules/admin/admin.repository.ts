import type { Executor as Db, TransactionExecutor } from "../../db/executor";

export interface AdminAccountRow {
  id: number;
  email: string;
  password_hash: string;
  created_at: string;
}

export function findAdminByEmail(db: Db, email: string): Promise<AdminAccountRow | undefined> {
  return db.selectFrom("admin_users").selectAll().where("email", "=", email).executeTakeFirst();
}

export async function countAdmins(db: Db): Promise<number> {
  const row = await db
    .selectFrom("admin_users")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertAdmin(
  db: Db,
  account: { email: string; passwordHash: string; createdAt: string },
): Promise<number> {
  const row = await db
    .insertInto("admin_users")
    .values({
      email: account.email,
      password_hash: account.passwordHash,
      created_at: account.createdAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateAdminPassword(
  db: Db,
  adminId: number,
  passwordHash: string,
): Promise<void> {
  await db
    .updateTable("admin_users")
    .set({ password_hash: passwordHash })
    .where("id", "=", adminId)
    .execute();
}

export async function listAdmins(
  db: Db,
): Promise<{ id: number; email: string; created_at: string; sessions: number }[]> {
  const rows = await db
    .selectFrom("admin_users")
    .leftJoin("sessions", "sessions.admin_user_id", "admin_users.id")
    .select((eb) => [
      "admin_users.id",
      "admin_users.email",
      "admin_users.created_at",
      eb.fn.count<number | string>("sessions.id").as("sessions"),
    ])
    .groupBy(["admin_users.id", "admin_users.email", "admin_users.created_at"])
    .orderBy("admin_users.email")
    .execute();
  return rows.map((row) => ({ ...row, sessions: Number(row.sessions) }));
}

export async function insertSession(
  db: Db,
  session: { id: string; adminId: number; at: string },
): Promise<void> {
  await db
    .insertInto("sessions")
    .values({
      id: session.id,
      admin_user_id: session.adminId,
      created_at: session.at,
      last_seen_at: session.at,
    })
    .execute();
}

export function findSession(
  db: Db,
  id: string,
): Promise<{ admin_id: number; email: string; last_seen_at: string } | undefined> {
  return db
    .selectFrom("sessions")
    .innerJoin("admin_users", "admin_users.id", "sessions.admin_user_id")
    .select(["admin_users.id as admin_id", "admin_users.email", "sessions.last_seen_at"])
    .where("sessions.id", "=", id)
    .executeTakeFirst();
}

export async function touchSession(db: Db, id: string, at: string): Promise<void> {
  await db.updateTable("sessions").set({ last_seen_at: at }).where("id", "=", id).execute();
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.deleteFrom("sessions").where("id", "=", id).execute();
}

export async function deleteSessionsOf(db: Db, adminId: number): Promise<void> {
  await db.deleteFrom("sessions").where("admin_user_id", "=", adminId).execute();
}

export async function deleteSessionsIdleSince(db: Db, before: string): Promise<void> {
  await db.deleteFrom("sessions").where("last_seen_at", "<", before).execute();
}

/**
 * Writes (or rewrites) the row of each key, which holds its lock until the transaction ends: a
 * PostgreSQL row lock, or SQLite's one write lock. Keys are taken in sorted order, so two attempts
 * never wait for each other's keys.
 */
export async function lockLoginAttemptKeys(
  trx: TransactionExecutor,
  keys: readonly string[],
  at: string,
): Promise<void> {
  for (const key of [...keys].sort()) {
    await trx
      .insertInto("login_attempt_keys")
      .values({ key, last_attempt_at: at })
      .onConflict((conflict) => conflict.column("key").doUpdateSet({ last_attempt_at: at }))
      .execute();
  }
}

export async function deleteLoginAttemptKeys(db: Db, before: string): Promise<void> {
  await db.deleteFrom("login_attempt_keys").where("last_attempt_at", "<", before).execute();
}

export async function insertLoginFailure(
  db: Db,
  failure: { email: string; address: string; at: string },
): Promise<void> {
  await db
    .insertInto("login_failures")
    .values({ email: failure.email, address: failure.address, failed_at: failure.at })
    .execute();
}

/** The latest failures for an e-mail or an address since a moment, newest first. */
export async function recentLoginFailures(
  db: Db,
  by: { email: string } | { address: string },
  since: string,
  limit: number,
): Promise<string[]> {
  let query = db.selectFrom("login_failures").select("failed_at").where("failed_at", ">=", since);
  query =
    "email" in by ? query.where("email", "=", by.email) : query.where("address", "=", by.address);
  const rows = await query.orderBy("failed_at", "desc").limit(limit).execute();
  return rows.map((row) => row.failed_at);
}

export async function deleteLoginFailures(
  db: Db,
  which: { email: string } | { address: string } | { before: string },
): Promise<void> {
  const query = db.deleteFrom("login_failures");
  if ("email" in which) await query.where("email", "=", which.email).execute();
  else if ("address" in which) await query.where("address", "=", which.address).execute();
  else await query.where("failed_at", "<", which.before).execute();
}

export function findAdminById(db: Db, id: number): Promise<AdminAccountRow | undefined> {
  return db.selectFrom("admin_users").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function deleteAdmin(db: Db, id: number): Promise<void> {
  await db.deleteFrom("admin_users").where("id", "=", id).execute();
}
