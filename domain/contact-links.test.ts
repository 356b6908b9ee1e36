import { describe, expect, it } from "vitest";
import { chatLink, formatMobile, telephoneLink } from "./contact-links";

describe("contact links", () => {
  it("shows a mobile number as +91 XXXXX XXXXX", () => {
    expect(formatMobile("9876543210")).toBe("+91 98765 43210");
  });

  it("builds a chat link with the prefilled greeting and a telephone link", () => {
    expect(chatLink("9876543210", "Hello")).toBe("https://wa.me/919876543210?text=Hello");
    expect(chatLink("9876543210", "Order ORD1 & total")).toContain(
      "text=Order%20ORD1%20%26%20total",
    );
    expect(telephoneLink("9876543210")).toBe("tel:+919876543210");
  });
});
