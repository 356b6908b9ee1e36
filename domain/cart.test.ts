import { describe, expect, it } from "vitest";
import {
  addToCart,
  buyNowTopUp,
  cartProductOf,
  cartMessages,
  cartTotals,
  moveToCart,
  parseStoredCart,
  removeFromCart,
  saveForLater,
  updateQuantity,
  type CartProductInput,
} from "./cart";
import { cartItemNotes, refreshCart, type ListedProduct } from "./cart-refresh";

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

  it("keeps a line's Hindi name for Hindi pages, and drops a line whose Hindi name is not text", () => {
    const line = addToCart([], { ...tv, nameHi: "LG स्मार्ट टीवी" }).cart[0]!;
    expect(line.nameHi).toBe("LG स्मार्ट टीवी");
    expect(parseStoredCart([line, { ...line, id: 9, nameHi: 5 }])).toEqual([line]);
  });
});

describe("a product as add-to-cart takes it", () => {
  it("carries the Hindi name only when the product has one", () => {
    const product = {
      id: 4,
      name: "Bajaj Mixer Grinder",
      pricePaise: 299_900,
      oldPricePaise: 0,
      inStock: true,
      brand: "Bajaj",
      maxQuantity: 3,
    };
    expect(cartProductOf({ ...product, nameHi: "Bajaj मिक्सर" }).nameHi).toBe("Bajaj मिक्सर");
    expect(cartProductOf({ ...product, nameHi: "" })).not.toHaveProperty("nameHi");
  });

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

describe("refreshing the cart from the shop's current list", () => {
  const line = addToCart([], tv, 2).cart;
  const listed = (changes: Partial<ListedProduct> = {}): ListedProduct => ({
    id: 7,
    name: "Sony Bravia 55",
    price: 57_990,
    oldPrice: 69_990,
    inStock: true,
    maxQuantity: 3,
    ...changes,
  });

  it("leaves an unchanged cart as the same object, so nothing is saved again", () => {
    const result = refreshCart(line, [listed()]);
    expect(result.cart).toBe(line);
    expect(result.changes).toEqual([]);
  });

  it("takes the new price in paise and remembers the price the item was added at", () => {
    const once = refreshCart(line, [listed({ price: 54_990.5, oldPrice: 0 })]);
    expect(once.cart[0]).toMatchObject({
      price: 5_499_050,
      oldPrice: 0,
      discount: "",
      priceChangedFrom: 5_799_000,
    });
    expect(once.changes).toEqual([
      { kind: "price", id: 7, name: "Sony Bravia 55", from: 5_799_000, to: 5_499_050 },
    ]);
    expect(cartItemNotes(once.cart[0]!)).toEqual(["Price changed from ₹57,990 to ₹54,990.50"]);

    const twice = refreshCart(once.cart, [listed({ price: 55_000 })]);
    expect(twice.cart[0]!.priceChangedFrom).toBe(5_799_000);
    const back = refreshCart(twice.cart, [listed()]);
    expect(back.cart[0]!.priceChangedFrom).toBeUndefined();
    expect(cartItemNotes(back.cart[0]!)).toEqual([]);
  });

  it("marks an item now out of stock and blocks nothing else", () => {
    const result = refreshCart(line, [listed({ inStock: false })]);
    expect(result.cart[0]!.inStock).toBe(false);
    expect(result.changes).toEqual([{ kind: "out-of-stock", id: 7, name: "Sony Bravia 55" }]);
    expect(cartItemNotes(result.cart[0]!)).toEqual(["Now out of stock"]);
    expect(refreshCart(result.cart, [listed()]).changes).toEqual([
      { kind: "back-in-stock", id: 7, name: "Sony Bravia 55" },
    ]);
  });

  it("marks a demo product's line as the demo's while it is one (issue 33)", () => {
    const demo = refreshCart(line, [listed({ demo: true })]);
    expect(demo.cart).not.toBe(line);
    expect(demo.cart[0]!.demo).toBe(true);
    expect(refreshCart(demo.cart, [listed({ demo: true })]).cart).toBe(demo.cart);
    // The owner took the demo away, or the product was never the demo's: no mark.
    expect(refreshCart(demo.cart, [listed({ demo: false })]).cart[0]!.demo).toBeUndefined();
  });

  it("lowers a quantity above a lowered maximum", () => {
    const result = refreshCart(line, [listed({ maxQuantity: 1 })]);
    expect(result.cart[0]).toMatchObject({ quantity: 1, maxQuantity: 1 });
    expect(result.changes).toEqual([
      { kind: "quantity-reduced", id: 7, name: "Sony Bravia 55", to: 1 },
    ]);
  });

  it("marks a product the shop no longer lists as unavailable and out of stock", () => {
    const result = refreshCart(line, []);
    expect(result.cart[0]).toMatchObject({ inStock: false, unavailable: true });
    expect(result.changes).toEqual([{ kind: "unavailable", id: 7, name: "Sony Bravia 55" }]);
    expect(cartItemNotes(result.cart[0]!)).toEqual(["No longer available"]);
    expect(refreshCart(result.cart, []).cart).toBe(result.cart);
    const listedAgain = refreshCart(result.cart, [listed()]).cart[0]!;
    expect(listedAgain.unavailable).toBeUndefined();
    expect(listedAgain.inStock).toBe(true);
  });

  it("keeps the notes through storage", () => {
    const refreshed = refreshCart(line, [listed({ price: 50_000 })]).cart;
    expect(parseStoredCart(JSON.parse(JSON.stringify(refreshed)))).toEqual(refreshed);
  });
});

describe("saved for later", () => {
  const iron: CartProductInput = { id: 2, name: "Iron", price: 99_900, maxQuantity: 2 };

  it("moves a line out of the cart into the saved list", () => {
    const cart = addToCart(addToCart([], tv, 2).cart, iron).cart;
    const result = saveForLater(cart, [], 7);
    expect(result.cart.map((item) => item.id)).toEqual([2]);
    expect(result.saved).toEqual([cart[0]]);
    expect(saveForLater(result.cart, result.saved, 99)).toEqual(result);
  });

  it("moves it back, merging with the same product within the maximum", () => {
    const saved = addToCart([], iron).cart;
    const moved = moveToCart([], saved, 2);
    expect(moved).toMatchObject({ outcome: "moved", saved: [] });
    expect(moved.cart).toEqual(saved);

    const merged = moveToCart(addToCart([], iron).cart, saved, 2);
    expect(merged.outcome).toBe("moved");
    expect(merged.cart[0]!.quantity).toBe(2);

    const full = addToCart([], iron, 2).cart;
    expect(moveToCart(full, saved, 2)).toEqual({
      outcome: "max-reached",
      cart: full,
      saved,
      maxQuantity: 2,
    });
  });

  it("keeps an out-of-stock or unavailable line saved", () => {
    const saved = [{ ...addToCart([], iron).cart[0]!, inStock: false }];
    expect(moveToCart([], saved, 2)).toEqual({ outcome: "out-of-stock", cart: [], saved });
  });
});

describe("Buy Now's top-up", () => {
  it("adds the chosen quantity when the product is not in the cart", () => {
    expect(buyNowTopUp([], tv.id, 2)).toBe(2);
  });

  it("adds nothing after Add to Cart put the same quantity in (choose 2, add, buy now: 2)", () => {
    const added = addToCart([], tv, 2);
    expect(buyNowTopUp(added.cart, tv.id, 2)).toBe(0);
    // The stepper is back at 1 after adding; the line already holds more.
    expect(buyNowTopUp(added.cart, tv.id, 1)).toBe(0);
  });

  it("tops the line up to a larger chosen quantity", () => {
    const added = addToCart([], tv, 1);
    expect(buyNowTopUp(added.cart, tv.id, 3)).toBe(2);
  });
});
