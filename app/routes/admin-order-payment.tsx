import { adminClientAction } from "../features/admin/admin-client";
import { orderPaymentAction } from "../features/orders/order-payment-action.server";
import type { Route } from "./+types/admin-order-payment";

/** 'Record payment' on an order's details page (issue 31): method, amount, reference. */
export const action = orderPaymentAction;

export function clientAction(args: Route.ClientActionArgs) {
  return adminClientAction(args);
}
