import { m } from "../../i18n/messages";

/**
 * The server refuses an order in English (domain/order-schemas.ts `orderRefusals`, the rate limit,
 * domain/api-error.ts). Each known refusal is read back here and told in the page's language; an
 * unknown one is shown as the server wrote it. order-refusal-text.test.ts keeps the patterns in
 * step with the server's messages.
 */
const REFUSALS: ReadonlyArray<readonly [RegExp, (slots: string[]) => string]> = [
  [
    /^Product (\d+) is no longer available$/,
    ([productId = ""]) => m.cart_refused_unknown_product({ productId }),
  ],
  [/^'(.+)' is out of stock$/s, ([name = ""]) => m.cart_refused_out_of_stock({ name })],
  [
    /^Only (\d+) left of '(.+)'$/s,
    ([left = "", name = ""]) => m.cart_refused_only_left({ left, name }),
  ],
  [
    /^Only (\d+) of '(.+)' can be ordered at a time$/s,
    ([maxQuantity = "", name = ""]) => m.cart_refused_over_max_quantity({ maxQuantity, name }),
  ],
];

/** Messages without slots: their English is the catalogue's, which the test holds to the server's. */
const FIXED_REFUSALS = [
  m.cart_refused_rate_limited,
  m.cart_refused_database_unavailable,
  m.cart_refused_server_failure,
];

function refusalText(reason: string): string {
  for (const [pattern, translate] of REFUSALS) {
    const match = pattern.exec(reason);
    if (match) return translate(match.slice(1));
  }
  const fixed = FIXED_REFUSALS.find((message) => message({}, { locale: "en" }) === reason);
  return fixed ? fixed() : reason;
}

/** What the cart tells the customer when an order was not placed, with the server's reason if any. */
export function orderFailureMessage(reason: string | null): string {
  return reason
    ? m.cart_order_failed_because({ reason: refusalText(reason) })
    : m.cart_order_failed();
}
