import { afterEach, describe, expect, it } from "vitest";
import { checkoutMessages } from "../../../domain/checkout";
import { refusal } from "../../../domain/refusals";
import { overwriteGetLocale } from "../../paraglide/runtime.js";
import { orderFailureMessage } from "./order-refusal-text";

afterEach(() => overwriteGetLocale(() => "en"));

const answer = (code: string, message: string, refused?: object) => ({
  error: { code, message, ...(refused ? { refusal: refused } : {}) },
});

describe("why an order was not placed, from the API's codes", () => {
  it("says a refusal by its code and what it names, not by its English", () => {
    overwriteGetLocale(() => "hi");
    const outOfStock = refusal("order.out-of-stock", { name: "LG 'Smart' TV 43\"" });
    expect(orderFailureMessage(answer("conflict", "anything at all", outOfStock))).toBe(
      "ऑर्डर नहीं हो पाया: 'LG 'Smart' TV 43\"' स्टॉक में नहीं है",
    );
  });

  it("names a refused product by the Hindi name its cart line holds on a Hindi page", () => {
    const fridge = { name: "Haier 195 L Refrigerator", nameHi: "Haier 195 लीटर फ्रिज" };
    const onlyLeft = refusal("order.only-left", { name: fridge.name, left: 0 });
    const body = answer("conflict", "anything", onlyLeft);
    overwriteGetLocale(() => "hi");
    expect(orderFailureMessage(body, [fridge])).toBe(
      "ऑर्डर नहीं हो पाया: 'Haier 195 लीटर फ्रिज' के सिर्फ़ 0 बचे हैं",
    );
    overwriteGetLocale(() => "en");
    expect(orderFailureMessage(body, [fridge])).toBe(
      "Failed to place order: Only 0 left of 'Haier 195 L Refrigerator'",
    );
  });

  it("says the rate limit, an unreachable database and a broken server by the API's code", () => {
    overwriteGetLocale(() => "hi");
    expect(orderFailureMessage(answer("too_many_requests", "x"))).toBe(
      "ऑर्डर नहीं हो पाया: इस कनेक्शन से बहुत सारे ऑर्डर आए हैं। एक मिनट रुककर फिर कोशिश करें।",
    );
    expect(orderFailureMessage(answer("database_unavailable", "x"))).toBe(
      "ऑर्डर नहीं हो पाया: अभी दुकान का सिस्टम जवाब नहीं दे रहा। कुछ सेकंड बाद फिर कोशिश करें।",
    );
    expect(orderFailureMessage(answer("internal_error", "x"))).toBe(
      "ऑर्डर नहीं हो पाया: सर्वर पर कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।",
    );
    expect(orderFailureMessage(null)).toBe("ऑर्डर नहीं हो पाया। कृपया फिर से कोशिश करें।");
  });

  it("shows a reason without a code it knows as the server wrote it", () => {
    const unknown = answer("invalid_request", "customerName: Too long", { code: "order.new" });
    expect(orderFailureMessage(unknown)).toBe(
      checkoutMessages.orderFailedAlert("customerName: Too long"),
    );
    expect(orderFailureMessage(null)).toBe(checkoutMessages.orderFailed);
  });
});
