import type { ProductTax } from "../../../domain/bills/product-tax";
import type { GstRate } from "../../../domain/bills/tax-split";
import { inChunks } from "../../db/chunks";
import type { Executor } from "../../db/executor";

export async function productTaxes(db: Executor, productIds: readonly number[]) {
  const taxes = new Map<number, ProductTax>();
  for (const ids of inChunks(productIds, 1000)) {
    const rows = await db
      .selectFrom("product_tax")
      .select(["product_id", "hsn", "gst_rate"])
      .where("product_id", "in", ids)
      .execute();
    for (const row of rows) {
      taxes.set(row.product_id, { hsn: row.hsn, gstRate: row.gst_rate as GstRate });
    }
  }
  return taxes;
}

export async function saveProductTax(db: Executor, productId: number, tax: ProductTax, at: string) {
  await db
    .insertInto("product_tax")
    .values({ product_id: productId, hsn: tax.hsn, gst_rate: tax.gstRate, updated_at: at })
    .onConflict((conflict) =>
      conflict
        .column("product_id")
        .doUpdateSet({ hsn: tax.hsn, gst_rate: tax.gstRate, updated_at: at }),
    )
    .execute();
}
