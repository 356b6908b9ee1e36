import { sql } from "kysely";
import type { Product, ProductFields, Specification } from "../../../domain/product";
import { runShaped } from "../../db/compiled-shapes";
import type { Executor } from "../../db/executor";
import type { ProductRow } from "../../db/schema";

export type NewProduct = ProductFields;

function toProduct(row: ProductRow, images: string[], specifications: Specification[]): Product {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    nameHi: row.name_hi,
    descriptionHi: row.description_hi,
    pricePaise: row.price_paise,
    oldPricePaise: row.old_price_paise,
    images,
    brand: row.brand,
    category: row.category,
    rating: row.rating,
    reviews: row.reviews,
    inStock: row.in_stock === 1,
    maxQuantity: row.max_quantity,
    stockQuantity: row.stock_quantity,
    specifications,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function groupByProduct<T extends { product_id: number }>(rows: T[]): Map<number, T[]> {
  const grouped = new Map<number, T[]>();
  for (const row of rows) {
    const list = grouped.get(row.product_id);
    if (list) list.push(row);
    else grouped.set(row.product_id, [row]);
  }
  return grouped;
}

/** A stored specification; its Hindi parts only when it has them ('' is none). */
function specificationOf(row: {
  key: string;
  value: string;
  key_hi: string;
  value_hi: string;
}): Specification {
  return {
    key: row.key,
    value: row.value,
    ...(row.key_hi ? { keyHi: row.key_hi } : {}),
    ...(row.value_hi ? { valueHi: row.value_hi } : {}),
  };
}

/** Every product, newest first, each with its ordered images and specifications (three queries). */
export async function listProducts(db: Executor): Promise<Product[]> {
  const [rows, images, specifications] = await Promise.all([
    db
      .selectFrom("products")
      .selectAll()
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .execute(),
    db.selectFrom("product_images").selectAll().orderBy("product_id").orderBy("position").execute(),
    db
      .selectFrom("product_specifications")
      .selectAll()
      .orderBy("product_id")
      .orderBy("position")
      .execute(),
  ]);
  const imagesByProduct = groupByProduct(images);
  const specificationsByProduct = groupByProduct(specifications);
  return rows.map((row) =>
    toProduct(
      row,
      (imagesByProduct.get(row.id) ?? []).map((image) => image.url),
      (specificationsByProduct.get(row.id) ?? []).map(specificationOf),
    ),
  );
}

export async function findProductById(db: Executor, id: number): Promise<Product | undefined> {
  const row = await db.selectFrom("products").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  const [images, specifications] = await Promise.all([
    db
      .selectFrom("product_images")
      .select("url")
      .where("product_id", "=", id)
      .orderBy("position")
      .execute(),
    db
      .selectFrom("product_specifications")
      .select(["key", "value", "key_hi", "value_hi"])
      .where("product_id", "=", id)
      .orderBy("position")
      .execute(),
  ]);
  return toProduct(
    row,
    images.map((image) => image.url),
    specifications.map(specificationOf),
  );
}

export async function countProducts(db: Executor): Promise<number> {
  const { count } = await db
    .selectFrom("products")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** A product's own columns, as both an insert and a full update write them. */
function productColumns(product: NewProduct) {
  return {
    name: product.name,
    description: product.description,
    name_hi: product.nameHi,
    description_hi: product.descriptionHi,
    price_paise: product.pricePaise,
    old_price_paise: product.oldPricePaise,
    brand: product.brand,
    category: product.category,
    rating: product.rating,
    reviews: product.reviews,
    in_stock: inStockUnlessCounted(product.inStock),
    max_quantity: product.maxQuantity,
  };
}

/** A counted product is in stock while its count is above 0, whatever the switch says. */
function inStockUnlessCounted(inStock: boolean) {
  return sql<number>`case when stock_quantity is null then ${inStock ? 1 : 0} when stock_quantity > 0 then 1 else 0 end`;
}

/** Inserts a product with its images and specifications; call inside a transaction. */
export async function insertProduct(
  db: Executor,
  product: NewProduct,
  now: string,
): Promise<number> {
  const id = await insertProductRow(db, product, now, null);
  return id!;
}

/**
 * Inserts a product as the add form's post `addKey` adds it, unless that key added one already:
 * then nothing is inserted and the answer is undefined. On PostgreSQL an insert meeting the key
 * of a transaction not yet committed waits for it, so two posts of one form cannot both add.
 */
export async function insertProductOnce(
  db: Executor,
  product: NewProduct,
  now: string,
  addKey: string,
): Promise<number | undefined> {
  return insertProductRow(db, product, now, addKey);
}

async function insertProductRow(
  db: Executor,
  product: NewProduct,
  now: string,
  addKey: string | null,
): Promise<number | undefined> {
  const row = await db
    .insertInto("products")
    .values({
      ...productColumns(product),
      // A new product is not counted yet: its switch rules.
      in_stock: product.inStock ? 1 : 0,
      add_key: addKey,
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.column("add_key").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!row) return undefined;
  await insertImagesAndSpecifications(db, row.id, product);
  return row.id;
}

/** The product the add form's post `addKey` added, if any. */
export async function productIdByAddKey(db: Executor, addKey: string): Promise<number | undefined> {
  const row = await db
    .selectFrom("products")
    .select("id")
    .where("add_key", "=", addKey)
    .executeTakeFirst();
  return row?.id;
}

async function insertImagesAndSpecifications(
  db: Executor,
  id: number,
  product: Pick<NewProduct, "images" | "specifications">,
): Promise<void> {
  if (product.images.length > 0) {
    await db
      .insertInto("product_images")
      .values(product.images.map((url, position) => ({ product_id: id, position, url })))
      .execute();
  }
  if (product.specifications.length > 0) {
    await db
      .insertInto("product_specifications")
      .values(
        product.specifications.map(({ key, value, keyHi, valueHi }, position) => ({
          product_id: id,
          position,
          key,
          value,
          key_hi: keyHi ?? "",
          value_hi: valueHi ?? "",
        })),
      )
      .execute();
  }
}

/**
 * Replaces every field of a product, its images and specifications with the given ones; call inside
 * a transaction. Returns false when no product has the id.
 */
export async function updateProduct(
  db: Executor,
  id: number,
  product: NewProduct,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable("products")
    .set({ ...productColumns(product), updated_at: now })
    .where("id", "=", id)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) return false;
  await db.deleteFrom("product_images").where("product_id", "=", id).execute();
  await db.deleteFrom("product_specifications").where("product_id", "=", id).execute();
  await insertImagesAndSpecifications(db, id, product);
  return true;
}

/** Returns false when no product has the id. */
export async function setProductInStock(
  db: Executor,
  id: number,
  inStock: boolean,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable("products")
    .set({ in_stock: inStockUnlessCounted(inStock), updated_at: now })
    .where("id", "=", id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Deletes a product with its images and specifications (cascade); ordered items keep their
 * snapshot and lose only the link (ON DELETE SET NULL). Returns false when no product has the id.
 */
export async function deleteProduct(db: Executor, id: number): Promise<boolean> {
  const result = await db.deleteFrom("products").where("id", "=", id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Deletes the given products (their pictures and specifications go with them); how many were. */
export async function deleteProducts(db: Executor, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db.deleteFrom("products").where("id", "in", ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** What an order needs to know of a product: its price, stock, limit and main image. */
export interface OrderableProduct {
  id: number;
  name: string;
  pricePaise: number;
  oldPricePaise: number;
  image: string;
  inStock: boolean;
  maxQuantity: number;
  /** Null when the product is not counted. */
  stockQuantity: number | null;
}

/** An ordered item keeps the product's first picture. */
const FIRST_IMAGE = 1;

/** The given products in one query, each with its main image; ids no product has are left out. */
export async function findOrderableProducts(
  db: Executor,
  ids: readonly number[],
): Promise<OrderableProduct[]> {
  if (ids.length === 0) return [];
  // Placing orders runs this in every group's transaction: compiled once per number of products.
  // The query binds the image subquery's limit first, then the ids.
  const rows = await runShaped(db, `orderable products ${ids.length}`, [FIRST_IMAGE, ...ids], () =>
    db
      .selectFrom("products")
      .select([
        "id",
        "name",
        "price_paise",
        "old_price_paise",
        "in_stock",
        "max_quantity",
        "stock_quantity",
      ])
      .select((eb) =>
        eb
          .selectFrom("product_images")
          .select("url")
          .whereRef("product_images.product_id", "=", "products.id")
          .orderBy("position")
          .limit(FIRST_IMAGE)
          .as("image"),
      )
      .where("id", "in", ids),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    pricePaise: row.price_paise,
    oldPricePaise: row.old_price_paise,
    image: row.image ?? "",
    inStock: row.in_stock === 1,
    maxQuantity: row.max_quantity,
    stockQuantity: row.stock_quantity,
  }));
}
