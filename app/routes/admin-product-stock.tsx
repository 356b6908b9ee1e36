import { productIdSchema } from "../../domain/product-schemas";
import { stockCountSchema, stockMessages } from "../../domain/stock-count";
import { adminAction, intent } from "../features/admin/admin-action.server";
import { adminClientAction } from "../features/admin/admin-client";
import type { Route } from "./+types/admin-product-stock";

export const STOCK_COUNT_INTENT = "stock-count";

/**
 * Sets a product's stock count with a reason (issue 31), kept in its stock history with who did
 * it; an empty count stops counting, and the In Stock switch rules again.
 */
export const action = adminAction({
  [STOCK_COUNT_INTENT]: intent({
    schema: stockCountSchema,
    async run({ quantity, reason }, { context, params, admin }) {
      const id = productIdSchema.safeParse(params.id);
      const found =
        id.success && (await context.stock.adjust(id.data, quantity, reason, admin.email));
      return found ? { ok: true } : { ok: false, notify: stockMessages.productGone };
    },
  }),
});

export function clientAction(args: Route.ClientActionArgs) {
  return adminClientAction(args);
}
