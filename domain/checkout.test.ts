import { describe, expect, it } from "vitest";
import { addToCart } from "./cart";
import {
  apiErrorMessageOf,
  checkoutAttemptOf,
  checkoutBlocker,
  checkoutMessages,
  customerDetailsOf,
  type CustomerDetailsForm,
  isValidCustomerName,
  normaliseCustomerName,
  orderChatText,
  orderRequestOf,
  placedOrderOf,
} from "./checkout";

describe("checkout details", () => {
  it("needs a name of at least 2 characters after trimming", () => {
    expect(isValidCustomerName(" A ")).toBe(false);
    expect(isValidCustomerName("Al")).toBe(true);
    expect(normaliseCustomerName("  Ravi   Kumar ")).toBe("Ravi Kumar");
  });

  it("counts only the characters that can be seen, and refuses control characters", () => {
    expect(isValidCustomerName("\u200B\u200C\u200D\uFEFF")).toBe(false);
    expect(isValidCustomerName("A\u200B")).toBe(false);
    expect(isValidCustomerName("\u3164\u3164")).toBe(false);
    expect(isValidCustomerName("Asha\u0000")).toBe(false);
    // Joiners belong inside Indic names; they are kept, not counted.
    expect(isValidCustomerName("\u0915\u094D\u200D\u0937")).toBe(true);
    expect(isValidCustomerName("A".repeat(100))).toBe(true);
    expect(isValidCustomerName("A".repeat(101))).toBe(false);
  });

  it("stores names in Unicode's composed form", () => {
    expect(normaliseCustomerName("Jose\u0301")).toBe("Jos\u00E9");
  });
});

const cart = addToCart(
  addToCart([], { id: 3, name: "Microwave", price: 899_000, oldPrice: 999_000 }, 2).cart,
  { id: 9, name: "Iron", price: 99_950 },
).cart;
const details = {
  name: "Ravi Kumar",
  mobile: "9876543210",
  deliveryAddress: null,
  deliveryLandmark: null,
  deliveryPin: null,
};
const form = (fields: Partial<CustomerDetailsForm>): CustomerDetailsForm => ({
  name: "Ravi Kumar",
  mobile: "9876543210",
  address: "",
  landmark: "",
  pin: "",
  ...fields,
});

describe("going to checkout", () => {
  it("refuses an empty cart and one with an item out of stock or unavailable", () => {
    expect(checkoutBlocker([])).toBe("Your cart is empty!");
    expect(checkoutBlocker([{ ...cart[0]!, inStock: false }])).toBe(
      "Some items in your cart are out of stock. Please remove them before proceeding.",
    );
    expect(checkoutBlocker([{ ...cart[0]!, unavailable: true }])).toBe(
      checkoutMessages.outOfStockInCart,
    );
    expect(checkoutBlocker(cart)).toBeNull();
  });

  it("takes details only when both are valid, normalised as the order service stores them", () => {
    expect(customerDetailsOf(form({ name: "  Ravi   Kumar ", mobile: "+91 98765-43210" }))).toEqual(
      details,
    );
    expect(customerDetailsOf(form({ name: "R" }))).toBeNull();
    expect(customerDetailsOf(form({ mobile: "5876543210" }))).toBeNull();
  });

  it("takes an optional address, landmark and PIN code, and refuses a wrong PIN", () => {
    expect(
      customerDetailsOf(
        form({ address: " 12  MI Road ", landmark: "Ajmeri Gate", pin: "302 001" }),
      ),
    ).toEqual({
      ...details,
      deliveryAddress: "12 MI Road",
      deliveryLandmark: "Ajmeri Gate",
      deliveryPin: "302001",
    });
    expect(customerDetailsOf(form({ pin: "012345" }))).toBeNull();
    expect(customerDetailsOf(form({ pin: "30200" }))).toBeNull();
  });
});

describe("the order request", () => {
  it("sends product ids and quantities only, never prices", () => {
    expect(orderRequestOf(details, cart, "key-0123456789abcdef")).toEqual({
      customerName: "Ravi Kumar",
      customerMobile: "9876543210",
      items: [
        { productId: 3, quantity: 2 },
        { productId: 9, quantity: 1 },
      ],
      idempotencyKey: "key-0123456789abcdef",
    });
    expect(
      orderRequestOf({ ...details, deliveryPin: "302001" }, cart, "key-0123456789abcdef"),
    ).toMatchObject({ deliveryPin: "302001" });
  });

  it("is the same attempt while details and lines are the same", () => {
    expect(checkoutAttemptOf(details, cart)).toBe(checkoutAttemptOf({ ...details }, [...cart]));
    expect(checkoutAttemptOf(details, cart)).not.toBe(checkoutAttemptOf(details, cart.slice(1)));
    expect(checkoutAttemptOf(details, cart)).not.toBe(
      checkoutAttemptOf({ ...details, mobile: "9876543211" }, cart),
    );
  });
});

describe("the answer to an order", () => {
  const order = {
    id: 1,
    orderNumber: "ORD251121123456",
    customerName: "Ravi Kumar",
    customerMobile: "9876543210",
    items: [
      {
        productId: 3,
        name: "Microwave",
        price: 8990,
        oldPrice: 9990,
        image: "",
        quantity: 2,
        lineTotal: 17980,
      },
      {
        productId: 9,
        name: "Iron",
        price: 999.5,
        oldPrice: 0,
        image: "",
        quantity: 1,
        lineTotal: 999.5,
      },
    ],
    totalPrice: 18979.5,
    status: "pending",
  };

  it("reads the order, plain or wrapped, with money in paise", () => {
    const placed = {
      orderNumber: "ORD251121123456",
      trackingToken: "",
      customerMobile: "9876543210",
      items: [
        { name: "Microwave", quantity: 2, lineTotal: 1_798_000 },
        { name: "Iron", quantity: 1, lineTotal: 99_950 },
      ],
      totalPrice: 1_897_950,
    };
    expect(placedOrderOf(order)).toEqual(placed);
    expect(placedOrderOf({ order })).toEqual(placed);
    expect(placedOrderOf({ ok: true })).toBeNull();
    expect(placedOrderOf(null)).toBeNull();
  });

  it("reads the server's reason from an error answer", () => {
    expect(
      apiErrorMessageOf({ error: { code: "conflict", message: "Iron is out of stock" } }),
    ).toBe("Iron is out of stock");
    expect(apiErrorMessageOf({ error: {} })).toBeNull();
    expect(apiErrorMessageOf("Bad gateway")).toBeNull();
    expect(checkoutMessages.orderFailedAlert("Iron is out of stock")).toBe(
      "Failed to place order: Iron is out of stock",
    );
  });

  it("prefills a WhatsApp message with the order number, items and total", () => {
    expect(orderChatText(placedOrderOf(order)!)).toBe(
      [
        "Hello, I have placed order ORD251121123456.",
        "- Microwave × 2: ₹17,980",
        "- Iron × 1: ₹999.50",
        "Total: ₹18,979.50",
        "My mobile: +91 98765 43210",
      ].join("\n"),
    );
  });
});
