import { randomUUID } from "node:crypto";
import { Readable, Transform, pipeline } from "node:stream";
import { stringify } from "csv-stringify";
import type { Kysely } from "kysely";
import {
  MAX_BULK_ORDERS,
  NO_ANSWER_FLAG_THRESHOLD,
  ORDER_EXPORT_COLUMNS,
  URGENT_AFTER_MS,
  isUrgent,
  orderExportRow,
  type BulkDeleteResult,
  type BulkStatusResult,
  type CallOutcome,
  type OrderDetails,
  type OrderListPage,
  type OrderListQuery,
  type OrderListRow,
  type OrderReport,
  type OrderSummary,
  type ReportRange,
  type TimelineEntry,
} from "../../../domain/order-desk";
import { ORDER_STATUSES, type OrderStatus } from "../../../domain/shop-constants";
import type { SignedInAdmin } from "../../auth/guard";
import type { Database } from "../../db/schema";
import type { EventBus, OrderEvent } from "../../events/event-bus";
import {
  countAllOrders,
  countItems,
  countMatchingOrders,
  countNoAnswerCalls,
  deleteAllOrders,
  deleteOrders,
  findActivity,
  findOrder,
  findOrderBatch,
  findOrderIds,
  findOrderItems,
  findOrderPage,
  findStatuses,
  findTopProducts,
  insertActivity,
  summariseByIndiaDay,
  summariseByStatus,
  updateStatuses,
  type ActivityRow,
  type OrderFilters,
  type OrderRow,
} from "./order-desk.repository";

const DAY_MS = 24 * 60 * 60 * 1000;
/** India Standard Time is UTC+5:30 all year. */
const INDIA_OFFSET = "+05:30";
/** Orders one export query reads: enough to keep the database busy, few enough to keep memory flat. */
const EXPORT_BATCH = 1000;
const EXPORT_PIECE_BYTES = 64 * 1024;
/** Keeps every event of a bulk action under the 8000-byte payload of a PostgreSQL NOTIFY. */
const IDS_PER_EVENT = 500;
const TOP_PRODUCTS = 10;

/** A search that looks like a phone number ('98290 12345', '+91-98290…') also searches mobiles. */
function mobileDigitsOf(text: string): string | undefined {
  if (!/^[\d\s()+-]+$/.test(text)) return undefined;
  const digits = text.replace(/^\s*\+\s*91/, "").replace(/\D/g, "");
  return digits || undefined;
}

/** The dashboard's query as the database filters it, at the given moment. */
function orderFilters(query: OrderListQuery, now: Date): OrderFilters {
  const text = query.q?.toLowerCase();
  return {
    text,
    mobileDigits: query.q ? mobileDigitsOf(query.q) : undefined,
    status: query.status === "all" ? undefined : query.status,
    createdFrom: query.days
      ? new Date(now.getTime() - query.days * DAY_MS).toISOString()
      : undefined,
    pendingCreatedBefore: query.urgent
      ? new Date(now.getTime() - URGENT_AFTER_MS).toISOString()
      : undefined,
    minNoAnswerCalls: query.flagged ? NO_ANSWER_FLAG_THRESHOLD : undefined,
  };
}

function hasFilters(filters: OrderFilters): boolean {
  return Object.values(filters).some((value) => value !== undefined);
}

/** The first instant of an India calendar day (YYYY-MM-DD), as ISO UTC. */
function indiaDayStart(date: string): Date {
  return new Date(`${date}T00:00:00.000${INDIA_OFFSET}`);
}

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

function toTimelineEntry(activity: ActivityRow): TimelineEntry {
  switch (activity.kind) {
    case "status":
      return {
        kind: "status",
        at: activity.createdAt,
        status: activity.status as OrderStatus,
        adminEmail: activity.adminEmail,
      };
    case "note":
      return {
        kind: "note",
        at: activity.createdAt,
        text: activity.note ?? "",
        adminEmail: activity.adminEmail,
      };
    case "call":
      return {
        kind: "call",
        at: activity.createdAt,
        outcome: activity.callOutcome as CallOutcome,
        adminEmail: activity.adminEmail,
      };
  }
}

