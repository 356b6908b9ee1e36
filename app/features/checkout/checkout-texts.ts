import type { Cart } from "../../../domain/cart";
import {
  checkoutBlocker,
  checkoutMessages,
  type CustomerDetails,
  type PlacedOrder,
} from "../../../domain/checkout";
import { formatMobile } from "../../../domain/contact-links";
import { landmarkPhrase } from "../../../domain/delivery";
import { formatRupees } from "../../../domain/money";
import { m } from "../../i18n/messages";

/*
 * Checkout texts built from the domain's rules, in the page's language. The domain keeps the
 * English (the spec's, also used by the server and the tests); checkout-texts.test.ts holds the
 * English catalogue to it.
 */

/** Why the cart cannot go to checkout yet (domain `checkoutBlocker`), or null when it can. */
export function checkoutBlockerMessage(cart: Cart): string | null {
  const blocker = checkoutBlocker(cart);
  if (blocker === checkoutMessages.cartEmpty) return m.cart_checkout_cart_empty();
  if (blocker === checkoutMessages.outOfStockInCart) return m.cart_checkout_out_of_stock();
  return blocker;
}

/** 'address, near landmark, PIN' as domain `deliveryLine` writes it; empty when none was given. */
export function customerDeliveryLine(details: CustomerDetails): string {
  return [
    details.deliveryAddress,
    details.deliveryLandmark
      ? landmarkPhrase(details.deliveryLandmark, (landmark) => m.cart_near_landmark({ landmark }))
      : null,
    details.deliveryPin,
  ]
    .filter(Boolean)
    .join(", ");
}

/** The WhatsApp message a customer may send the shop about a placed order (domain `orderChatText`). */
export function orderChatMessage(order: PlacedOrder): string {
  return [
    m.cart_chat_placed({ orderNumber: order.orderNumber }),
    ...order.items.map(
      (item) => `- ${item.name} × ${item.quantity}: ${formatRupees(item.lineTotal)}`,
    ),
    m.cart_chat_total({ total: formatRupees(order.totalPrice) }),
    ...(order.customerMobile
      ? [m.cart_chat_mobile({ mobile: formatMobile(order.customerMobile) })]
      : []),
  ].join("\n");
}
