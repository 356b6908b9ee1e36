import { sql, type SqlBool } from "kysely";
import type { Executor } from "../../db/executor";

/** The migration that brought bills: what was sold before it was never billed, nor is now. */
const BILLS_MIGRATION = "20261127-0600-bills";

/** When this database got its bills tables (Kysely's own record of the migration's run). */
async function billsSince(db: Executor): Promise<string | undefined> {
  const { rows } = await sql<{ timestamp: string }>`
    SELECT timestamp FROM kysely_migration WHERE name = ${BILLS_MIGRATION}`.execute(db);
  return rows[0]?.timestamp;
}

/** The source has no bill yet: the condition each kind of unbilled source shares. */
function hasNoBill(kind: "order" | "repair", id: "orders.id" | "repairs.id") {
  return sql<SqlBool>`NOT EXISTS (SELECT 1 FROM bills WHERE bills.source_kind = ${kind} AND bills.source_id = ${sql.ref(id)})`;
}

export interface UnbilledSource {
  kind: "order" | "repair";
  id: number;
  /** When the automatic rule should have billed it: saved, marked delivered or closed. */
  due: string;
}

/**
 * What the automatic rule bills and has no bill, since bills exist, in the order it fell due: a
 * counter sale not cancelled, an order marked Delivered and still so, a repair closed. Those of
 * ₹50,000 or more without an address are among them; issuing refuses them again, as it did.
 */
export async function unbilledSources(db: Executor): Promise<UnbilledSource[]> {
  const since = await billsSince(db);
  if (since === undefined) return [];
  const counterSales = await db
    .selectFrom("orders")
    .select(["orders.id", "orders.created_at as due"])
    .where("orders.channel", "=", "counter")
    .where("orders.status", "!=", "cancelled")
    .where("orders.created_at", ">=", since)
    .where(hasNoBill("order", "orders.id"))
    .execute();
  const delivered = await db
    .selectFrom("orders")
    .innerJoin("order_activity", "order_activity.order_id", "orders.id")
    .select(["orders.id", (eb) => eb.fn.max("order_activity.created_at").as("due")])
    .where("orders.status", "=", "delivered")
    .where("orders.channel", "!=", "counter")
    .where("order_activity.kind", "=", "status")
    .where("order_activity.status", "=", "delivered")
    .where("order_activity.created_at", ">=", since)
    .where(hasNoBill("order", "orders.id"))
    .groupBy("orders.id")
    .execute();
  const closed = await db
    .selectFrom("repairs")
    .innerJoin("repair_activity", "repair_activity.repair_id", "repairs.id")
    .select(["repairs.id", (eb) => eb.fn.max("repair_activity.created_at").as("due")])
    .where("repairs.status", "=", "closed")
    .where("repair_activity.kind", "=", "status")
    .where("repair_activity.status", "=", "closed")
    .where("repair_activity.created_at", ">=", since)
    .where(hasNoBill("repair", "repairs.id"))
    .groupBy("repairs.id")
    .execute();
  return [
    ...counterSales.map((row) => ({ kind: "order" as const, id: row.id, due: row.due })),
    ...delivered.map((row) => ({ kind: "order" as const, id: row.id, due: String(row.due) })),
    ...closed.map((row) => ({ kind: "repair" as const, id: row.id, due: String(row.due) })),
  ].sort((a, b) => a.due.localeCompare(b.due) || a.id - b.id);
}
