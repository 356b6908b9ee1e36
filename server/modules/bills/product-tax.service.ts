import { DEFAULT_PRODUCT_TAX, type ProductTax } from "../../../domain/bills/product-tax";
import type { Executor } from "../../db/executor";
import { productTaxes } from "./product-tax.repository";

/** Each product's HSN code and GST rate (issue 32); a product never set has the defaults. */
export class ProductTaxes {
  constructor(private readonly db: Executor) {}

  async of(productId: number): Promise<ProductTax> {
    return (await productTaxes(this.db, [productId])).get(productId) ?? DEFAULT_PRODUCT_TAX;
  }
}
