import { afterEach, describe, expect, it } from "vitest";
import { addToCart } from "../../../domain/cart";
import {
  checkoutBlocker,
  checkoutMessages,
  orderChatText,
  placedOrderOf,
} from "../../../domain/checkout";
import { deliveryLine, deliveryMessages } from "../../../domain/delivery";
import { trackingMessages } from "../../../domain/order-tracking";
import { m } from "../../i18n/messages";
import { overwriteGetLocale } from "../../paraglide/runtime.js";
import { checkoutBlockerMessage, customerDeliveryLine, orderChatMessage } from "./checkout-texts";

afterEach(() => overwriteGetLocale(() => "en"));

const inHindi = () => overwriteGetLocale(() => "hi");

const order = placedOrderOf({
  orderNumber: "ORD251121123456",
  customerMobile: "9876543210",
  items: [
    { name: "Microwave", quantity: 2, price: 8990, lineTotal: 17980 },
    { name: "Iron", quantity: 1, price: 999.5, lineTotal: 999.5 },
  ],
  totalPrice: 18979.5,
})!;

const details = {
  name: "Ravi Kumar",
  mobile: "9876543210",
  deliveryAddress: "12 MI Road",
  deliveryLandmark: "Ajmeri Gate",
  deliveryPin: "302001",
};

describe("the checkout in the page's language", () => {
  it("keeps the spec's English exactly as the domain writes it", () => {
    const en = { locale: "en" } as const;
    expect([
      m.cart_name_hint({}, en),
      m.cart_mobile_hint({}, en),
      m.cart_invalid_details({}, en),
      m.cart_checkout_cart_empty({}, en),
      m.cart_checkout_out_of_stock({}, en),
      m.cart_order_placed({}, en),
      m.cart_order_number({ orderNumber: "ORD1" }, en),
      m.cart_we_will_contact({ mobile: "+91 98765 43210" }, en),
      m.cart_we_will_call({ callbackPromise: "within 2 hours" }, en),
      m.cart_not_you({}, en),
      m.cart_remembered_hint({}, en),
      m.cart_thank_you({}, en),
      m.cart_remove_question({ name: "Iron" }, en),
      m.cart_clear_question({}, en),
      m.cart_save_for_later_question({ name: "Iron" }, en),
      m.cart_saved_for_later_alert({ name: "Iron" }, en),
      m.cart_max_reached_in_cart({ maxQuantity: 5 }, en),
      m.cart_send_on_whatsapp({}, en),
      m.cart_moved_to_cart_alert({ name: "Iron" }, en),
      m.cart_order_failed({}, en),
      m.cart_order_failed_because({ reason: "No" }, en),
      m.cart_address_label({}, en),
      m.cart_landmark_label({}, en),
      m.cart_pin_label({}, en),
      m.cart_pin_invalid({}, en),
      m.cart_outside_area({ pin: "560001" }, en),
      m.cart_track_link({}, en),
      m.cart_private_link_hint({}, en),
    ]).toEqual([
      checkoutMessages.nameHint,
      checkoutMessages.mobileHint,
      checkoutMessages.invalidDetails,
      checkoutMessages.cartEmpty,
      checkoutMessages.outOfStockInCart,
      checkoutMessages.orderPlaced,
      checkoutMessages.orderNumber("ORD1"),
      checkoutMessages.weWillContact("+91 98765 43210"),
      checkoutMessages.weWillCall("within 2 hours"),
      checkoutMessages.notYou,
      checkoutMessages.rememberedHint,
      checkoutMessages.thankYou,
      checkoutMessages.removeItem("Iron"),
      checkoutMessages.clearCart,
      checkoutMessages.saveForLater("Iron"),
      checkoutMessages.savedForLater("Iron"),
      checkoutMessages.maxReachedInCart(5),
      checkoutMessages.sendOnWhatsApp,
      checkoutMessages.movedToCart("Iron"),
      checkoutMessages.orderFailed,
      checkoutMessages.orderFailedAlert("No"),
      deliveryMessages.addressLabel,
      deliveryMessages.landmarkLabel,
      deliveryMessages.pinLabel,
      deliveryMessages.pinInvalid,
      deliveryMessages.outsideArea("560001"),
      trackingMessages.trackLink,
      trackingMessages.privateLinkHint,
    ]);
  });

  it("says why the cart cannot go to checkout, as the domain decides", () => {
    const outOfStock = addToCart([], { id: 1, name: "Iron", price: 99_950 }).cart.map((item) => ({
      ...item,
      inStock: false,
    }));
    expect(checkoutBlockerMessage([])).toBe(checkoutBlocker([]));
    expect(checkoutBlockerMessage(outOfStock)).toBe(checkoutBlocker(outOfStock));
    inHindi();
    expect(checkoutBlockerMessage([])).toBe("आपका कार्ट खाली है!");
    expect(checkoutBlockerMessage(outOfStock)).toContain("स्टॉक में नहीं");
    expect(checkoutBlockerMessage(addToCart([], { id: 1, name: "Iron", price: 1 }).cart)).toBe(
      null,
    );
  });

  it("writes the delivery address line as the domain does, with 'near' in the page's language", () => {
    expect(customerDeliveryLine(details)).toBe(deliveryLine(details));
    expect(customerDeliveryLine({ ...details, deliveryLandmark: null })).toBe("12 MI Road, 302001");
    inHindi();
    expect(customerDeliveryLine(details)).toBe("12 MI Road, Ajmeri Gate के पास, 302001");
  });

  it("prefills the WhatsApp message in the page's language, items and prices as they are", () => {
    expect(orderChatMessage(order)).toBe(orderChatText(order));
    inHindi();
    expect(orderChatMessage(order)).toBe(
      [
        "नमस्ते, मैंने ऑर्डर ORD251121123456 किया है।",
        "- Microwave × 2: ₹17,980",
        "- Iron × 1: ₹999.50",
        "कुल: ₹18,979.50",
        "मेरा मोबाइल: +91 98765 43210",
      ].join("\n"),
    );
  });
});