/** How Node reports a stream that its reader (the admin's browser) stopped reading. */
function downloadCancelled(error: Error): boolean {
  return (
    error.name === "AbortError" ||
    (error as NodeJS.ErrnoException).code === "ERR_STREAM_PREMATURE_CLOSE"
  );
}

/**
 * Joins the CSV writer's output, a chunk a row, into pieces of about `size` bytes: the web stream
 * and the compressor after it cost as much per chunk as per byte, and a row is 90 bytes.
 */
function inPieces(size: number): Transform {
  let pending: Buffer[] = [];
  let length = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      pending.push(chunk);
      length += chunk.length;
      if (length >= size) {
        this.push(Buffer.concat(pending));
        pending = [];
        length = 0;
      }
      done();
    },
    flush(done) {
      if (length > 0) this.push(Buffer.concat(pending));
      done();
    },
  });
}

function inSlices(ids: readonly number[]): number[][] {
  const sliced: number[][] = [];
  for (let start = 0; start < ids.length; start += IDS_PER_EVENT) {
    sliced.push(ids.slice(start, start + IDS_PER_EVENT));
  }
  return sliced;
}

/**
 * The admin's order desk: the dashboard's lists and summary, status changes, deletions, notes,
 * call-backs, reports and the CSV export. Every change is committed before it is announced on the
 * `orders` topic, so every open dashboard that reloads on the event sees it.
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

  /** Counted and summed by the database from an index, without reading the orders themselves. */
  async summary(): Promise<OrderSummary> {
    const byStatus = await summariseByStatus(this.db);
    const summary: OrderSummary = {
      total: 0,
      pending: 0,
      confirmed: 0,
      processing: 0,
      delivered: 0,
      cancelled: 0,
      revenuePaise: 0,
    };
    for (const [status, { orders, totalPaise }] of byStatus) {
      summary[status] = orders;
      summary.total += orders;
      if (status !== "cancelled") summary.revenuePaise += totalPaise;
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
      };
    });
    for (const orderIds of inSlices(result.changed)) {
      await this.#announce({ kind: "updated", orderIds, status, origin: this.#origin });
    }
    return { updated: result.updated, missing: result.missing };
  }

  async delete(id: number): Promise<boolean> {
    return (await this.bulkDelete([id])).deleted.length > 0;
  }

  async bulkDelete(ids: readonly number[]): Promise<BulkDeleteResult> {
    const named = [...new Set(ids)];
    const deleted = await this.db.transaction().execute((trx) => deleteOrders(trx, named));
    const gone = new Set(deleted);
    for (const orderIds of inSlices(deleted)) {
      await this.#announce({ kind: "deleted", orderIds, origin: this.#origin });
    }
    return {
      deleted: named.filter((id) => gone.has(id)),
      missing: named.filter((id) => !gone.has(id)),
    };
  }

  /** Deletes every order; the caller has made sure the admin typed the confirmation phrase. */
  async clearAll(): Promise<number> {
    const deleted = await this.db.transaction().execute((trx) => deleteAllOrders(trx));
    await this.#announce({ kind: "cleared", origin: this.#origin });
    return deleted;
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

  /** Orders placed in [fromIso, toIso): the start included, the end not. */
  async countBetween(fromIso: string, toIso: string): Promise<number> {
    const byStatus = await summariseByStatus(this.db, { fromIso, toIso });
    return [...byStatus.values()].reduce((sum, { orders }) => sum + orders, 0);
  }

  /** Sum of the totals of the orders placed in [fromIso, toIso) that are not cancelled. */
  async revenueBetween(fromIso: string, toIso: string): Promise<number> {
    const byStatus = await summariseByStatus(this.db, { fromIso, toIso });
    let revenue = 0;
    for (const [status, { totalPaise }] of byStatus) {
      if (status !== "cancelled") revenue += totalPaise;
    }
    return revenue;
  }

  /**
   * The report of whole India days from `range.from` to `range.to`. Days are grouped by the
   * database (at most 366 rows come back however busy the shop), so the report costs the same
   * memory for ten orders as for a hundred thousand.
   */
  async report(range: ReportRange): Promise<OrderReport> {
    const fromIso = indiaDayStart(range.from).toISOString();
    const toIso = new Date(indiaDayStart(range.to).getTime() + DAY_MS).toISOString();
    const [days, byStatus, topProducts, topProductsByRevenue] = await Promise.all([
      summariseByIndiaDay(this.db, fromIso, toIso),
      summariseByStatus(this.db, { fromIso, toIso }),
      findTopProducts(this.db, { fromIso, toIso }, "quantity", TOP_PRODUCTS),
      findTopProducts(this.db, { fromIso, toIso }, "revenue", TOP_PRODUCTS),
    ]);
    const daysByDate = new Map(days.map((day) => [day.date, day]));
    const counts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<
      OrderStatus,
      number
    >;
    let revenuePaise = 0;
    let paidOrders = 0;
    for (const [status, { orders, totalPaise }] of byStatus) {
      counts[status] = orders;
      if (status !== "cancelled") {
        revenuePaise += totalPaise;
        paidOrders += orders;
      }
    }
    return {
      from: range.from,
      to: range.to,
      days: datesOf(range.from, range.to).map(
        (date) => daysByDate.get(date) ?? { date, orders: 0, revenuePaise: 0 },
      ),
      byStatus: counts,
      topProducts,
      topProductsByRevenue,
      orderCount: Object.values(counts).reduce((sum, orders) => sum + orders, 0),
      revenuePaise,
      averageOrderPaise: paidOrders === 0 ? 0 : Math.round(revenuePaise / paidOrders),
    };
  }

  /**
   * Every order matching the filters as CSV (UTF-8 with a byte-order mark, so Excel reads ₹ and
   * names right), read in keyset batches and written as the reader takes it: memory stays flat
   * for any number of orders.
   */
  exportCsv(query: OrderListQuery, now: Date = new Date()): Readable {
    const filters = orderFilters(query, now);
    const db = this.db;
    async function* records() {
      yield [...ORDER_EXPORT_COLUMNS];
      let after: { key: string | number; id: number } | undefined;
      for (;;) {
        const batch = await findOrderBatch(db, filters, query.sort, after, EXPORT_BATCH);
        for (const order of batch) yield orderExportRow(order);
        if (batch.length < EXPORT_BATCH) return;
        const last = batch[batch.length - 1]!;
        after = { key: last.sortKey, id: last.id };
      }
    }
    const csv = stringify({ bom: true, record_delimiter: "windows" });
    return pipeline(Readable.from(records()), csv, inPieces(EXPORT_PIECE_BYTES), (error) => {
      // A failure destroys the stream, which cuts the download short. The admin closing the tab
      // is no failure; anything else the operator should hear of.
      if (error && !downloadCancelled(error)) {
        console.error("The order export failed:", error);
      }
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
    const [items, noAnswers] = await Promise.all([
      countItems(this.db, ids),
      countNoAnswerCalls(this.db, ids),
    ]);
    return rows.map((row) => ({
      ...row,
      itemsCount: items.get(row.id) ?? 0,
      urgent: isUrgent(row, now),
      flagged: (noAnswers.get(row.id) ?? 0) >= NO_ANSWER_FLAG_THRESHOLD,
    }));
  }

  async #announce(event: OrderEvent): Promise<void> {
    try {
      await this.events.publish("orders", event);
    } catch (error) {
      // The change is committed and the admin told; open dashboards catch up on their next load.
      console.error(`Could not announce the order change (${event.kind}):`, error);
    }
  }
}
