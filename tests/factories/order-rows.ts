import type { Kysely } from "kysely";
import type { OrderItem } from "../../domain/order-schemas";
import { ORDER_STATUSES, type OrderStatus } from "../../domain/shop-constants";
import type { Database } from "../../server/db/schema";
import { updateStatuses } from "../../server/modules/orders/order-desk.repository";
import { insertOrders, type NewOrder } from "../../server/modules/orders/order.repository";

/** An order as stored, with the placement time and status a test or benchmark needs. */
export interface StoredOrder extends NewOrder {
  status: OrderStatus;
}

let sequence = 0;

/** One order placed at `createdAt`; tests override what they are about. */
export function buildStoredOrder(overrides: Partial<StoredOrder> = {}): StoredOrder {
  sequence += 1;
  const createdAt = overrides.createdAt ?? new Date().toISOString();
  return {
    orderNumber: `ORD${String(sequence).padStart(12, "0")}`,
    customerName: "Asha Verma",
    customerMobile: "9829012345",
    totalPaise: 1_999_000,
    idempotencyKey: `stored-${process.pid}-${sequence}`,
    requestHash: null,
    createdAt,
    status: "pending",
    items: [
      {
        productId: null,
        name: "Test Appliance",
        unitPricePaise: 1_999_000,
        oldPricePaise: 0,
        image: "",
        quantity: 1,
      },
    ],
    ...overrides,
  };
}

const FIRST_NAMES = ["Asha", "Ravi", "Meena", "Imran", "Priya", "Suresh", "Kavita", "Arjun"];
const LAST_NAMES = ["Verma", "Sharma", "Khan", "Iyer", "Patel", "Singh", "Das", "Reddy"];

/** A small deterministic generator, so a benchmark's data is the same from run to run. */
function pseudoRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * `count` varied orders spread over the `days` before `now`: names, mobiles, one to three lines of
 * the given products and every status (mostly delivered, as in a shop that has run for a while).
 */
export function generateStoredOrders(
  count: number,
  products: readonly Omit<OrderItem, "quantity">[],
  { now = new Date(), days = 90, seed = 1 } = {},
): StoredOrder[] {
  const random = pseudoRandom(seed);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
  const statuses: OrderStatus[] = [
    ...ORDER_STATUSES,
    "delivered",
    "delivered",
    "delivered",
    "confirmed",
  ];
  const span = days * 24 * 60 * 60 * 1000;
  return Array.from({ length: count }, (_, index) => {
    const lines = 1 + Math.floor(random() * 3);
    const items = Array.from({ length: lines }, () => ({
      ...pick(products),
      quantity: 1 + Math.floor(random() * 2),
    }));
    return {
      orderNumber: `ORD${String(seed).padStart(3, "0")}${String(index).padStart(9, "0")}`,
      customerName: `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`,
      customerMobile: `9${String(Math.floor(random() * 1e9)).padStart(9, "0")}`,
      totalPaise: items.reduce((sum, item) => sum + item.unitPricePaise * item.quantity, 0),
      idempotencyKey: `generated-${seed}-${index}`,
      requestHash: null,
      createdAt: new Date(now.getTime() - Math.floor(random() * span)).toISOString(),
      status: pick(statuses),
      items,
    };
  });
}

/**
 * Stores the orders in one transaction (multi-row inserts of a thousand), then sets their
 * statuses; returns their ids in the order given. Fast enough for 100,000 orders.
 */
export async function insertStoredOrders(
  db: Kysely<Database>,
  orders: readonly StoredOrder[],
): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    const ids = await insertOrders(trx, orders);
    const byStatus = new Map<OrderStatus, number[]>();
    for (const order of orders) {
      const id = ids.get(order.orderNumber);
      if (id === undefined) throw new Error(`Order ${order.orderNumber} was not stored`);
      if (order.status === "pending") continue;
      const list = byStatus.get(order.status);
      if (list) list.push(id);
      else byStatus.set(order.status, [id]);
    }
    const now = new Date().toISOString();
    for (const [status, orderIds] of byStatus) await updateStatuses(trx, orderIds, status, now);
    return orders.map((order) => ids.get(order.orderNumber)!);
  });
}
