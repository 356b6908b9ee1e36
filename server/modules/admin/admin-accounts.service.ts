import type { Kysely } from "kysely";
import type { SignedInAdmin } from "../../../domain/admin-auth";
import { accountMessages } from "../../../domain/admin-accounts";
import type { Database } from "../../db/schema";
import { AdminAccountError, type AdminAuth } from "./admin-auth.service";
import {
  countAdmins,
  deleteAdmin,
  deleteSessionsOf,
  findAdminById,
  listAdmins,
  lockLoginAttemptKeys,
  updateAdminPassword,
} from "./admin.repository";
import { hashPassword } from "./passwords";
import { closeResetsOf } from "./password-resets.repository";

/** A change to an account: made (naming the account), or refused with the words why. */
export type AccountChange = { ok: true; email: string } | { ok: false; refusal: string };

/** Thrown inside a transaction to roll it back; answered as a refusal. */
class Refused extends Error {}

async function change(make: () => Promise<string>): Promise<AccountChange> {
  try {
    return { ok: true, email: await make() };
  } catch (error) {
    if (error instanceof Refused || error instanceof AdminAccountError) {
      return { ok: false, refusal: error.message };
    }
    throw error;
  }
}

/**
 * Admin accounts as the admin manages them (issue 34): list, add, set another admin's password,
 * remove. The rules are checked here, not by the page: nobody removes themself, and the last
 * account is never removed, even when two admins remove each other at once.
 */
export class AdminAccounts {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly auth: AdminAuth,
  ) {}

  list() {
    return listAdmins(this.db);
  }

  add(email: string, password: string): Promise<AccountChange> {
    return change(async () => {
      if (await this.auth.hasAccount(email)) throw new Refused(accountMessages.exists);
      return (await this.auth.createAccount(email, password)).email;
    });
  }

  /** Sets another admin's password and ends their sessions and reset links. */
  setPassword(adminId: number, password: string, by: SignedInAdmin): Promise<AccountChange> {
    return change(async () => {
      if (adminId === by.id) throw new Refused(accountMessages.ownPassword);
      const hash = await hashPassword(password);
      return this.db.transaction().execute(async (trx) => {
        const account = await findAdminById(trx, adminId);
        if (!account) throw new Refused(accountMessages.gone);
        await updateAdminPassword(trx, adminId, hash);
        await deleteSessionsOf(trx, adminId);
        await closeResetsOf(trx, adminId, new Date().toISOString());
        return account.email;
      });
    });
  }

  remove(adminId: number, by: SignedInAdmin): Promise<AccountChange> {
    return change(async () => {
      if (adminId === by.id) throw new Refused(accountMessages.notYourself);
      return this.db.transaction().execute(async (trx) => {
        // One lock row for every removal, so two at once count the accounts one after the other.
        await lockLoginAttemptKeys(trx, ["accounts:remove"], new Date().toISOString());
        const account = await findAdminById(trx, adminId);
        if (!account) throw new Refused(accountMessages.gone);
        if ((await countAdmins(trx)) <= 1) throw new Refused(accountMessages.lastAdmin);
        await deleteSessionsOf(trx, adminId);
        await deleteAdmin(trx, adminId);
        return account.email;
      });
    });
  }
}
