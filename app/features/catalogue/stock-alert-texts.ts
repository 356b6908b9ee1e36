import { stockAlertMessages } from "../../../domain/stock-alerts";
import { m } from "../../i18n/messages";

/*
 * The answers of 'Tell me when it is back' come from the server in English (domain/stock-alerts.ts
 * stays the API's source); the product page shows them in its own language.
 */
const STOCK_ALERT_PROBLEMS: Record<string, () => string> = {
  [stockAlertMessages.mobileInvalid]: m.cat_alert_mobile_invalid,
  [stockAlertMessages.rateLimited]: m.cat_alert_rate_limited,
  [stockAlertMessages.productGone]: m.cat_alert_product_gone,
  [stockAlertMessages.inStockAlready]: m.cat_alert_in_stock_already,
};

/** A refusal of 'Tell me when it is back' in the page's language; an unknown one stays as sent. */
export function stockAlertProblem(message: string): string {
  return STOCK_ALERT_PROBLEMS[message]?.() ?? message;
}
