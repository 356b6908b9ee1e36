import { formatShopDateTime, shopDateOf } from "./shop-time";
import { ORDER_STATUS_LABELS, type OrderListRow } from "./order-desk";
import { CHANNEL_LABELS } from "./sales";
import { normaliseMobile } from "./mobile";

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

/**
 * A mobile number as a spreadsheet should show it: '98290 12345', the way it is written in India.
 * The space keeps it text (no 9.83E+09, no lost leading digit), and a stored mobile starts with 6
 * to 9, so the cell never starts a formula and needs no apostrophe. '' once erased.
 */
export function csvMobile(mobile: string): string {
  return normaliseMobile(mobile) === mobile ? `${mobile.slice(0, 5)} ${mobile.slice(5)}` : "";
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
    csvMobile(order.customerMobile),
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
