import type { Paise } from "../money";

/** The GST rates a line may carry (issue 32); the owner picks one per product. */
export const GST_RATES = [0, 5, 12, 18, 28] as const;
export type GstRate = (typeof GST_RATES)[number];
export const DEFAULT_GST_RATE: GstRate = 18;

export function isGstRate(value: number): value is GstRate {
  return (GST_RATES as readonly number[]).includes(value);
}

/** How the tax of one line is charged: within the shop's state, or to another state. */
export type SupplyKind = "intra-state" | "inter-state";

export interface TaxSplit {
  /** What the customer pays for the line, tax included: always taxable + cgst + sgst + igst. */
  total: Paise;
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
}

/**
 * Works the taxable value and the tax back out of a tax-inclusive price (decision 33):
 * the taxable value is price × 100 / (100 + rate) rounded to the nearest paisa (a half paisa up),
 * the tax is what is left of the price, so the bill's total is exactly what the customer paid;
 * within the state the tax is halved into CGST and SGST, the odd paisa going to CGST.
 * Integer arithmetic only: no float ever touches the paise.
 */
export function splitInclusivePrice(
  price: Paise,
  rate: GstRate,
  supply: SupplyKind = "intra-state",
): TaxSplit {
  if (!Number.isSafeInteger(price) || price < 0) {
    throw new RangeError(`A price must be whole paise, not ${price}`);
  }
  const divisor = 100 + rate;
  // round(price × 100 / divisor), half up: floor((2 × price × 100 + divisor) / (2 × divisor)).
  const taxable = Math.floor((200 * price + divisor) / (2 * divisor));
  const tax = price - taxable;
  if (supply === "inter-state") return { total: price, taxable, cgst: 0, sgst: 0, igst: tax };
  const cgst = Math.ceil(tax / 2);
  return { total: price, taxable, cgst, sgst: tax - cgst, igst: 0 };
}

/** The sum of several splits, column by column (a bill's totals, a month's summary row). */
export function addSplits(splits: readonly TaxSplit[]): TaxSplit {
  const sum: TaxSplit = { total: 0, taxable: 0, cgst: 0, sgst: 0, igst: 0 };
  for (const split of splits) {
    sum.total += split.total;
    sum.taxable += split.taxable;
    sum.cgst += split.cgst;
    sum.sgst += split.sgst;
    sum.igst += split.igst;
  }
  return sum;
}
