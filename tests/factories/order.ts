import { randomUUID } from "node:crypto";
import type { PlaceOrderRequestJson } from "../../domain/order-schemas";

/** A valid `POST /api/orders` body with a fresh idempotency key; tests override what they are about. */
export function buildOrderRequest(
  items: PlaceOrderRequestJson["items"],
  overrides: Partial<PlaceOrderRequestJson> = {},
): PlaceOrderRequestJson {
  return {
    customerName: "Asha Verma",
    customerMobile: "9829012345",
    items,
    idempotencyKey: randomUUID(),
    ...overrides,
  };
}
