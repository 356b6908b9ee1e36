import { stockWord } from "../../../domain/sales";
import { m } from "../../i18n/messages";

type Stocked = { stockQuantity?: number | null; inStock: boolean };

/** 'Only N left' in the amber of the card's badge, so it reads as a warning beside In Stock's green. */
export const STOCK_BADGE = {
  in: "bg-green-100 text-green-800",
  few: "bg-amber-100 text-amber-900",
  out: "bg-red-100 text-red-800",
};

/** In Stock, Out of Stock, or 'Only N left' for a counted product (issue 31). */
export function stockText(product: Stocked, fewLeftAt: number): string {
  const word = stockWord(product.stockQuantity ?? null, product.inStock, fewLeftAt);
  if (word.kind === "few") return m.cat_sale_only_left({ count: word.left });
  return word.kind === "in" ? m.cat_in_stock() : m.cat_out_of_stock();
}

/** Which of the three the product page's badge is, for its colour. */
export function stockKind(product: Stocked, fewLeftAt: number): keyof typeof STOCK_BADGE {
  return stockWord(product.stockQuantity ?? null, product.inStock, fewLeftAt).kind;
}
