import { afterEach, describe, expect, it } from "vitest";
import { addToCart, cartMessages } from "../../../domain/cart";
import { cartItemNotes, cartNoticeMessages } from "../../../domain/cart-refresh";
import { m } from "../../i18n/messages";
import { overwriteGetLocale } from "../../paraglide/runtime.js";
import { cartLineNotes } from "./cart-line-notes";

afterEach(() => overwriteGetLocale(() => "en"));

const [line] = addToCart([], { id: 3, name: "Microwave", price: 899_000 }).cart;
const repriced = { ...line!, price: 849_000, priceChangedFrom: 899_000 };
const outOfStock = { ...repriced, inStock: false };
const unavailable = { ...line!, unavailable: true };

describe("the cart's texts in the page's language", () => {
  it("notes a changed line as the domain does", () => {
    for (const item of [line!, repriced, outOfStock, unavailable]) {
      expect(cartLineNotes(item)).toEqual(cartItemNotes(item));
    }
    overwriteGetLocale(() => "hi");
    expect(cartLineNotes(outOfStock)).toEqual([
      "अब स्टॉक में नहीं",
      "कीमत ₹8,990 से बदलकर ₹8,490 हो गई",
    ]);
    expect(cartLineNotes(unavailable)).toEqual(["अब नहीं मिलता"]);
  });

  it("keeps the spec's English alerts exactly as the domain writes them", () => {
    const en = { locale: "en" } as const;
    expect([
      m.cart_added({ name: "Iron" }, en),
      m.cart_updated({ name: "Iron", quantity: 2 }, en),
      m.cart_max_reached({ name: "Iron", maxQuantity: 5 }, en),
      m.cart_out_of_stock_from_list({}, en),
      m.cart_out_of_stock_from_details({}, en),
      m.cart_notice_some_changed({}, en),
      m.cart_notice_quantity_reduced({ name: "Iron", quantity: 2 }, en),
    ]).toEqual([
      cartMessages.added("Iron"),
      cartMessages.updated("Iron", 2),
      cartMessages.maxReached("Iron", 5),
      cartMessages.outOfStockFromList,
      cartMessages.outOfStockFromDetails,
      cartNoticeMessages.someChanged,
      cartNoticeMessages.quantityReduced("Iron", 2),
    ]);
  });

  it("counts items with the plural each language uses", () => {
    expect([1, 2, 0].map((count) => m.cart_item_count({ count }))).toEqual([
      "1 item",
      "2 items",
      "0 items",
    ]);
    overwriteGetLocale(() => "hi");
    expect([1, 2].map((count) => m.cart_item_count({ count }))).toEqual(["1 सामान", "2 सामान"]);
  });
});
