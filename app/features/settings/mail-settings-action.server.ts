import { z } from "zod";
import {
  mailFailureText,
  mailMessages,
  mailSettingsSchema,
  mailTestSchema,
} from "../../../domain/mail-settings";
import { intent } from "../admin/admin-action.server";
import { MAIL_INTENTS } from "./mail-settings-form";

/**
 * The mail section of /admin/settings (decision 38), joined to the settings page's action. Saving
 * keeps the saved password when the field is left empty; the test sends with what is typed,
 * saving nothing, and says what failed in the owner's words.
 */
export const mailIntents = {
  [MAIL_INTENTS.save]: intent({
    schema: mailSettingsSchema,
    refused: mailMessages.refused,
    async run(input, { admin, context, request }) {
      await context.mailSettings.save(input, { admin, origin: new URL(request.url).origin });
      return { ok: true, notify: mailMessages.saved };
    },
  }),
  [MAIL_INTENTS.test]: intent({
    schema: mailTestSchema,
    refused: mailMessages.refused,
    async run({ to, ...server }, { context }) {
      const failure = await context.mailSettings.sendTest(server, to);
      return failure
        ? { ok: false, notify: mailFailureText(failure) }
        : { ok: true, notify: mailMessages.testSent(to) };
    },
  }),
  [MAIL_INTENTS.clear]: intent({
    schema: z.object({}),
    async run(_input, { context }) {
      await context.mailSettings.clear();
      return { ok: true, notify: mailMessages.cleared };
    },
  }),
};
