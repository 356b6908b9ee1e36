import { describe, expect, it } from "vitest";
import {
  addToCart,
  cartProductOf,
  cartMessages,
  cartTotals,
  parseStoredCart,
  removeFromCart,
  updateQuantity,
  type CartProductInput,
} from "./cart";

const tv: CartProductInput = {
  id: 7,
  name: "Sony Bravia 55",
  price: 5_799_000,
  oldPrice: 6_999_000,
  images: ["/uploads/products/tv.webp", "/uploads/products/tv-side.webp"],
  brand: "Sony",
  discount: "17% OFF",
  maxQuantity: 3,
};

describe("cart", () => {
  it("appends a new product with quantity 1 and the first image", () => {
    const result = addToCart([], tv);
    expect(result.outcome).toBe("added");
    expect(result.cart).toEqual([
      {
        id: 7,
        name: "Sony Bravia 55",
        price: 5_799_000,
        oldPrice: 6_999_000,
        image: "/uploads/products/tv.webp",
        quantity: 1,
        inStock: true,
        brand: "Sony",
        discount: "17% OFF",
        maxQuantity: 3,
      },
    ]);
  });

  it("merges a product already present while the total stays within its maximum", () => {
    const once = addToCart([], tv, 2).cart;
    const twice = addToCart(once, tv);
    expect(twice).toMatchObject({ outcome: "updated", quantity: 3 });
    expect(twice.cart).toHaveLength(1);
    const thrice = addToCart(twice.cart, tv);
    expect(thrice).toMatchObject({ outcome: "max-reached", maxQuantity: 3 });
    expect(thrice.cart).toBe(twice.cart);
  });

  it("refuses an out-of-stock product and changes nothing", () => {
    const result = addToCart([], { ...tv, inStock: false });
    expect(result).toEqual({ outcome: "out-of-stock", cart: [] });
  });

  it("defaults the maximum to 10", () => {
    const { cart } = addToCart([], { id: 1, name: "Fan", price: 100 }, 10);
    expect(cart[0]!.maxQuantity).toBe(10);
    expect(addToCart(cart, { id: 1, name: "Fan", price: 100 }).outcome).toBe("max-reached");
  });

  it("sets exact quantities only between 1 and the maximum", () => {
    const cart = addToCart([], tv).cart;
    expect(updateQuantity(cart, 7, 3)[0]!.quantity).toBe(3);
    expect(updateQuantity(cart, 7, 0)).toBe(cart);
    expect(updateQuantity(cart, 7, 4)).toBe(cart);
    expect(updateQuantity(cart, 7, 1.5)).toBe(cart);
  });

  it("totals items, price and savings over the lines", () => {
    const cart = addToCart(addToCart([], tv, 2).cart, { id: 2, name: "Iron", price: 99_900 }).cart;
    expect(cartTotals(cart)).toEqual({ items: 3, price: 11_697_900, savings: 2_400_000 });
    expect(cartTotals(removeFromCart(cart, 7))).toEqual({ items: 1, price: 99_900, savings: 0 });
  });

  it("writes the spec's alert texts", () => {
    expect(cartMessages.added("Iron")).toBe("Iron added to cart!");
    expect(cartMessages.updated("Iron", 2)).toBe("Iron quantity updated! (2 items)");
    expect(cartMessages.maxReached("Iron", 10)).toBe("Maximum quantity (10) reached for Iron");
  });

  it("reads back a stored cart, dropping malformed lines, and refuses what is not a list", () => {
    const good = addToCart([], tv).cart[0];
    expect(parseStoredCart([good, { id: "x" }, null, { ...good, id: 8, quantity: 99 }])).toEqual([
      good,
    ]);
    expect(() => parseStoredCart({})).toThrow();
  });
});

describe("a product as add-to-cart takes it", () => {
  it("carries paise prices, the derived discount and the images", () => {
    expect(
      cartProductOf({
        id: 3,
        name: "IFB 30 L Convection Microwave",
        pricePaise: 1_499_000,
        oldPricePaise: 1_999_000,
        images: ["/a.webp"],
        inStock: true,
        brand: "IFB",
        maxQuantity: 5,
      }),
    ).toEqual({
      id: 3,
      name: "IFB 30 L Convection Microwave",
      price: 1_499_000,
      oldPrice: 1_999_000,
      images: ["/a.webp"],
      inStock: true,
      brand: "IFB",
      discount: "25% OFF",
      maxQuantity: 5,
    });
  });
});
