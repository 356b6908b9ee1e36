import type { ApiErrorCode } from "../../../domain/api-error";
import { apiErrorMessageOf } from "../../../domain/checkout";
import { namesInLanguage } from "../../../domain/item-names";
import { refusalOf, sayRefusal, type RefusalOf, type RefusalTexts } from "../../../domain/refusals";
import { pageLocale } from "../../i18n/locale";
import { m } from "../../i18n/messages";

/** The order refusals (domain/refusals.ts 'order.*'), one message per code. */
export const ORDER_REFUSALS: RefusalTexts<"order"> = {
  "order.unknown-product": ({ productId }) =>
    m.cart_refused_unknown_product({ productId: String(productId) }),
  "order.out-of-stock": ({ name }) => m.cart_refused_out_of_stock({ name }),
  "order.only-left": ({ name, left }) => m.cart_refused_only_left({ left: String(left), name }),
  "order.over-max-quantity": ({ name, maxQuantity }) =>
    m.cart_refused_over_max_quantity({ maxQuantity: String(maxQuantity), name }),
};

/** The API's own codes that say why without naming anything (rate limit, database, server). */
export const API_CODE_TEXTS: Partial<Record<ApiErrorCode, () => string>> = {
  too_many_requests: () => m.cart_refused_rate_limited(),
  database_unavailable: () => m.cart_refused_database_unavailable(),
  internal_error: () => m.cart_refused_server_failure(),
};

export function isOrderRefusal(refusal: { code: string } | null): refusal is RefusalOf<"order"> {
  return refusal !== null && refusal.code in ORDER_REFUSALS;
}

/**
 * Why the API did not place an order, in the page's language: its refusal's code, else its error
 * code. A refusal this page has no words for (a newer server) is shown as the server wrote it.
 */
function reasonOf(body: unknown, lines: readonly CartNames[]): string | null {
  const error = (body as { error?: { code?: unknown; refusal?: unknown } } | null)?.error;
  const refusal = refusalOf(error?.refusal);
  if (isOrderRefusal(refusal)) {
    // The server names a product in English; a Hindi page says the Hindi name its cart holds.
    if ("name" in refusal.params) {
      refusal.params = namesInLanguage([refusal.params], lines, pageLocale())[0]!;
    }
    return sayRefusal(ORDER_REFUSALS, refusal);
  }
  const byCode = API_CODE_TEXTS[error?.code as ApiErrorCode];
  return byCode ? byCode() : apiErrorMessageOf(body);
}

/** A cart line's names, English and Hindi. */
type CartNames = { name: string; nameHi?: string | undefined };

/**
 * What the cart tells the customer when an order was not placed (`body`: the API's answer;
 * `lines`: the cart's, to name a refused product in the page's language).
 */
export function orderFailureMessage(body: unknown, lines: readonly CartNames[] = []): string {
  const reason = reasonOf(body, lines);
  return reason ? m.cart_order_failed_because({ reason }) : m.cart_order_failed();
}
