import { revenueOf } from "../../../domain/revenue";
import { summarisePaidByStatus } from "./order-reports.repository";
import { paidAndDue } from "../../../domain/sales";
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { SignedInAdmin } from "../../../domain/admin-auth";
import {
  MAX_BULK_ORDERS,
  NO_ANSWER_FLAG_THRESHOLD,
  isUrgent,
  type BulkDeleteResult,
  type ClearAllResult,
  type OrderDeleteAnswer,
  type BulkStatusResult,
  type OrderDue,
  type CallOutcome,
  type OrderDetails,
  type OrderListPage,
  type OrderListRow,
  type OrderPeriod,
  type OrderSummary,
  type TimelineEntry,
} from "../../../domain/order-desk";
import type { OrderListQuery } from "../../../domain/order-desk-schemas";
import type { OrderStatus } from "../../../domain/shop-constants";
import { inChunks } from "../../db/chunks";
import type { Database } from "../../db/schema";
import type { EventBus } from "../../events/event-bus";
import type { OrderEvent } from "../../../domain/live-events";
import {
  countAllOrders,
  summariseItems,
  countMatchingOrders,
  countNoAnswerCalls,
  findActivity,
  findOrder,
  findOrderIds,
  findOrderItems,
  findOrderPage,
  findStatuses,
  insertActivity,
  summariseByStatus,
  updateStatuses,
  type ActivityRow,
} from "./order-desk.repository";
import { deleteUnbilledOrders } from "./order-deletion.repository";
import { hasFilters, orderFilters } from "./order-filters";
import { toTimelineEntry } from "./order-timeline";
import { findOpenTotals, paidByOrder } from "./order-payments.repository";
import { announceStockChanged } from "../products/stock-changed";
import { followStatusInStock } from "./order-stock";
import type { OrderRow } from "./order-filters.repository";
import { serviceLog } from "../../service-log";

const log = serviceLog("order-desk");

/** Keeps every event of a bulk action under the 8000-byte payload of a PostgreSQL NOTIFY. */
const IDS_PER_EVENT = 500;

/**
 * The admin's order desk: the dashboard's lists and summary, status changes, deletions, notes and
 * call-backs (reports and the CSV export are `OrderReports` and `OrderExport`). Every change is
 * committed before it is announced on the `orders` topic, so every open dashboard that reloads on
 * the event sees it.
 */
