import { createHash, randomBytes } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import {
  adminPasswordSchema,
  emailSchema,
  LOGIN_FAILURE_LIMIT,
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_LOCKOUT_MS,
  normaliseEmail,
  SESSION_IDLE_MS,
  type SignedInAdmin,
} from "../../../domain/admin-auth";
import type { Database } from "../../db/schema";
import {
  countAdmins,
  deleteLoginAttemptKeys,
  deleteLoginFailures,
  deleteSession,
  deleteSessionsIdleSince,
  deleteSessionsOf,
  findAdminByEmail,
  findSession,
  insertAdmin,
  insertLoginFailure,
  insertSession,
  listAdmins,
  lockLoginAttemptKeys,
  recentLoginFailures,
  touchSession,
  updateAdminPassword,
} from "./admin.repository";
import { hashForMissingAccount, hashPassword, verifyPassword } from "./passwords";

/** A request to create or change an account that the rules refuse; the message says why. */
export class AdminAccountError extends Error {
  override name = "AdminAccountError";
}

export type SignInResult =
  | { ok: true; token: string; admin: SignedInAdmin }
  | { ok: false; reason: "wrong-credentials" | "locked" };

export interface SignInAttempt {
  email: string;
  password: string;
  /** The client's network address, for the per-address lockout. */
  address: string;
  /** The session the browser already had, ended so a sign-in always starts a fresh id. */
  previousToken?: string | undefined;
  now?: Date;
}

