import { BASE_LOCALE, isLocale, type Locale } from "../../../domain/locale";
import type { Order, OrderItem, OrderLineKind } from "../../../domain/order-schemas";
import { isOrderChannel, type OrderChannel } from "../../../domain/sales";
import type { OrderStatus } from "../../../domain/shop-constants";
import { inChunks } from "../../db/chunks";
import { runShaped } from "../../db/compiled-shapes";
import type { Executor } from "../../db/executor";

export interface NewOrder {
  orderNumber: string;
  customerName: string;
  customerMobile: string;
  totalPaise: number;
  idempotencyKey: string;
  /**
   * Identifies the request, so the key sent again with another body is told apart from a retry;
   * null for orders not placed through a request (imports, test and benchmark data).
   */
  requestHash: string | null;
  /** Absent for test and benchmark data, as is the tracking link's hash. */
  deliveryAddress?: string | null;
  deliveryLandmark?: string | null;
  deliveryPin?: string | null;
  outsideServiceArea?: boolean;
  trackingTokenHash?: string | null;
  /** English when absent. */
  locale?: Locale;
  /** 'web' when absent. */
  channel?: OrderChannel;
  /** The admin who entered a sale. */
  enteredBy?: string | null;
  /** 'pending' when absent; a sale the owner entered starts confirmed. */
  status?: OrderStatus;
  createdAt: string;
  items: OrderItem[];
}

/** An order found by its idempotency key, with the hash of the request that placed it. */
export interface KeyedOrder {
  order: Order;
  /** Null for orders placed before requests were hashed. */
  requestHash: string | null;
}

/** The values of rows whose columns all come in the same order, as an insert binds them. */
function valuesOf(rows: readonly object[]): unknown[] {
  return rows.flatMap((row) => Object.values(row));
}

/** Rows an insert may carry: SQLite allows 32,766 bound values a statement, PostgreSQL 65,535. */
const ROWS_PER_INSERT = 1000;

/**
 * Inserts the orders and their items, a few statements for any number of orders; call inside a
 * transaction. Returns the id of each order inserted, by order number. An order whose number or
 * idempotency key is already taken is skipped, items and all, and is missing from the result.
 * `ON CONFLICT DO NOTHING` rather than catching the violation, because on PostgreSQL a failed
 * statement aborts the whole transaction, and with it every other order written in it.
 */
export async function insertOrders(
  db: Executor,
  orders: readonly NewOrder[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const chunk of inChunks(orders, ROWS_PER_INSERT)) {
    const rows = chunk.map((order) => ({
      order_number: order.orderNumber,
      customer_name: order.customerName,
      customer_mobile: order.customerMobile,
      total_paise: order.totalPaise,
      status: order.status ?? "pending",
      idempotency_key: order.idempotencyKey,
      request_hash: order.requestHash,
      delivery_address: order.deliveryAddress ?? null,
      delivery_landmark: order.deliveryLandmark ?? null,
      delivery_pin: order.deliveryPin ?? null,
      outside_service_area: order.outsideServiceArea ? 1 : 0,
      tracking_token_hash: order.trackingTokenHash ?? null,
      locale: order.locale ?? BASE_LOCALE,
      channel: order.channel ?? "web",
      entered_by: order.enteredBy ?? null,
      created_at: order.createdAt,
      updated_at: order.createdAt,
    }));
    const inserted = await runShaped(db, `insert orders ${rows.length}`, valuesOf(rows), () =>
      db
        .insertInto("orders")
        .values(rows)
        .onConflict((conflict) => conflict.doNothing())
        .returning(["id", "order_number"]),
    );
    for (const row of inserted) ids.set(row.order_number, row.id);
  }
  const items = orders.flatMap((order) => {
    const orderId = ids.get(order.orderNumber);
    if (orderId === undefined) return [];
    return order.items.map((item, position) => ({
      order_id: orderId,
      position,
      product_id: item.productId,
      name: item.name,
      unit_price_paise: item.unitPricePaise,
      old_price_paise: item.oldPricePaise,
      image: item.image,
      quantity: item.quantity,
      kind: item.kind ?? "product",
      list_price_paise: item.listPricePaise ?? null,
      override_reason: item.overrideReason ?? null,
      detail: item.detail ?? null,
    }));
  });
  for (const chunk of inChunks(items, ROWS_PER_INSERT)) {
    await runShaped(db, `insert order items ${chunk.length}`, valuesOf(chunk), () =>
      db.insertInto("order_items").values(chunk),
    );
  }
  return ids;
}

/**
 * The order numbers already taken from `from` on, in order, up to the end of its day's numbers
 * (the day is the number's first nine characters): at most `limit` of them.
 */
export async function findTakenOrderNumbers(
  db: Executor,
  from: string,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom("orders")
    .select("order_number")
    .where("order_number", ">=", from)
    .where("order_number", "<=", `${from.slice(0, 9)}999999`)
    .orderBy("order_number")
    .limit(limit)
    .execute();
  return rows.map((row) => row.order_number);
}

/** The orders placed with any of the given idempotency keys, with their items (two queries). */
export async function findOrdersByIdempotencyKeys(
  db: Executor,
  keys: readonly string[],
): Promise<Map<string, KeyedOrder>> {
  const found = new Map<string, KeyedOrder>();
  if (keys.length === 0) return found;
  const rows = await runShaped(db, `orders by keys ${keys.length}`, keys, () =>
    db.selectFrom("orders").selectAll().where("idempotency_key", "in", keys),
  );
  if (rows.length === 0) return found;
  const items = await db
    .selectFrom("order_items")
    .selectAll()
    .where(
      "order_id",
      "in",
      rows.map((row) => row.id),
    )
    .orderBy("order_id")
    .orderBy("position")
    .execute();
  for (const row of rows) {
    const order: Order = {
      id: row.id,
      orderNumber: row.order_number,
      customerName: row.customer_name,
      customerMobile: row.customer_mobile,
      items: items
        .filter((item) => item.order_id === row.id)
        .map((item) => ({
          productId: item.product_id,
          name: item.name,
          unitPricePaise: item.unit_price_paise,
          oldPricePaise: item.old_price_paise,
          image: item.image,
          quantity: item.quantity,
          kind: item.kind as OrderLineKind,
          listPricePaise: item.list_price_paise,
          overrideReason: item.override_reason,
          detail: item.detail,
        })),
      totalPaise: Number(row.total_paise),
      status: row.status as OrderStatus,
      deliveryAddress: row.delivery_address,
      deliveryLandmark: row.delivery_landmark,
      deliveryPin: row.delivery_pin,
      outsideServiceArea: row.outside_service_area === 1,
      locale: isLocale(row.locale) ? row.locale : BASE_LOCALE,
      channel: isOrderChannel(row.channel) ? row.channel : "web",
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    };
    found.set(row.idempotency_key!, { order, requestHash: row.request_hash });
  }
  return found;
}

export async function countOrders(db: Executor): Promise<number> {
  const { count } = await db
    .selectFrom("orders")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(count);
}
