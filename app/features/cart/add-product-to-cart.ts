import type { CartProductInput } from "../../../domain/cart";
import { localizedName } from "../../../domain/product";
import { showAlert } from "../../components/floating-alerts";
import { pageLocale } from "../../i18n/locale";
import { m } from "../../i18n/messages";
import { cartStore } from "./cart-store";

/**
 * Adds a product and tells the visitor what happened with the spec's alerts. Returns whether the
 * cart changed. `from` picks the out-of-stock wording of the list or of the product page.
 */
export function addProductToCart(
  product: CartProductInput,
  quantity: number,
  from: "list" | "details",
): boolean {
  const result = cartStore.add(product, quantity);
  // The spec's alerts (domain/cart.ts `cartMessages`), in the page's language.
  const name = localizedName(product, pageLocale());
  switch (result.outcome) {
    case "added":
      showAlert(m.cat_added({ name }), "success");
      return true;
    case "updated":
      showAlert(m.cat_updated({ name, quantity: result.quantity }), "success");
      return true;
    case "max-reached":
      showAlert(m.cat_max_reached({ name, max: result.maxQuantity }), "error");
      return false;
    case "out-of-stock":
      showAlert(
        from === "list" ? m.cat_out_of_stock_from_list() : m.cat_out_of_stock_from_details(),
        "error",
      );
      return false;
  }
}