/** Sessions are looked up by a hash of the cookie's token, so a copy of the database opens none. */
function sessionIdOf(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * last_seen_at (and the cookie's lifetime) is renewed at most this often, so browsing the admin
 * area is not a database write per click.
 */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

/** Admin accounts, their passwords and their sessions (issue 5). */
export class AdminAuth {
  constructor(private readonly db: Kysely<Database>) {}

  async createAccount(email: string, password: string, now = new Date()): Promise<SignedInAdmin> {
    const address = this.#validEmail(email);
    const hash = await hashPassword(this.#validPassword(password));
    if (await findAdminByEmail(this.db, address)) {
      throw new AdminAccountError(`An admin account for ${address} already exists`);
    }
    const id = await insertAdmin(this.db, {
      email: address,
      passwordHash: hash,
      createdAt: now.toISOString(),
    });
    return { id, email: address };
  }

  /** Sets a new password and ends every session of the account. */
  async resetPassword(email: string, password: string): Promise<void> {
    const address = this.#validEmail(email);
    const hash = await hashPassword(this.#validPassword(password));
    await this.db.transaction().execute(async (trx) => {
      const account = await findAdminByEmail(trx, address);
      if (!account) throw new AdminAccountError(`No admin account has the e-mail ${address}`);
      await updateAdminPassword(trx, account.id, hash);
      await deleteSessionsOf(trx, account.id);
    });
  }

  listAccounts() {
    return listAdmins(this.db);
  }

  countAccounts(): Promise<number> {
    return countAdmins(this.db);
  }

  async hasAccount(email: string): Promise<boolean> {
    return (await findAdminByEmail(this.db, normaliseEmail(email))) !== undefined;
  }

  async signIn(attempt: SignInAttempt): Promise<SignInResult> {
    const now = attempt.now ?? new Date();
    const email = normaliseEmail(attempt.email);
    if (!(await this.#claimAttempt(email, attempt.address, now))) {
      return { ok: false, reason: "locked" };
    }
    const account = await findAdminByEmail(this.db, email);
    // A missing account still costs one hash check: wrong e-mail and wrong password take as long.
    const matches = await verifyPassword(
      attempt.password,
      account?.password_hash ?? (await hashForMissingAccount()),
    );
    // The claimed attempt stays recorded as a failure.
    if (!account || !matches) return { ok: false, reason: "wrong-credentials" };
    const token = randomBytes(32).toString("base64url");
    await this.db.transaction().execute(async (trx) => {
      if (attempt.previousToken) await deleteSession(trx, sessionIdOf(attempt.previousToken));
      await insertSession(trx, {
        id: sessionIdOf(token),
        adminId: account.id,
        at: now.toISOString(),
      });
      // Whoever holds a valid account already has every right, so its address is trusted again.
      await deleteLoginFailures(trx, { email });
      await deleteLoginFailures(trx, { address: attempt.address });
    });
    return { ok: true, token, admin: { id: account.id, email: account.email } };
  }

  /** The admin a session token belongs to, or undefined when it is unknown or idle too long. */
  async sessionAdmin(token: string, now = new Date()): Promise<SignedInAdmin | undefined> {
    return (await this.useSession(token, now))?.admin;
  }

  /**
   * Looks a session up and records its use. `renewed` says the idle clock was moved, so the
   * browser's cookie should be sent again with a fresh lifetime.
   */
  async useSession(
    token: string,
    now = new Date(),
  ): Promise<{ admin: SignedInAdmin; renewed: boolean } | undefined> {
    const id = sessionIdOf(token);
    const session = await findSession(this.db, id);
    if (!session) return undefined;
    const idle = now.getTime() - Date.parse(session.last_seen_at);
    if (idle > SESSION_IDLE_MS) {
      await deleteSession(this.db, id);
      return undefined;
    }
    const renewed = idle > TOUCH_INTERVAL_MS;
    if (renewed) await touchSession(this.db, id, now.toISOString());
    return { admin: { id: session.admin_id, email: session.email }, renewed };
  }

  async signOut(token: string): Promise<void> {
    await deleteSession(this.db, sessionIdOf(token));
  }

  /** Forgets idle sessions and old failures; run now and then, they are never needed again. */
  async prune(now = new Date()): Promise<void> {
    await deleteSessionsIdleSince(this.db, new Date(now.getTime() - SESSION_IDLE_MS).toISOString());
    const forgotten = new Date(
      now.getTime() - LOGIN_FAILURE_WINDOW_MS - LOGIN_LOCKOUT_MS,
    ).toISOString();
    await deleteLoginFailures(this.db, { before: forgotten });
    await deleteLoginAttemptKeys(this.db, forgotten);
  }

  /**
   * Records an attempt as a failure before its password is checked, unless the e-mail or the
   * address is locked out. Counting and recording happen under the locks of both keys, so however
   * many attempts arrive at once, on one instance or several, at most the limit get checked.
   */
  #claimAttempt(email: string, address: string, now: Date): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      await lockLoginAttemptKeys(trx, [`email:${email}`, `address:${address}`], now.toISOString());
      if (
        (await this.#lockedOut(trx, { email }, now)) ||
        (await this.#lockedOut(trx, { address }, now))
      ) {
        return false;
      }
      await insertLoginFailure(trx, { email, address, at: now.toISOString() });
      return true;
    });
  }

  /**
   * Locked for 15 minutes after the 5th failure that fell within 15 minutes of the first of
   * them; attempts refused while locked are not counted, so the lock does not extend itself.
   */
  async #lockedOut(
    trx: Transaction<Database>,
    by: { email: string } | { address: string },
    now: Date,
  ): Promise<boolean> {
    const since = new Date(
      now.getTime() - LOGIN_FAILURE_WINDOW_MS - LOGIN_LOCKOUT_MS,
    ).toISOString();
    const failures = await recentLoginFailures(trx, by, since, LOGIN_FAILURE_LIMIT);
    if (failures.length < LOGIN_FAILURE_LIMIT) return false;
    const newest = Date.parse(failures[0]!);
    const oldest = Date.parse(failures[failures.length - 1]!);
    return newest - oldest <= LOGIN_FAILURE_WINDOW_MS && now.getTime() < newest + LOGIN_LOCKOUT_MS;
  }

  #validEmail(email: string): string {
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) throw new AdminAccountError(`"${email}" is not an e-mail address`);
    return parsed.data;
  }

  #validPassword(password: string): string {
    const parsed = adminPasswordSchema.safeParse(password);
    if (!parsed.success) {
      throw new AdminAccountError(parsed.error.issues[0]?.message ?? "Password refused");
    }
    return parsed.data;
  }
}
