import {
  accountMessages,
  addAdminSchema,
  adminIdSchema,
  setAdminPasswordSchema,
} from "../../../domain/admin-accounts";
import { adminAction, intent, type AnswerOf } from "../admin/admin-action.server";
import { ACCOUNT_INTENTS } from "./account-intents";

/**
 * The changes of /admin/accounts (issue 34). The service checks the rules (not yourself, never
 * the last account); a refusal comes back under the field or row the admin acted on.
 */
const accountIntents = {
  [ACCOUNT_INTENTS.add]: intent({
    schema: addAdminSchema,
    async run({ email, password }, { context }) {
      const added = await context.adminAccounts.add(email, password);
      return added.ok
        ? { ok: true, notify: accountMessages.added(added.email), result: { adminId: 0 } }
        : { ok: false, fieldErrors: { email: added.refusal }, result: { adminId: 0 } };
    },
  }),
  [ACCOUNT_INTENTS.setPassword]: intent({
    schema: setAdminPasswordSchema,
    async run({ adminId, password }, { admin, context }) {
      const set = await context.adminAccounts.setPassword(adminId, password, admin);
      return set.ok
        ? { ok: true, notify: accountMessages.passwordSet(set.email), result: { adminId } }
        : { ok: false, fieldErrors: { password: set.refusal }, result: { adminId } };
    },
  }),
  [ACCOUNT_INTENTS.remove]: intent({
    schema: adminIdSchema,
    async run({ adminId }, { admin, context }) {
      const removed = await context.adminAccounts.remove(adminId, admin);
      return removed.ok
        ? { ok: true, notify: accountMessages.removed(removed.email), result: { adminId } }
        : { ok: false, notify: removed.refusal, result: { adminId } };
    },
  }),
};

export const accountsAction = adminAction(accountIntents);
export type AccountsAnswer = AnswerOf<typeof accountIntents>;
