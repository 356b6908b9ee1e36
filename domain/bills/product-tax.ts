import { z } from "zod";
import type { Product } from "../product";
import { applianceKindOf } from "../search";
import { DEFAULT_HSN_BY_KIND, HSN_CODE, HSN_MESSAGE } from "./bill-form";
import { DEFAULT_GST_RATE, GST_RATES, type GstRate } from "./tax-split";

/** A product's HSN code and GST rate as the owner set them; '' HSN means its kind's default. */
export interface ProductTax {
  hsn: string;
  gstRate: GstRate;
}

export const gstRateSchema = z.literal(GST_RATES, {
  message: `A GST rate is one of ${GST_RATES.join(", ")} %`,
});

export const productTaxSchema = z.object({
  hsn: z
    .string()
    .trim()
    .refine((hsn) => hsn === "" || HSN_CODE.test(hsn), { message: HSN_MESSAGE }),
  gstRate: gstRateSchema,
});

export const DEFAULT_PRODUCT_TAX: ProductTax = { hsn: "", gstRate: DEFAULT_GST_RATE };

/** The HSN a bill prints for a product: the owner's, else its appliance kind's, else none. */
export function hsnForProduct(
  tax: ProductTax,
  product: Pick<Product, "name" | "category">,
): string {
  if (tax.hsn !== "") return tax.hsn;
  const kind = applianceKindOf(product);
  return kind ? DEFAULT_HSN_BY_KIND[kind] : "";
}
