import type { Executor } from "../../db/executor";

export const FIRST_START = "first-start";

/** Records a milestone; false when it had been reached before (by this or another instance). */
export async function reachMilestone(db: Executor, name: string, at: string): Promise<boolean> {
  const result = await db
    .insertInto("shop_milestones")
    .values({ name, reached_at: at })
    .onConflict((conflict) => conflict.column("name").doNothing())
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

export async function markDemoProducts(db: Executor, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .insertInto("demo_products")
    .values(ids.map((id) => ({ product_id: id })))
    .onConflict((conflict) => conflict.column("product_id").doNothing())
    .execute();
}

export async function listDemoProductIds(db: Executor): Promise<number[]> {
  const rows = await db.selectFrom("demo_products").select("product_id").execute();
  return rows.map((row) => row.product_id);
}

/** The image URLs of the given products. */
export async function imagesOfProducts(db: Executor, ids: readonly number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("product_images")
    .select("url")
    .where("product_id", "in", ids)
    .execute();
  return rows.map((row) => row.url);
}

/** Of the given image URLs, those some product still shows. */
export async function imagesInUse(db: Executor, urls: readonly string[]): Promise<Set<string>> {
  if (urls.length === 0) return new Set();
  const rows = await db
    .selectFrom("product_images")
    .select("url")
    .where("url", "in", urls)
    .execute();
  return new Set(rows.map((row) => row.url));
}
