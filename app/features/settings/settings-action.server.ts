import { data, type AppLoadContext } from "react-router";
import {
  customerErasureSchema,
  erasureMessages,
  hasRecords,
} from "../../../domain/customer-erasure";
import { taxSettingsErrors } from "../../../domain/bills/tax-settings";
import { shopSettingsSchema } from "../../../domain/settings";
import { refuseSignedOut } from "../admin/require-admin";
import {
  changedSettings,
  formErrorsOf,
  formValuesFromFormData,
  settingsInputOf,
  SETTINGS_INTENTS,
  type ErasureAnswer,
} from "./settings-form";

/**
 * The action of /admin/settings. Saving checks the whole form with the settings schema first and
 * stores nothing when any field is refused; it then saves only what changed, which tells every
 * open page. Erasing a customer takes two posts: the count to confirm, then the erasure.
 */
export async function settingsAction(request: Request, context: AppLoadContext) {
  const signedOut = refuseSignedOut(context);
  if (signedOut) return signedOut;
  const admin = context.admin!;
  const form = await request.formData();
  const intent = form.get("intent");

  if (intent === SETTINGS_INTENTS.save) {
    const values = formValuesFromFormData(form);
    const input = settingsInputOf(values);
    const parsed = shopSettingsSchema.safeParse(input);
    if (!parsed.success) {
      // Refusals answer 200: the page itself is fine, and an error status would make the browser
      // log a failed request for every mistyped field.
      return { errors: formErrorsOf(parsed.error, values, input), values };
    }
    const taxErrors = taxSettingsErrors(parsed.data);
    if (taxErrors) return { errors: taxErrors, values };
    await context.settings.update(changedSettings(context.shop, parsed.data), admin);
    return { saved: true } as const;
  }

  if (intent === SETTINGS_INTENTS.findCustomer || intent === SETTINGS_INTENTS.eraseCustomer) {
    const parsed = customerErasureSchema.safeParse({ mobile: String(form.get("mobile") ?? "") });
    if (!parsed.success) {
      const refused: ErasureAnswer = {
        erasureProblem: parsed.error.issues[0]?.message ?? "Enter a mobile number",
      };
      return refused;
    }
    const { mobile } = parsed.data;
    let answer: ErasureAnswer;
    if (intent === SETTINGS_INTENTS.findCustomer) {
      const records = await context.customerErasure.countRecords(mobile);
      answer = !hasRecords(records)
        ? { erasureProblem: erasureMessages.noOrders(mobile) }
        : { erasure: { mobile, records, question: erasureMessages.confirm(mobile, records) } };
    } else {
      const erased = await context.customerErasure.erase(mobile, admin);
      answer = !hasRecords(erased)
        ? { erasureProblem: erasureMessages.noOrders(mobile) }
        : { erased: erasureMessages.erased(erased) };
    }
    return answer;
  }

  return data({ failed: `Unknown action '${String(intent)}'` }, { status: 400 });
}
