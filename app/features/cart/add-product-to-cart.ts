import { cartMessages, type CartProductInput } from "../../../domain/cart";
import { showAlert } from "../../components/floating-alerts";
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
  switch (result.outcome) {
    case "added":
      showAlert(cartMessages.added(product.name), "success");
      return true;
    case "updated":
      showAlert(cartMessages.updated(product.name, result.quantity), "success");
      return true;
    case "max-reached":
      showAlert(cartMessages.maxReached(product.name, result.maxQuantity), "error");
      return false;
    case "out-of-stock":
      showAlert(
        from === "list" ? cartMessages.outOfStockFromList : cartMessages.outOfStockFromDetails,
        "error",
      );
      return false;
  }
}
