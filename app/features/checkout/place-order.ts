import type { Cart } from "../../../domain/cart";
import {
  checkoutAttemptOf,
  orderRequestOf,
  placedOrderOf,
  type CustomerDetails,
  type PlacedOrder,
} from "../../../domain/checkout";
import { pageLocale } from "../../i18n/locale";
import { forgetIdempotencyKey, idempotencyKeyFor } from "./idempotency-key";
import { orderFailureMessage } from "./order-refusal-text";

export type PlaceOrderResult =
  { ok: true; order: PlacedOrder } | { ok: false; message: string; refused: boolean };

/** Sends the order once; the server prices it from its own catalogue. */
export async function placeOrder(details: CustomerDetails, cart: Cart): Promise<PlaceOrderResult> {
  const idempotencyKey = idempotencyKeyFor(checkoutAttemptOf(details, cart));
  let response: Response;
  try {
    response = await fetch("/api/orders", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        ...orderRequestOf(details, cart, idempotencyKey),
        locale: pageLocale(),
      }),
    });
  } catch {
    return { ok: false, message: orderFailureMessage(null), refused: false };
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const order = placedOrderOf(body);
    if (order) {
      forgetIdempotencyKey();
      return { ok: true, order };
    }
    return { ok: false, message: orderFailureMessage(null), refused: false };
  }
  return {
    ok: false,
    message: orderFailureMessage(body, cart),
    refused: response.status >= 400 && response.status < 500,
  };
}
