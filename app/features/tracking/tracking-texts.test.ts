import { afterEach, describe, expect, it } from "vitest";
import {
  customerStatusExplained,
  customerStatusWords,
  customerTimelineTitle,
  trackingMessages,
} from "../../../domain/order-tracking";
import { ORDER_STATUSES } from "../../../domain/shop-constants";
import { overwriteGetLocale } from "../../paraglide/runtime.js";
import {
  lockedOutText,
  orderChatText,
  orderUpdateText,
  statusExplained,
  statusWord,
  timelineTitle,
} from "./tracking-texts";

afterEach(() => overwriteGetLocale(() => "en"));

describe("the tracking words", () => {
  it("read in English exactly as the server's own words", () => {
    for (const status of ORDER_STATUSES) {
      expect(statusWord(status)).toBe(customerStatusWords[status]);
      expect(statusExplained(status)).toBe(customerStatusExplained[status]);
      const entry = { kind: "status", at: "", status } as const;
      expect(timelineTitle(entry)).toBe(customerTimelineTitle(entry));
    }
    expect(timelineTitle({ kind: "placed", at: "" })).toBe("Order placed");
  });
});

describe("the lookup's lock", () => {
  it("says in how many minutes to try again, in English as the server words it and in Hindi", () => {
    for (const minutes of [1, 12]) {
      expect(lockedOutText(minutes)).toBe(trackingMessages.lockedOut(minutes));
    }
    overwriteGetLocale(() => "hi");
    expect(lockedOutText(12)).toContain("12 मिनट बाद");
    expect(lockedOutText(1)).toContain("1 मिनट बाद");
  });
});

describe("the shop's WhatsApp update", () => {
  const update = {
    shopName: "Dukan Electronics",
    orderNumber: "ORD261123000041",
    status: "processing" as const,
    trackingUrl: "https://dukan.example/track/abc",
  };

  it("names the shop, the order, the status in plain words and the private link", () => {
    expect(orderUpdateText(update, "en")).toBe(
      [
        "Dukan Electronics: your order ORD261123000041 is now Being prepared.",
        "The shop is preparing your order for delivery.",
        "Follow your order here: https://dukan.example/track/abc",
      ].join("\n"),
    );
  });

  it("is written in the customer's language, whatever the admin page's", () => {
    const hindi = { ...update, trackingUrl: "https://dukan.example/hi/track/abc" };
    expect(orderUpdateText(hindi, "hi")).toBe(
      [
        'Dukan Electronics: आपके ऑर्डर ORD261123000041 का स्टेटस अब "तैयार हो रहा है" है।',
        "दुकान आपका ऑर्डर डिलीवरी के लिए तैयार कर रही है।",
        "अपना ऑर्डर यहां देखें: https://dukan.example/hi/track/abc",
      ].join("\n"),
    );
    const chat = { customerName: "Asha", orderNumber: "ORD1", total: "₹2,450" };
    expect(orderChatText(chat, "Dukan", "en")).toBe(
      "Hello Asha, this is Dukan about your order ORD1 of ₹2,450.",
    );
    expect(orderChatText(chat, "Dukan", "hi")).toContain("नमस्ते Asha");
  });
});
