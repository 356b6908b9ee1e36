import { useCallback, useEffect } from "react";
import type { ListedProduct } from "../../../domain/cart-refresh";
import { showAlert } from "../../components/floating-alerts";
import { m } from "../../i18n/messages";
import { cartStore } from "./cart-store";

function isListedProducts(body: unknown): body is { products: ListedProduct[] } {
  return (
    typeof body === "object" && body !== null && "products" in body && Array.isArray(body.products)
  );
}

/**
 * Brings the stored cart up to the shop's current prices and stock when the cart page opens (the
 * cart may have sat in local storage for days). The server prices the order itself whatever the
 * browser holds; this is so the customer sees a change before ordering, not after. Returns a
 * function to refresh again, e.g. after the server refused an order.
 */
export function usePriceRefresh(enabled: boolean): () => Promise<void> {
  const refresh = useCallback(async (signal?: AbortSignal) => {
    try {
      const response = await fetch("/api/products", signal ? { signal } : {});
      if (!response.ok) throw new Error(`GET /api/products answered ${response.status}`);
      const body: unknown = await response.json();
      if (!isListedProducts(body)) throw new Error("GET /api/products sent no product list");
      for (const change of cartStore.refresh(body.products)) {
        // Prices and stock get a note on their line; a lowered quantity is easy to miss there.
        if (change.kind === "quantity-reduced") {
          showAlert(
            m.cart_notice_quantity_reduced({ name: change.name, quantity: change.to }),
            "error",
          );
        }
      }
    } catch (error) {
      if (signal?.aborted) return;
      // Not worth an error for the customer: the order is priced by the server in any case.
      console.warn("Could not refresh the cart's prices.", error);
    }
  }, []);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    void refresh(controller.signal);
    return () => controller.abort();
  }, [enabled, refresh]);

  return useCallback(() => refresh(), [refresh]);
}
