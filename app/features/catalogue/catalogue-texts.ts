import type { ApplianceKind, CatalogueSort } from "../../../domain/appliance-kinds";
import { discountPercent } from "../../../domain/discount";
import type { Paise } from "../../../domain/money";
import { m } from "../../i18n/messages";

/*
 * The catalogue's texts that domain/ keeps in English for the server and the API, as the page's
 * language shows them (issue 15).
 */

const KIND_LABELS: Record<ApplianceKind, () => string> = {
  ac: m.cat_kind_ac,
  "led-tv": m.cat_kind_led_tv,
  microwave: m.cat_kind_microwave,
  refrigerator: m.cat_kind_refrigerator,
  "washing-machine": m.cat_kind_washing_machine,
};

export function applianceKindLabel(kind: ApplianceKind): string {
  return KIND_LABELS[kind]();
}

const SORT_LABELS: Record<CatalogueSort, () => string> = {
  "price-low": m.cat_sort_price_low,
  "price-high": m.cat_sort_price_high,
  newest: m.cat_sort_newest,
};

export function sortLabel(sort: CatalogueSort): string {
  return SORT_LABELS[sort]();
}

/** The product's discount ('41% OFF', '41% छूट'), or '' without a real discount. */
export function discountText(pricePaise: Paise, oldPricePaise: Paise): string {
  const percent = discountPercent(pricePaise, oldPricePaise);
  return percent === null ? "" : m.cat_discount_badge({ percent });
}
