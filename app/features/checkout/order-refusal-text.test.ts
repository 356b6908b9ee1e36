import { afterEach, describe, expect, it } from "vitest";
import { DATABASE_UNAVAILABLE_MESSAGE, SERVER_FAILURE_MESSAGE } from "../../../domain/api-error";
import { checkoutMessages } from "../../../domain/checkout";
import { ORDER_RATE_LIMITED_MESSAGE, orderRefusals } from "../../../domain/order-schemas";
import { overwriteGetLocale } from "../../paraglide/runtime.js";
import { orderFailureMessage } from "./order-refusal-text";

afterEach(() => overwriteGetLocale(() => "en"));

const refusals = [
  orderRefusals.unknownProduct(42),
  orderRefusals.outOfStock("LG 'Smart' TV 43\""),
  orderRefusals.overMaxQuantity("Samsung Fridge", 3),
  orderRefusals.onlyLeft("Voltas 1.5 Ton AC", 0),
  ORDER_RATE_LIMITED_MESSAGE,
  DATABASE_UNAVAILABLE_MESSAGE,
  SERVER_FAILURE_MESSAGE,
];

describe("why an order was not placed, in the page's language", () => {
  it("tells an English page the server's reason word for word", () => {
    for (const reason of refusals) {
      expect(orderFailureMessage(reason)).toBe(checkoutMessages.orderFailedAlert(reason));
    }
    expect(orderFailureMessage(null)).toBe(checkoutMessages.orderFailed);
  });

  it("tells a Hindi page every known refusal in Hindi, keeping product names and numbers", () => {
    overwriteGetLocale(() => "hi");
    expect(refusals.map(orderFailureMessage)).toEqual([
      "ऑर्डर नहीं हो पाया: प्रोडक्ट 42 अब नहीं मिलता",
      "ऑर्डर नहीं हो पाया: 'LG 'Smart' TV 43\"' स्टॉक में नहीं है",
      "ऑर्डर नहीं हो पाया: 'Samsung Fridge' के एक बार में सिर्फ़ 3 ही ऑर्डर हो सकते हैं",
      "ऑर्डर नहीं हो पाया: 'Voltas 1.5 Ton AC' के सिर्फ़ 0 बचे हैं",
      "ऑर्डर नहीं हो पाया: इस कनेक्शन से बहुत सारे ऑर्डर आए हैं। एक मिनट रुककर फिर कोशिश करें।",
      "ऑर्डर नहीं हो पाया: अभी दुकान का सिस्टम जवाब नहीं दे रहा। कुछ सेकंड बाद फिर कोशिश करें।",
      "ऑर्डर नहीं हो पाया: सर्वर पर कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।",
    ]);
    expect(orderFailureMessage(null)).toBe("ऑर्डर नहीं हो पाया। कृपया फिर से कोशिश करें।");
  });

  it("shows a reason it does not know as the server wrote it", () => {
    overwriteGetLocale(() => "hi");
    expect(orderFailureMessage("customerName: Too long")).toBe(
      "ऑर्डर नहीं हो पाया: customerName: Too long",
    );
  });
});
