import { z } from "zod";
import { demoCatalogueTexts } from "../../domain/demo-catalogue";
import { adminAction, intent } from "../features/admin/admin-action.server";
import { DEMO_PRODUCTS_INTENT } from "../features/admin/demo-banner";

/** Removes the demo products and their pictures (the admin's demo banner posts here). */
export const action = adminAction({
  [DEMO_PRODUCTS_INTENT]: intent({
    schema: z.object({}),
    async run(_input, { context }) {
      const removed = await context.demoCatalogue.remove();
      return { ok: true, notify: demoCatalogueTexts.removed(removed), result: removed };
    },
  }),
});
