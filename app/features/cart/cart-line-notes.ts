import { type CartItem } from "../../../domain/cart";
import { cartItemNotes, cartNoticeMessages } from "../../../domain/cart-refresh";
import { formatRupees } from "../../../domain/money";
import { m } from "../../i18n/messages";

/**
 * The notes a refreshed line shows, in the page's language. `cartItemNotes` decides which notes
 * a line has and holds their English (the spec's), so each is looked up by its English text.
 */
export function cartLineNotes(item: CartItem): string[] {
  const translated = new Map<string, string>([
    [cartNoticeMessages.unavailable, m.cart_note_unavailable()],
    [cartNoticeMessages.nowOutOfStock, m.cart_note_now_out_of_stock()],
  ]);
  if (item.priceChangedFrom !== undefined) {
    translated.set(
      cartNoticeMessages.priceChanged(item.priceChangedFrom, item.price),
      m.cart_note_price_changed({
        from: formatRupees(item.priceChangedFrom),
        to: formatRupees(item.price),
      }),
    );
  }
  return cartItemNotes(item).map((note) => translated.get(note) ?? note);
}
