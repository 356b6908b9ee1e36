import type { BilledOrder } from "../../../domain/order-desk";
import { inChunks } from "../../db/chunks";
import { isPostgres, type TransactionExecutor } from "../../db/executor";

const IDS_PER_STATEMENT = 1000;

/**
 * Deletes the orders named (or every order) that have no bill, with their items and activity, and
 * keeps those that have one (decision 33: a bill is never deleted, so its order stays). On
 * PostgreSQL the orders are locked first: a bill being issued for one of them holds its order's
 * lock (`lockBillSource`), so it is either committed, and seen by the next statement, or it waits
 * and then finds its order gone. SQLite's writes take turns, so there the check is enough.
 */
export async function deleteUnbilledOrders(
  trx: TransactionExecutor,
  orderIds: readonly number[] | "all",
): Promise<{ deleted: number[]; billed: BilledOrder[] }> {
  const ids = orderIds === "all" ? await lockAll(trx) : orderIds;
  const deleted: number[] = [];
  const billed: BilledOrder[] = [];
  for (const chunk of inChunks(ids, IDS_PER_STATEMENT)) {
    if (orderIds !== "all" && isPostgres(trx)) {
      await trx.selectFrom("orders").select("id").where("id", "in", chunk).forUpdate().execute();
    }
    const kept = await trx
      .selectFrom("orders")
      .innerJoin("bills", (join) =>
        join.onRef("bills.source_id", "=", "orders.id").on("bills.source_kind", "=", "order"),
      )
      .select(["orders.id", "orders.order_number as orderNumber", "bills.number as billNumber"])
      .where("orders.id", "in", chunk)
      .orderBy("orders.id")
      .execute();
    billed.push(...kept);
    const keptIds = new Set(kept.map((order) => order.id));
    const unbilled = chunk.filter((id) => !keptIds.has(id));
    if (unbilled.length === 0) continue;
    const rows = await trx
      .deleteFrom("orders")
      .where("id", "in", unbilled)
      .returning("id")
      .execute();
    deleted.push(...rows.map((row) => row.id));
  }
  return { deleted, billed };
}

async function lockAll(trx: TransactionExecutor): Promise<number[]> {
  const query = trx.selectFrom("orders").select("id").orderBy("id");
  const rows = await (isPostgres(trx) ? query.forUpdate() : query).execute();
  return rows.map((row) => row.id);
}
