import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addToCart,
  cartTotals,
  removeFromCart,
  updateQuantity,
  type Cart,
  type CartProductInput,
} from "./cart";

/** A handful of products, so generated operations keep hitting the same lines. */
const products: CartProductInput[] = [
  { id: 1, name: "Split AC", price: 3_899_000, oldPrice: 5_499_000, maxQuantity: 2 },
  { id: 2, name: "LED TV", price: 1_799_900, maxQuantity: 10 },
  { id: 3, name: "Microwave", price: 899_000, oldPrice: 999_000 },
  { id: 4, name: "Refrigerator", price: 2_599_000, oldPrice: 2_000_000, maxQuantity: 3 },
  { id: 5, name: "Washing machine", price: 2_999_000, inStock: false },
];

const productIndex = fc.integer({ min: 0, max: products.length - 1 });
const operation = fc.oneof(
  fc.record({
    kind: fc.constant("add" as const),
    product: productIndex,
    quantity: fc.integer({ min: -3, max: 15 }),
  }),
  fc.record({
    kind: fc.constant("update" as const),
    product: productIndex,
    quantity: fc.integer({ min: -3, max: 15 }),
  }),
  fc.record({ kind: fc.constant("remove" as const), product: productIndex }),
  fc.record({ kind: fc.constant("clear" as const) }),
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

function apply(cart: Cart, step: Operation): Cart {
  switch (step.kind) {
    case "add":
      return addToCart(cart, products[step.product]!, step.quantity).cart;
    case "update":
      return updateQuantity(cart, products[step.product]!.id, step.quantity);
    case "remove":
      return removeFromCart(cart, products[step.product]!.id);
    case "clear":
      return [];
  }
}

describe("cart rules under any sequence of operations", () => {
  it("never hold a quantity below 1 or above the item's maximum, nor an out-of-stock product", () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 60 }), (steps) => {
        let cart: Cart = [];
        for (const step of steps) {
          cart = apply(cart, step);
          for (const item of cart) {
            expect(item.quantity).toBeGreaterThanOrEqual(1);
            expect(item.quantity).toBeLessThanOrEqual(item.maxQuantity);
            expect(Number.isInteger(item.quantity)).toBe(true);
            expect(item.inStock).toBe(true);
          }
          expect(new Set(cart.map((item) => item.id)).size).toBe(cart.length);
        }
      }),
    );
  });

  it("always total exactly the sum of the lines", () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 60 }), (steps) => {
        const cart = steps.reduce(apply, [] as Cart);
        const totals = cartTotals(cart);
        expect(totals.items).toBe(cart.reduce((sum, item) => sum + item.quantity, 0));
        expect(totals.price).toBe(cart.reduce((sum, item) => sum + item.price * item.quantity, 0));
        expect(totals.savings).toBe(
          cart.reduce(
            (sum, item) => sum + Math.max(0, (item.oldPrice ?? 0) - item.price) * item.quantity,
            0,
          ),
        );
        expect(Number.isInteger(totals.price) && Number.isInteger(totals.savings)).toBe(true);
      }),
    );
  });

  it("leave the cart unchanged when an add would pass the maximum", () => {
    fc.assert(
      fc.property(
        fc.array(operation, { maxLength: 30 }),
        productIndex,
        fc.integer({ min: 1, max: 12 }),
        (steps, index, quantity) => {
          const cart = steps.reduce(apply, [] as Cart);
          const product = products[index]!;
          const result = addToCart(cart, product, quantity);
          const before = cart.find((item) => item.id === product.id)?.quantity ?? 0;
          if (result.outcome === "max-reached" || result.outcome === "out-of-stock") {
            expect(result.cart).toBe(cart);
          } else {
            expect(result.cart.find((item) => item.id === product.id)?.quantity).toBe(
              before + quantity,
            );
          }
        },
      ),
    );
  });
});
