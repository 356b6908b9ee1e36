import { data, type AppLoadContext } from "react-router";
import { productIdSchema } from "../../../domain/product-schemas";
import { stockAlertSchema } from "../../../domain/stock-alert-schema";
import { STOCK_ALERT_INTENT, stockAlertMessages } from "../../../domain/stock-alerts";

export type StockAlertAnswer = { saved: true } | { problem: string };

/**
 * A refusal is an answer the page shows beside the field, so it comes with 200 as the repair
 * booking's do; only the per-address limit keeps its 429.
 */
const refused = (problem: string, status = 200) => data<StockAlertAnswer>({ problem }, { status });

/**
 * The product page's action: 'Tell me when it is back' on a sold-out product. Works as a plain
 * form post, so a phone whose script has not loaded yet can still leave its number.
 */
export async function stockAlertAction(
  request: Request,
  productIdParam: string | undefined,
  context: AppLoadContext,
) {
  const form = await request.formData().catch(() => undefined);
  if (form?.get("intent") !== STOCK_ALERT_INTENT) {
    return refused(`Unknown action '${String(form?.get("intent"))}'`, 400);
  }
  const id = productIdSchema.safeParse(productIdParam);
  if (!id.success) return refused(stockAlertMessages.productGone);
  const parsed = stockAlertSchema.safeParse({ mobile: String(form.get("mobile") ?? "") });
  if (!parsed.success) return refused(parsed.error.issues[0]!.message);
  try {
    await context.stockAlerts.request(id.data, parsed.data.mobile, context.clientAddress);
  } catch (error) {
    if (error instanceof Error && error.name === "StockAlertRefusedError") {
      const { status } = error as Error & { status: number };
      return refused(error.message, status === 429 ? status : 200);
    }
    throw error;
  }
  return data<StockAlertAnswer>({ saved: true });
}
