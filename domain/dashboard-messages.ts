import { formatRupees } from "./money";
import type {
  BilledOrder,
  BulkDeleteResult,
  BulkStatusResult,
  ClearAllResult,
  OrderDue,
} from "./order-desk";
import type { OrderStatus } from "./shop-constants";

/**
 * The order dashboard's notifications, word for word from spec §8 'Dashboard notifications', so
 * the screen and the tests read the same text. Statuses appear upper-case, e.g. 'CONFIRMED'.
 */

/** Spec §9: a dashboard notification hides itself after this long. */
export const DASHBOARD_NOTIFICATION_MS = 5000;

export type NotificationType = "info" | "success" | "error";

/** Spec §3 'Admin notification'. */
export interface AdminNotification {
  message: string;
  type: NotificationType;
  show: boolean;
}

const upper = (status: OrderStatus) => status.toUpperCase();

export const dashboardMessages = {
  loadOrdersFailed: "Failed to load orders. Please refresh the page.",
  loadSummaryFailed: "Failed to load orders summary",
  statusUpdated: (orderNumber: string, status: OrderStatus) =>
    `Order ${orderNumber} status updated to ${upper(status)}`,
  statusUpdateFailed: "Failed to update order status",
  statusUpdateError: "Error updating order status",
  orderDeleted: "Order deleted successfully",
  orderDeleteFailed: "Failed to delete order",
  orderDeleteError: "Error deleting order",
  selectToUpdate: "Please select orders to update",
  bulkUpdated: (count: number, status: OrderStatus) =>
    `${count} orders updated to ${upper(status)}`,
  bulkUpdatePartial: "Failed to update some orders",
  bulkUpdateError: "Error updating orders",
  selectToDelete: "Please select orders to delete",
  bulkDeleted: (count: number) => `${count} orders deleted successfully`,
  bulkDeletePartial: (deleted: number, asked: number) => `${deleted} of ${asked} orders deleted`,
  bulkDeleteError: "Error deleting orders",
  exported: "Orders exported successfully",
  exportFailed: "Failed to export orders",
  allCleared: "All orders have been deleted",
  /**
   * Decision 33: a bill is never changed or deleted, so neither is its order; a cancelled or
   * corrected sale gets a credit note on its bill (the order's page, 'Credit note').
   */
  orderBilled: (order: Pick<BilledOrder, "orderNumber" | "billNumber">) =>
    `Order ${order.orderNumber} has bill ${order.billNumber}, so it cannot be deleted: a bill is kept as issued. To cancel the sale, issue a credit note on the bill ('Credit note' on the order's page).`,
  bulkDeleteKeptBilled: (deleted: number, billed: readonly BilledOrder[]) =>
    `${deleted} of ${deleted + billed.length} orders deleted. ${billed.length === 1 ? "1 order was kept: it has" : `${billed.length} orders were kept: they have`} a bill (${billNumbersLine(billed)}), which is kept as issued. To cancel a billed sale, issue a credit note on its bill.`,
  clearedKeptBilled: (result: ClearAllResult) =>
    `${result.deleted} orders without a bill have been deleted. ${result.keptBilled === 1 ? "1 order with a bill was kept" : `${result.keptBilled} orders with a bill were kept`}: a bill is kept as issued; cancel a billed sale with a credit note.`,
  clearFailed: "Failed to clear orders",
  clearCancelled: "Deletion cancelled - incorrect confirmation text",
  refreshed: "Data refreshed successfully",
  showingLastDays: (days: number) => `Showing orders from last ${days} days`,
  cancelledByCustomer: (orderNumber: string) =>
    `Order ${orderNumber} was cancelled by the customer`,
} as const;

/** Spec §5 confirmation prompts for the dashboard. */
export const dashboardPrompts = {
  deleteOrder: (orderNumber: string) =>
    `Are you sure you want to delete order ${orderNumber}? This action cannot be undone.`,
  bulkDelete: (count: number) =>
    `Are you sure you want to delete ${count} orders? This action cannot be undone.`,
  bulkStatus: (count: number, status: OrderStatus) => `Update ${count} orders to ${upper(status)}?`,
  clearAllWarning:
    "This deletes every order in the shop that has no bill, including ones you have not exported. Orders with a bill are kept. This action cannot be undone.",
  clearAllTypePhrase: (phrase: string) => `Type ${phrase} to confirm.`,
  /** Issue 31: 'Delivered' while money is due asks first, naming the order and the amount. */
  deliveredWithDue: (order: Pick<OrderDue, "orderNumber" | "duePaise">) =>
    `${formatRupees(order.duePaise)} is still due on order ${order.orderNumber}. Mark it as Delivered anyway?`,
  bulkDeliveredWithDue: (dues: readonly OrderDue[]) =>
    `${formatRupees(dues.reduce((sum, order) => sum + order.duePaise, 0))} is still due on ${dues.length === 1 ? "1 of these orders" : `${dues.length} of these orders`}. Mark them as Delivered anyway?`,
} as const;

/** The bills a refused delete names; the rest are counted. */
const BILLS_NAMED = 5;

function billNumbersLine(billed: readonly BilledOrder[]): string {
  const named = billed.slice(0, BILLS_NAMED).map((order) => order.billNumber);
  const more = billed.length - named.length;
  return more > 0 ? `${named.join(", ")} and ${more} more` : named.join(", ");
}

/** The orders a delivery question names; the rest are counted. */
export const DUE_ORDERS_NAMED = 10;

/** 'N of M orders': the orders the filters match, of every order in the shop. */
export function orderCountLine(matching: number, all: number): string {
  return `${matching} of ${all} orders`;
}

/** What a bulk status change came to; ids that vanished meanwhile make it a partial failure. */
export function bulkStatusNotification(
  result: BulkStatusResult,
  status: OrderStatus,
): AdminNotification {
  return result.missing.length === 0
    ? {
        message: dashboardMessages.bulkUpdated(result.updated.length, status),
        type: "success",
        show: true,
      }
    : { message: dashboardMessages.bulkUpdatePartial, type: "error", show: true };
}

/**
 * What a bulk delete came to: all of them, the billed ones kept (named by their bills), or
 * '{n} of {m} orders deleted'.
 */
export function bulkDeleteNotification(result: BulkDeleteResult): AdminNotification {
  const asked = result.deleted.length + result.missing.length;
  if (result.billed.length > 0) {
    return {
      message: dashboardMessages.bulkDeleteKeptBilled(result.deleted.length, result.billed),
      type: "error",
      show: true,
    };
  }
  return result.missing.length === 0
    ? { message: dashboardMessages.bulkDeleted(asked), type: "success", show: true }
    : {
        message: dashboardMessages.bulkDeletePartial(result.deleted.length, asked),
        type: "error",
        show: true,
      };
}
