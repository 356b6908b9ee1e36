import { ShoppingCart, Trash2 } from "lucide-react";
import { Link } from "react-router";
import type { Cart, CartItem } from "../../../domain/cart";
import { formatRupees } from "../../../domain/money";
import { localizedName } from "../../../domain/product";
import { href, pageLocale } from "../../i18n/locale";
import { m } from "../../i18n/messages";
import { CartLineImage } from "./cart-line-image";
import { cartLineNotes } from "./cart-line-notes";
import { cardStyle } from "../../components/ui/card";

/** Lines the customer put aside with 'Save for later', under the cart. */
export function SavedForLater({
  items,
  onMoveToCart,
  onRemove,
}: {
  items: Cart;
  onMoveToCart: (item: CartItem) => void;
  onRemove: (item: CartItem) => void;
}) {
  if (items.length === 0) return null;
  const locale = pageLocale();
  return (
    <section aria-labelledby="saved-for-later-title" className="mt-10">
      <h2 id="saved-for-later-title" className="text-xl font-semibold">
        {m.cart_saved_for_later_title()}{" "}
        <span className="text-base font-normal text-slate-600">({items.length})</span>
      </h2>
      <ul className={`${cardStyle} mt-4 divide-y divide-slate-200`}>
        {items.map((item) => (
          <li
            key={item.id}
            aria-label={localizedName(item, locale)}
            className="flex gap-3 p-4 sm:gap-4"
          >
            <CartLineImage item={item} />
            <div className="min-w-0 flex-1">
              <Link
                to={href(`/product/${item.id}`)}
                className="font-medium text-slate-900 hover:text-brand-700"
              >
                {localizedName(item, locale)}
              </Link>
              <p className="mt-1 text-sm">
                <span className="font-semibold">{formatRupees(item.price)}</span>
                <span className="text-slate-600"> × {item.quantity}</span>
                {!item.inStock && (
                  <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
                    {m.cart_out_of_stock()}
                  </span>
                )}
              </p>
              {cartLineNotes(item).map((note) => (
                <p key={note} className="mt-0.5 text-sm font-medium text-amber-800">
                  {note}
                </p>
              ))}
              <div className="mt-2 flex flex-wrap gap-2">
                <button
                  type="button"
                  onClick={() => onMoveToCart(item)}
                  className="inline-flex min-h-10 items-center gap-1 rounded-lg border border-brand-600 px-3 text-sm font-medium text-brand-700 hover:bg-brand-50"
                >
                  <ShoppingCart aria-hidden size={16} /> {m.cart_move_to_cart()}
                </button>
                <button
                  type="button"
                  onClick={() => onRemove(item)}
                  className="inline-flex min-h-10 items-center gap-1 rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-red-50 hover:text-red-700"
                >
                  <Trash2 aria-hidden size={16} /> {m.cart_remove()}
                </button>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
