import type { Executor } from "../../db/executor";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export interface StoredSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

const KEY_ROW_ID = 1;

/** Stores the pair unless one is stored already; returns the stored one either way. */
export async function keepFirstVapidKeys(
  db: Executor,
  keys: VapidKeys,
  createdAt: string,
): Promise<VapidKeys> {
  await db
    .insertInto("push_keys")
    .values({
      id: KEY_ROW_ID,
      public_key: keys.publicKey,
      private_key: keys.privateKey,
      created_at: createdAt,
    })
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
  const row = await db
    .selectFrom("push_keys")
    .select(["public_key", "private_key"])
    .where("id", "=", KEY_ROW_ID)
    .executeTakeFirstOrThrow();
  return { publicKey: row.public_key, privateKey: row.private_key };
}

export async function findVapidKeys(db: Executor): Promise<VapidKeys | undefined> {
  const row = await db
    .selectFrom("push_keys")
    .select(["public_key", "private_key"])
    .where("id", "=", KEY_ROW_ID)
    .executeTakeFirst();
  return row && { publicKey: row.public_key, privateKey: row.private_key };
}

/** A device subscribing again (new keys, another admin signed in) replaces its row. */
export async function saveSubscription(
  db: Executor,
  subscription: StoredSubscription & { adminUserId: number; device: string; createdAt: string },
): Promise<void> {
  const values = {
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    admin_user_id: subscription.adminUserId,
    device: subscription.device,
  };
  await db
    .insertInto("push_subscriptions")
    .values({ endpoint: subscription.endpoint, created_at: subscription.createdAt, ...values })
    .onConflict((oc) => oc.column("endpoint").doUpdateSet(values))
    .execute();
}

export async function deleteSubscription(db: Executor, endpoint: string): Promise<boolean> {
  const result = await db
    .deleteFrom("push_subscriptions")
    .where("endpoint", "=", endpoint)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function findSubscriptions(
  db: Executor,
  endpoint?: string,
): Promise<StoredSubscription[]> {
  let query = db.selectFrom("push_subscriptions").select(["endpoint", "p256dh", "auth"]);
  if (endpoint !== undefined) query = query.where("endpoint", "=", endpoint);
  const rows = await query.orderBy("created_at").execute();
  return rows.map((row) => ({
    endpoint: row.endpoint,
    keys: { p256dh: row.p256dh, auth: row.auth },
  }));
}

/** True for the one caller whose insert of the key landed; every other caller gets false. */
export async function claimAlert(db: Executor, key: string, claimedAt: string): Promise<boolean> {
  const result = await db
    .insertInto("push_claims")
    .values({ key, claimed_at: claimedAt })
    .onConflict((oc) => oc.column("key").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function pruneClaims(db: Executor, claimedBefore: string): Promise<void> {
  await db.deleteFrom("push_claims").where("claimed_at", "<", claimedBefore).execute();
}

/** What a new-order alert says about the order; undefined when it is gone already. */
export async function findOrderForAlert(
  db: Executor,
  orderId: number,
): Promise<
  | {
      orderNumber: string;
      totalPaise: number;
      customerName: string;
      firstItemName: string | undefined;
      lines: number;
    }
  | undefined
> {
  const order = await db
    .selectFrom("orders")
    .select(["order_number", "total_paise", "customer_name"])
    .where("id", "=", orderId)
    .executeTakeFirst();
  if (!order) return undefined;
  const items = await db
    .selectFrom("order_items")
    .select("name")
    .where("order_id", "=", orderId)
    .orderBy("position")
    .execute();
  return {
    orderNumber: order.order_number,
    totalPaise: order.total_paise,
    customerName: order.customer_name,
    firstItemName: items[0]?.name,
    lines: items.length,
  };
}

export async function findRepairForAlert(
  db: Executor,
  repairId: number,
): Promise<
  { ticketNumber: string; appliance: string; brand: string; problem: string } | undefined
> {
  const repair = await db
    .selectFrom("repairs")
    .select(["ticket_number", "appliance", "brand", "problem"])
    .where("id", "=", repairId)
    .executeTakeFirst();
  return (
    repair && {
      ticketNumber: repair.ticket_number,
      appliance: repair.appliance,
      brand: repair.brand,
      problem: repair.problem,
    }
  );
}
