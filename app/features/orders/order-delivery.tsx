import { MapPin, Truck } from "lucide-react";
import { deliveryLine, deliveryMessages } from "../../../domain/delivery";
import type { OrderListRow } from "../../../domain/order-desk";

type Delivery = Pick<
  OrderListRow,
  "deliveryAddress" | "deliveryLandmark" | "deliveryPin" | "outsideServiceArea"
>;

/** The order's delivery details, when the customer gave any, on the dashboard and details page. */
export function OrderDelivery({ order, className = "" }: { order: Delivery; className?: string }) {
  const line = deliveryLine(order);
  if (!line && !order.outsideServiceArea) return null;
  return (
    <div className={`text-sm ${className}`}>
      {line && (
        <p className="flex items-start gap-1 break-words text-slate-700">
          <MapPin aria-hidden size={14} className="mt-0.5 shrink-0" />
          <span>{line}</span>
        </p>
      )}
      <OutsideServiceAreaBadge order={order} />
    </div>
  );
}

/** The dashboard's mark on an order whose PIN code is outside the service area. */
export function OutsideServiceAreaBadge({ order }: { order: Delivery }) {
  if (!order.outsideServiceArea) return null;
  return (
    <span
      title={deliveryMessages.outsideAreaHint}
      className="mt-1 inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-900 ring-1 ring-amber-300 ring-inset"
    >
      <Truck aria-hidden size={12} />
      {deliveryMessages.outsideAreaBadge}
      <span className="sr-only">: {deliveryMessages.outsideAreaHint}</span>
    </span>
  );
}

/** The dashboard row's delivery: one short line under the customer's name, and the mark. */
export function DashboardDelivery({ row }: { row: Delivery }) {
  const line = deliveryLine(row);
  return (
    <>
      {line && (
        <span title={line} className="block max-w-56 truncate text-xs font-normal text-slate-600">
          {line}
        </span>
      )}
      <OutsideServiceAreaBadge order={row} />
    </>
  );
}
