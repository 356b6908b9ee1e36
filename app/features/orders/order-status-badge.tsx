import { ORDER_STATUS_LABELS } from "../../../domain/order-desk";
import type { OrderStatus } from "../../../domain/shop-constants";

/** Colours chosen so the text keeps a 4.5:1 contrast on its tint, as the shop reads them in sunlight. */
const STATUS_STYLES: Record<OrderStatus, string> = {
  pending: "bg-amber-100 text-amber-900 ring-amber-300",
  confirmed: "bg-blue-100 text-blue-900 ring-blue-300",
  processing: "bg-violet-100 text-violet-900 ring-violet-300",
  delivered: "bg-green-100 text-green-900 ring-green-300",
  cancelled: "bg-red-100 text-red-900 ring-red-300",
};

/** An order's status as a coloured pill, e.g. 'Pending'. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${STATUS_STYLES[status]}`}
    >
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}
