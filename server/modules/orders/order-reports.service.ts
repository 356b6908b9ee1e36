import { summariseByPaymentMethod } from "./sales-reports.repository";
import type { Kysely } from "kysely";
import type { OrderReport, ReportRange } from "../../../domain/order-reports";
import type { OrderChannel } from "../../../domain/sales";
import { ORDER_STATUSES, type OrderStatus } from "../../../domain/shop-constants";
import { addDays, shopDayStart } from "../../../domain/shop-time";
import type { Database } from "../../db/schema";
import { summariseByStatus } from "./order-desk.repository";
import { revenueOf } from "../../../domain/revenue";
import {
  findTopProducts,
  summarisePaidByStatus,
  summariseStatusesPer,
} from "./order-reports.repository";

const DAY_MS = 24 * 60 * 60 * 1000;
const TOP_PRODUCTS = 10;

function datesOf(from: string, to: string): string[] {
  const dates: string[] = [];
  for (
    let day = Date.parse(`${from}T00:00:00Z`);
    day <= Date.parse(`${to}T00:00:00Z`);
    day += DAY_MS
  ) {
    dates.push(new Date(day).toISOString().slice(0, 10));
  }
  return dates;
}

/** The reports page's figures: orders and revenue over whole India days. Reads only. */
export class OrderReports {
  constructor(private readonly db: Kysely<Database>) {}

  /** Orders placed in [fromIso, toIso): the start included, the end not. */
  async countBetween(fromIso: string, toIso: string): Promise<number> {
    const byStatus = await summariseByStatus(this.db, { fromIso, toIso });
    return [...byStatus.values()].reduce((sum, { orders }) => sum + orders, 0);
  }

  /** Revenue (domain/revenue.ts) of the orders placed in [fromIso, toIso). */
  async revenueBetween(fromIso: string, toIso: string): Promise<number> {
    const [byStatus, paid] = await Promise.all([
      summariseByStatus(this.db, { fromIso, toIso }),
      summarisePaidByStatus(this.db, { fromIso, toIso }),
    ]);
    return revenueOf(byStatus, paid).revenuePaise;
  }

  /**
   * The report of whole India days from `range.from` to `range.to`. Days are grouped by the
   * database (at most 366 rows come back however busy the shop), so the report costs the same
   * memory for ten orders as for a hundred thousand.
   */
  async report(range: ReportRange): Promise<OrderReport> {
    const fromIso = shopDayStart(range.from).toISOString();
    const toIso = shopDayStart(addDays(range.to, 1)).toISOString();
    const [days, byStatus, topProducts, topProductsByRevenue, byChannel, byPaymentMethod, paid] =
      await Promise.all([
        summariseStatusesPer(this.db, "day", { fromIso, toIso }),
        summariseByStatus(this.db, { fromIso, toIso }),
        findTopProducts(this.db, { fromIso, toIso }, "quantity", TOP_PRODUCTS),
        findTopProducts(this.db, { fromIso, toIso }, "revenue", TOP_PRODUCTS),
        summariseStatusesPer(this.db, "channel", { fromIso, toIso }),
        summariseByPaymentMethod(this.db, { fromIso, toIso }),
        summarisePaidByStatus(this.db, { fromIso, toIso }),
      ]);
    const counts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<
      OrderStatus,
      number
    >;
    let valuePaise = 0;
    let keptOrders = 0;
    for (const [status, { orders, totalPaise }] of byStatus) {
      counts[status] = orders;
      if (status !== "cancelled") {
        valuePaise += totalPaise;
        keptOrders += orders;
      }
    }
    const { revenuePaise, pendingPaise } = revenueOf(byStatus, paid);
    return {
      from: range.from,
      to: range.to,
      // A day and a channel are worked out by the same rule as the range's revenue.
      days: datesOf(range.from, range.to).map((date) => {
        const day = days.get(date);
        return day
          ? { date, orders: day.orders, ...revenueOf(day.byStatus, day.paidByStatus) }
          : { date, orders: 0, revenuePaise: 0, pendingPaise: 0 };
      }),
      byStatus: counts,
      topProducts,
      topProductsByRevenue,
      orderCount: Object.values(counts).reduce((sum, orders) => sum + orders, 0),
      revenuePaise,
      pendingPaise,
      averageOrderPaise: keptOrders === 0 ? 0 : Math.round(valuePaise / keptOrders),
      byChannel: [...byChannel]
        .map(([channel, figures]) => ({
          channel: channel as OrderChannel,
          // Cancelled orders are neither revenue nor pending, and not counted here.
          orders: figures.orders - (figures.byStatus.get("cancelled")?.orders ?? 0),
          ...revenueOf(figures.byStatus, figures.paidByStatus),
        }))
        .filter((row) => row.orders > 0)
        .sort((a, b) => a.channel.localeCompare(b.channel)),
      byPaymentMethod,
    };
  }
}
