import type { Updateable } from "kysely";
import { ERASED_CUSTOMER_NAME } from "../../../domain/customer-erasure";
import { inChunks } from "../../db/chunks";
import type { Executor } from "../../db/executor";
import type { OrdersTable } from "../../db/schema";
import type { RepairsTable } from "../../db/schema-repairs";

/**
 * THE list of `orders` columns that hold a customer's personal data, each with what erasure
 * leaves in it. Erasing a customer clears exactly these columns, so a new column that holds a
 * name, a phone number or an address (a delivery address, a landmark, a PIN code) belongs here,
 * or erasure silently misses it. Repairs have their own list, `REPAIR_PERSONAL_DATA`.
 */
export const ORDER_PERSONAL_DATA = {
  customer_name: ERASED_CUSTOMER_NAME,
  customer_mobile: "",
  delivery_address: null,
  delivery_landmark: null,
  delivery_pin: null,
  // A hash of the name, mobile and items: a 10-digit mobile is found from it by trying them all.
  request_hash: null,
} as const satisfies Updateable<OrdersTable>;

/** The same for `repairs`, whose address columns are not nullable. */
export const REPAIR_PERSONAL_DATA = {
  customer_name: ERASED_CUSTOMER_NAME,
  customer_mobile: "",
  address: "",
  landmark: "",
  pin: "",
  request_hash: "",
} as const satisfies Updateable<RepairsTable>;

const IDS_PER_STATEMENT = 1000;

export async function findOrderIdsByMobile(db: Executor, mobile: string): Promise<number[]> {
  const rows = await db
    .selectFrom("orders")
    .select("id")
    .where("customer_mobile", "=", mobile)
    .orderBy("id")
    .execute();
  return rows.map((row) => row.id);
}

export async function erasePersonalData(
  db: Executor,
  orderIds: readonly number[],
  erasedAt: string,
): Promise<void> {
  for (const ids of inChunks(orderIds, IDS_PER_STATEMENT)) {
    await db
      .updateTable("orders")
      .set({ ...ORDER_PERSONAL_DATA, updated_at: erasedAt })
      .where("id", "in", ids)
      .execute();
  }
}

export async function findRepairIdsByMobile(db: Executor, mobile: string): Promise<number[]> {
  const rows = await db
    .selectFrom("repairs")
    .select("id")
    .where("customer_mobile", "=", mobile)
    .orderBy("id")
    .execute();
  return rows.map((row) => row.id);
}

export async function eraseRepairPersonalData(
  db: Executor,
  repairIds: readonly number[],
  erasedAt: string,
): Promise<void> {
  for (const ids of inChunks(repairIds, IDS_PER_STATEMENT)) {
    await db
      .updateTable("repairs")
      .set({ ...REPAIR_PERSONAL_DATA, updated_at: erasedAt })
      .where("id", "in", ids)
      .execute();
  }
}

/** The photos of these repairs, by the names the image storage gave them. */
export async function findPhotosOfRepairs(
  db: Executor,
  repairIds: readonly number[],
): Promise<string[]> {
  const names: string[] = [];
  for (const ids of inChunks(repairIds, IDS_PER_STATEMENT)) {
    const rows = await db
      .selectFrom("repair_photos")
      .select("name")
      .where("repair_id", "in", ids)
      .execute();
    names.push(...rows.map((row) => row.name));
  }
  return names;
}

export async function deletePhotosOfRepairs(
  db: Executor,
  repairIds: readonly number[],
): Promise<void> {
  for (const ids of inChunks(repairIds, IDS_PER_STATEMENT)) {
    await db.deleteFrom("repair_photos").where("repair_id", "in", ids).execute();
  }
}
