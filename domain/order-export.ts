import { formatShopDateTime, shopDateOf } from "./shop-time";
import { formatMobile } from "./contact-links";
import { ORDER_STATUS_LABELS, type OrderListRow } from "./order-desk";
import { CHANNEL_LABELS } from "./sales";

/**
 * The order dashboard's CSV export (spec §7): its columns, file name and rows. Cells that would
 * start a formula are escaped by the CSV writer (server/modules/export/csv.ts).
 */

/** CSV export columns (spec §7), in order. */
export const ORDER_EXPORT_COLUMNS = [
  "Order Number",
  "Customer Name",
  "Mobile",
  "Status",
  "Total Price",
  "Items Count",
  "Order Date",
  "Delivery Address",
  "Landmark",
  "PIN Code",
  "Outside Service Area",
  "Channel",
  "Paid",
  "Due",
  "Items Bought",
] as const;

/** The export's file name for a day in India: orders_{YYYY-MM-DD}.csv. */
export function orderExportFileName(now: Date): string {
  return `orders_${shopDateOf(now)}.csv`;
}

/** One order as an export row, in `ORDER_EXPORT_COLUMNS` order; money in rupees with paise. */
export function orderExportRow(
  order: Pick<
    OrderListRow,
    | "orderNumber"
    | "customerName"
    | "customerMobile"
    | "status"
    | "totalPaise"
    | "itemsCount"
    | "deliveryAddress"
    | "deliveryLandmark"
    | "deliveryPin"
    | "outsideServiceArea"
    | "channel"
    | "paidPaise"
    | "duePaise"
  > & { createdAt: string; items: readonly { name: string; quantity: number }[] },
): (string | number)[] {
  return [
    order.orderNumber,
    order.customerName,
    formatMobile(order.customerMobile),
    ORDER_STATUS_LABELS[order.status],
    (order.totalPaise / 100).toFixed(2),
    order.itemsCount,
    formatShopDateTime(order.createdAt, "en"),
    order.deliveryAddress ?? "",
    order.deliveryLandmark ?? "",
    order.deliveryPin ?? "",
    order.outsideServiceArea ? "Yes" : "",
    CHANNEL_LABELS[order.channel],
    (order.paidPaise / 100).toFixed(2),
    (order.duePaise / 100).toFixed(2),
    order.items.map(({ name, quantity }) => `${quantity} × ${name}`).join("; "),
  ];
}
