import { z } from "zod";
import {
  customerErasureSchema,
  erasureMessages,
  hasRecords,
  type CustomerRecords,
} from "../../../domain/customer-erasure";
import { taxSettingsErrors } from "../../../domain/bills/tax-settings";
import { shopSettingsSchema } from "../../../domain/settings";
import { adminAction, intent, type AnswerOf } from "../admin/admin-action.server";
import { mailIntents } from "./mail-settings-action.server";
import { extraHindiNames, RATE_CARD_HINDI_EXTRA } from "./sales-settings-form";
import {
  changedSettings,
  formErrorsOf,
  settingsInputOf,
  settingsMessages,
  SETTINGS_INTENTS,
  type SettingsFormValues,
} from "./settings-form";

const mobileOf = (body: Record<string, unknown>) => ({ mobile: String(body.mobile ?? "") });

/**
 * The changes /admin/settings offers (the example admin action, docs/architecture.md). Saving
 * checks the whole form with the settings schema first and stores nothing when any field is
 * refused; it then saves only what changed, which tells every open page. Erasing a customer takes
 * two posts: the count to confirm, then the erasure.
 */
const settingsIntents = {
  [SETTINGS_INTENTS.save]: intent({
    // The fields as typed; the settings schema checks what they make (settingsInputOf).
    schema: z.record(z.string(), z.string()),
    async run(values: SettingsFormValues, { admin, context }) {
      const input = settingsInputOf(values);
      const parsed = shopSettingsSchema.safeParse(input);
      if (!parsed.success) {
        return {
          ok: false,
          notify: settingsMessages.refused,
          fieldErrors: formErrorsOf(parsed.error, values, input),
          // Posted without script, the page renders the form again from these.
          result: { values },
        };
      }
      // Refusals the schema cannot see: Hindi names past the rate card, the tax settings' own.
      const moreErrors = extraHindiNames(values)
        ? { rateCardHi: RATE_CARD_HINDI_EXTRA }
        : taxSettingsErrors(parsed.data);
      if (moreErrors) {
        return {
          ok: false,
          notify: settingsMessages.refused,
          fieldErrors: moreErrors,
          result: { values },
        };
      }
      await context.settings.update(changedSettings(context.shop, parsed.data), admin);
      return { ok: true, notify: settingsMessages.saved };
    },
  }),
  [SETTINGS_INTENTS.findCustomer]: intent({
    read: mobileOf,
    schema: customerErasureSchema,
    async run({ mobile }, { context }) {
      const records: CustomerRecords = await context.customerErasure.countRecords(mobile);
      if (!hasRecords(records)) {
        return { ok: false, fieldErrors: { mobile: erasureMessages.noOrders(mobile) } };
      }
      const question = erasureMessages.confirm(mobile, records);
      return { ok: true, result: { erasure: { mobile, records, question } } };
    },
  }),
  [SETTINGS_INTENTS.eraseCustomer]: intent({
    read: mobileOf,
    schema: customerErasureSchema,
    async run({ mobile }, { admin, context }) {
      const erased = await context.customerErasure.erase(mobile, admin);
      return hasRecords(erased)
        ? { ok: true, result: { erased: erasureMessages.erased(erased) } }
        : { ok: false, fieldErrors: { mobile: erasureMessages.noOrders(mobile) } };
    },
  }),
  ...mailIntents,
};

export const settingsAction = adminAction(settingsIntents);
export type SettingsAnswer = AnswerOf<typeof settingsIntents>;