export class OrderDesk {
  readonly #origin = randomUUID();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly events: EventBus,
  ) {}

  async list(query: OrderListQuery, now: Date = new Date()): Promise<OrderListPage> {
    const filters = orderFilters(query, now);
    const offset = (query.page - 1) * query.pageSize;
    const [all, counted] = await Promise.all([
      countAllOrders(this.db),
      hasFilters(filters) ? countMatchingOrders(this.db, filters) : undefined,
    ]);
    const matching = counted ?? all;
    // Filling the page by walking the sort's index visits about (offset + page size) × all /
    // matching orders, each a lookup costing some four rows of a plain scan of all of them.
    const scan = counted !== undefined && 4 * (offset + query.pageSize) > matching;
    const rows = await findOrderPage(this.db, filters, query.sort, {
      limit: query.pageSize,
      offset,
      scan,
    });
    return {
      orders: await this.#toListRows(rows, now),
      matching,
      all,
      page: query.page,
      pageSize: query.pageSize,
      pageCount: Math.max(1, Math.ceil(matching / query.pageSize)),
    };
  }

  listIds(query: OrderListQuery, now: Date = new Date()): Promise<number[]> {
    return findOrderIds(this.db, orderFilters(query, now), query.sort, MAX_BULK_ORDERS);
  }

  /**
   * Counted and summed by the database from an index, without reading the orders themselves;
   * of every order, or of those placed in the period.
   */
  async summary(period?: OrderPeriod): Promise<OrderSummary> {
    const [byStatus, paid] = await Promise.all([
      summariseByStatus(this.db, period),
      summarisePaidByStatus(this.db, period),
    ]);
    const summary: OrderSummary = {
      total: 0,
      pending: 0,
      confirmed: 0,
      processing: 0,
      delivered: 0,
      cancelled: 0,
      ...revenueOf(byStatus, paid),
    };
    for (const [status, { orders }] of byStatus) {
      summary[status] = orders;
      summary.total += orders;
    }
    return summary;
  }

  async details(id: number, now: Date = new Date()): Promise<OrderDetails | undefined> {
    const order = await findOrder(this.db, id);
    if (!order) return undefined;
    const [[row], items, activity] = await Promise.all([
      this.#toListRows([order], now),
      findOrderItems(this.db, id),
      findActivity(this.db, id),
    ]);
    return {
      order: {
        ...row!,
        items: items.map((item) => ({
          ...item,
          lineTotalPaise: item.unitPricePaise * item.quantity,
        })),
      },
      timeline: [{ kind: "created", at: order.createdAt }, ...activity.map(toTimelineEntry)],
    };
  }

  /** Sets any status on the order; undefined when it does not exist. */
  async setStatus(
    id: number,
    status: OrderStatus,
    admin: SignedInAdmin,
  ): Promise<OrderListRow | undefined> {
    const { updated } = await this.bulkSetStatus([id], status, admin);
    if (updated.length === 0) return undefined;
    const order = await findOrder(this.db, id);
    if (!order) return undefined;
    const [row] = await this.#toListRows([order], new Date());
    return row;
  }

  /** Of the orders named, those not yet delivered with money still due (issue 31). */
  async dueBeforeDelivery(ids: readonly number[]): Promise<OrderDue[]> {
    const open = await findOpenTotals(this.db, [...new Set(ids)]);
    return open
      .map((order) => ({
        id: order.id,
        orderNumber: order.orderNumber,
        duePaise: paidAndDue(order.totalPaise, [{ amountPaise: order.paidPaise }]).duePaise,
      }))
      .filter((order) => order.duePaise > 0);
  }

  /**
   * Sets the status of every order named that exists, in one transaction. An order that already
   * had the status counts as updated but is left as it was: nothing changed, so nothing is logged.
   */
  async bulkSetStatus(
    ids: readonly number[],
    status: OrderStatus,
    admin: SignedInAdmin,
  ): Promise<BulkStatusResult> {
    const named = [...new Set(ids)];
    const result = await this.db.transaction().execute(async (trx) => {
      const current = await findStatuses(trx, named);
      const changed = named.filter((id) => current.has(id) && current.get(id) !== status);
      const at = new Date().toISOString();
      await updateStatuses(trx, changed, status, at);
      const stockChanged = await followStatusInStock(
        trx,
        changed.map((orderId) => ({ orderId, from: current.get(orderId)!, to: status })),
        admin.email,
        at,
      );
      await insertActivity(
        trx,
        changed.map((orderId) => ({
          orderId,
          kind: "status",
          status,
          callOutcome: null,
          note: null,
          adminEmail: admin.email,
          createdAt: at,
        })),
      );
      return {
        updated: named.filter((id) => current.has(id)),
        missing: named.filter((id) => !current.has(id)),
        changed,
        stockChanged,
      };
    });
    if (result.stockChanged) await announceStockChanged(this.events);
    for (const orderIds of inChunks(result.changed, IDS_PER_EVENT)) {
      await this.#announce({ kind: "updated", orderIds, status, origin: this.#origin });
    }
    return { updated: result.updated, missing: result.missing };
  }

  /** Deletes an order without a bill; a billed one stays (decision 33) and is answered as such. */
  async delete(id: number): Promise<OrderDeleteAnswer> {
    const { deleted, billed } = await this.bulkDelete([id]);
    return billed[0] ?? (deleted.length > 0 ? "deleted" : "missing");
  }

  async bulkDelete(ids: readonly number[]): Promise<BulkDeleteResult> {
    const named = [...new Set(ids)];
    const { deleted, billed } = await this.db
      .transaction()
      .execute((trx) => deleteUnbilledOrders(trx, named));
    await this.#announceDeleted(deleted);
    const gone = new Set([...deleted, ...billed.map((order) => order.id)]);
    return { deleted, missing: named.filter((id) => !gone.has(id)), billed };
  }

  /**
   * Deletes every order without a bill; the caller has made sure the admin typed the
   * confirmation phrase. Billed orders stay, counted in the answer.
   */
  async clearAll(): Promise<ClearAllResult> {
    const { deleted, billed } = await this.db
      .transaction()
      .execute((trx) => deleteUnbilledOrders(trx, "all"));
    if (billed.length === 0) await this.#announce({ kind: "cleared", origin: this.#origin });
    else await this.#announceDeleted(deleted);
    return { deleted: deleted.length, keptBilled: billed.length };
  }

  async #announceDeleted(deleted: readonly number[]) {
    for (const orderIds of inChunks(deleted, IDS_PER_EVENT)) {
      await this.#announce({ kind: "deleted", orderIds, origin: this.#origin });
    }
  }

  addNote(id: number, text: string, admin: SignedInAdmin): Promise<TimelineEntry | undefined> {
    return this.#addActivity(id, {
      kind: "note",
      status: null,
      callOutcome: null,
      note: text,
      adminEmail: admin.email,
    });
  }

  logCall(
    id: number,
    outcome: CallOutcome,
    admin: SignedInAdmin,
  ): Promise<TimelineEntry | undefined> {
    return this.#addActivity(id, {
      kind: "call",
      status: null,
      callOutcome: outcome,
      note: null,
      adminEmail: admin.email,
    });
  }

  async #addActivity(
    id: number,
    activity: Omit<ActivityRow, "createdAt">,
  ): Promise<TimelineEntry | undefined> {
    const at = new Date().toISOString();
    const added = await this.db.transaction().execute(async (trx) => {
      if (!(await findOrder(trx, id))) return false;
      await insertActivity(trx, [{ ...activity, orderId: id, createdAt: at }]);
      return true;
    });
    if (!added) return undefined;
    await this.#announce({ kind: "activity", orderId: id, origin: this.#origin });
    return toTimelineEntry({ ...activity, createdAt: at });
  }

  async #toListRows(rows: OrderRow[], now: Date): Promise<OrderListRow[]> {
    const ids = rows.map((row) => row.id);
    const [items, noAnswers, paid] = await Promise.all([
      summariseItems(this.db, ids),
      countNoAnswerCalls(this.db, ids),
      paidByOrder(this.db, ids),
    ]);
    return rows.map((row) => ({
      ...row,
      itemsCount: items.get(row.id)?.quantity ?? 0,
      firstItemName: items.get(row.id)?.firstItemName ?? null,
      moreItemLines: Math.max(0, (items.get(row.id)?.lines ?? 0) - 1),
      ...paidAndDue(row.totalPaise, [{ amountPaise: paid.get(row.id) ?? 0 }]),
      urgent: isUrgent(row, now),
      flagged: (noAnswers.get(row.id) ?? 0) >= NO_ANSWER_FLAG_THRESHOLD,
    }));
  }

  async #announce(event: OrderEvent): Promise<void> {
    try {
      await this.events.publish("orders", event);
    } catch (error) {
      // The change is committed and the admin told; open dashboards catch up on their next load.
      log.error(`Could not announce the order change (${event.kind})`, error);
    }
  }
}
