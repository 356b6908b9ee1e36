import { repairIdOf } from "../../../domain/repair-desk";
import { showcaseMessages, showcaseSchema } from "../../../domain/repair-showcase";
import { intent } from "../admin/admin-action.server";

/**
 * The closed repair's 'Show on our-service page' toggle (issue 33), an intent of the repair
 * details page's admin action: shows it among /our-service's recent repairs, or takes it off.
 */
export const showcaseIntents = {
  showcase: intent({
    schema: showcaseSchema,
    async run({ shown }, { admin, context, params }) {
      const id = repairIdOf(params.id);
      if (id === undefined) return { ok: false, notify: showcaseMessages.notFound };
      const result = await context.repairShowcase.setShown(id, shown, admin);
      if (!result.ok) return { ok: false, notify: result.message };
      return { ok: true, notify: shown ? showcaseMessages.shown : showcaseMessages.hidden };
    },
  }),
};
