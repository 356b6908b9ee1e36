import { randomUUID } from "node:crypto";

export interface OrderRequestBody {
  customerName: string;
  customerMobile: string;
  items: { productId: number; quantity: number }[];
  idempotencyKey: string;
  [field: string]: unknown;
}

/** A valid `POST /api/orders` body with a fresh idempotency key; tests override what they are about. */
export function buildOrderRequest(
  items: OrderRequestBody["items"],
  overrides: Partial<OrderRequestBody> = {},
): OrderRequestBody {
  return {
    customerName: "Asha Verma",
    customerMobile: "9829012345",
    items,
    idempotencyKey: randomUUID(),
    ...overrides,
  };
}
