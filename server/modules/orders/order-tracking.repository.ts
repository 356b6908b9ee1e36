import type { OrderStatus } from "../../../domain/shop-constants";
import { inChunks } from "../../db/chunks";
import type { Executor } from "../../db/executor";
import { orderColumns, toOrderRow, type OrderRow } from "./order-filters.repository";

/** An order as the tracking page needs it found: its row and its link's hash, if it has one. */
export type TrackedOrderRow = OrderRow & { trackingTokenHash: string | null };

const trackedColumns = [...orderColumns, "orders.tracking_token_hash"] as const;

function toTrackedRow(
  row: Parameters<typeof toOrderRow>[0] & { tracking_token_hash: string | null },
): TrackedOrderRow {
  return { ...toOrderRow(row), trackingTokenHash: row.tracking_token_hash };
}

function selectTracked(db: Executor) {
  return db.selectFrom("orders").select(trackedColumns);
}

export async function findOrderByTokenHash(
  db: Executor,
  hash: string,
): Promise<TrackedOrderRow | undefined> {
  const row = await selectTracked(db).where("tracking_token_hash", "=", hash).executeTakeFirst();
  return row && toTrackedRow(row);
}

/** One indexed query whichever of the two is wrong, so both take the same time to find nothing. */
export async function findOrderByNumberAndMobile(
  db: Executor,
  orderNumber: string,
  mobile: string,
): Promise<TrackedOrderRow | undefined> {
  const row = await selectTracked(db)
    .where("order_number", "=", orderNumber)
    .where("customer_mobile", "=", mobile)
    .executeTakeFirst();
  return row && toTrackedRow(row);
}

export async function findTrackedOrderById(
  db: Executor,
  id: number,
): Promise<TrackedOrderRow | undefined> {
  const row = await selectTracked(db).where("orders.id", "=", id).executeTakeFirst();
  return row && toTrackedRow(row);
}

/** Gives an order placed before private links its link's hash. */
export async function setTrackingTokenHash(db: Executor, id: number, hash: string): Promise<void> {
  await db
    .updateTable("orders")
    .set({ tracking_token_hash: hash })
    .where("id", "=", id)
    .where("tracking_token_hash", "is", null)
    .execute();
}

/** An order the phone asked about: enough to list it (orders-on-phone), its id for its items. */
export interface PhoneOrderRow {
  id: number;
  orderNumber: string;
  status: OrderStatus;
  createdAt: string;
  totalPaise: number;
}

/** Each order whose link's hash is given, by that hash. */
export async function findOrdersByTokenHashes(
  db: Executor,
  hashes: readonly string[],
): Promise<Map<string, PhoneOrderRow>> {
  const found = new Map<string, PhoneOrderRow>();
  for (const chunk of inChunks(hashes, 500)) {
    if (chunk.length === 0) continue;
    const rows = await db
      .selectFrom("orders")
      .select(["id", "order_number", "status", "created_at", "total_paise", "tracking_token_hash"])
      .where("tracking_token_hash", "in", chunk)
      .execute();
    for (const row of rows) {
      found.set(row.tracking_token_hash!, {
        id: row.id,
        orderNumber: row.order_number,
        status: row.status as OrderStatus,
        createdAt: row.created_at,
        totalPaise: row.total_paise,
      });
    }
  }
  return found;
}

/** The names and quantities of the given orders' lines, by order, in each order's own order. */
export async function findItemNamesByOrder(
  db: Executor,
  orderIds: readonly number[],
): Promise<Map<number, { name: string; quantity: number }[]>> {
  const items = new Map<number, { name: string; quantity: number }[]>();
  for (const chunk of inChunks(orderIds, 500)) {
    if (chunk.length === 0) continue;
    const rows = await db
      .selectFrom("order_items")
      .select(["order_id", "name", "quantity"])
      .where("order_id", "in", chunk)
      .orderBy("order_id")
      .orderBy("position")
      .execute();
    for (const row of rows) {
      const lines = items.get(row.order_id) ?? [];
      lines.push({ name: row.name, quantity: row.quantity });
      items.set(row.order_id, lines);
    }
  }
  return items;
}

/**
 * Cancels the order if it is still in one of the given states; false when it is not (any more).
 * The condition sits in the update itself, so a status change racing the customer wins or loses
 * as a whole.
 */
export async function cancelIfIn(
  db: Executor,
  id: number,
  statuses: readonly OrderStatus[],
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable("orders")
    .set({ status: "cancelled", updated_at: at })
    .where("id", "=", id)
    .where("status", "in", statuses)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
