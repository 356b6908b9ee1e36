import { z } from "zod";
import { demoCatalogueTexts } from "../../domain/demo-catalogue";
import { adminAction, intent } from "../features/admin/admin-action.server";
import { adminClientAction } from "../features/admin/admin-client";
import { DEMO_PRODUCTS_INTENT } from "../features/admin/demo-banner";
import type { Route } from "./+types/admin-demo-products";

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

/** A lost connection keeps the page and says so, as on every admin page (admin-client.ts). */
export function clientAction(args: Route.ClientActionArgs) {
  return adminClientAction(args);
}
