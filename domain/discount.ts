import type { Paise } from "./money";

/** Rounded percentage off, or null when there is no real discount (spec §4 'Add-product form'). */
export function discountPercent(price: Paise, oldPrice: Paise): number | null {
  if (!(price > 0 && oldPrice > price)) return null;
  return Math.round(((oldPrice - price) / oldPrice) * 100);
}

/** The product's discount text: '{percent}% OFF', or '' when there is none. */
export function discountLabel(price: Paise, oldPrice: Paise): string {
  const percent = discountPercent(price, oldPrice);
  return percent === null ? "" : `${percent}% OFF`;
}

/** What the customer saves per unit: the old price minus the price when the old one is higher. */
export function savingPerUnit(price: Paise, oldPrice: Paise): Paise {
  return oldPrice > price ? oldPrice - price : 0;
}
