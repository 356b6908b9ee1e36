import type { ApiErrorCode } from "../../../domain/api-error";
import { apiErrorMessageOf } from "../../../domain/checkout";
import { refusalOf, sayRefusal, type RefusalOf, type RefusalTexts } from "../../../domain/refusals";
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
function reasonOf(body: unknown): string | null {
  const error = (body as { error?: { code?: unknown; refusal?: unknown } } | null)?.error;
  const refusal = refusalOf(error?.refusal);
  if (isOrderRefusal(refusal)) return sayRefusal(ORDER_REFUSALS, refusal);
  const byCode = API_CODE_TEXTS[error?.code as ApiErrorCode];
  return byCode ? byCode() : apiErrorMessageOf(body);
}

/** What the cart tells the customer when an order was not placed (`body`: the API's answer). */
export function orderFailureMessage(body: unknown): string {
  const reason = reasonOf(body);
  return reason ? m.cart_order_failed_because({ reason }) : m.cart_order_failed();
}
