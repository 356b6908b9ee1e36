import type { OrderStatus } from "./shop-constants";

/**
 * Revenue counts what the shop has earned (issue 31): a delivered order's total, and what was paid
 * on an order not yet delivered. The rest of the orders still open is pending, shown apart; a
 * cancelled order counts in neither.
 */
export function revenueOf(
  byStatus: ReadonlyMap<OrderStatus, { totalPaise: number }>,
  paidByStatus: ReadonlyMap<OrderStatus, number>,
): { revenuePaise: number; pendingPaise: number } {
  let revenuePaise = 0;
  let pendingPaise = 0;
  for (const [status, { totalPaise }] of byStatus) {
    if (status === "cancelled") continue;
    if (status === "delivered") {
      revenuePaise += totalPaise;
      continue;
    }
    const paid = Math.min(paidByStatus.get(status) ?? 0, totalPaise);
    revenuePaise += paid;
    pendingPaise += totalPaise - paid;
  }
  return { revenuePaise, pendingPaise };
}
