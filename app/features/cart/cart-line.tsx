import { Bookmark, Info, Trash2 } from "lucide-react";
import { Link } from "react-router";
import type { CartItem } from "../../../domain/cart";
import { formatRupees } from "../../../domain/money";
import { localizedName } from "../../../domain/product";
import { Price } from "../../components/price";
import { QuantityStepper } from "../../components/quantity-stepper";
import { href, pageLocale } from "../../i18n/locale";
import { m } from "../../i18n/messages";
import { CartLineImage } from "./cart-line-image";
import { cartLineNotes } from "./cart-line-notes";

/** One line of the cart (spec §2 'Cart'): picture, name, price, stepper, line total and actions. */
export function CartLine({
  item,
  onIncrease,
  onDecrease,
  onSaveForLater,
  onRemove,
}: {
  item: CartItem;
  onIncrease: () => void;
  onDecrease: () => void;
  onSaveForLater: () => void;
  onRemove: () => void;
}) {
  const notes = cartLineNotes(item);
  const name = localizedName(item, pageLocale());
  const quantityId = `cart-quantity-${item.id}`;
  return (
    <li className="flex gap-3 p-4 sm:gap-4" aria-label={name}>
      <CartLineImage item={item} />
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <Link
            to={href(`/product/${item.id}`)}
            className="font-medium text-slate-900 hover:text-brand-700"
          >
            {name}
          </Link>
          <button
            type="button"
            aria-label={m.cart_remove_named({ name })}
            onClick={onRemove}
            className="-mr-2 -mt-2 flex h-10 w-10 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-red-50 hover:text-red-700"
          >
            <Trash2 aria-hidden size={18} />
          </button>
        </div>
        <div className="mt-1 flex flex-wrap items-center gap-x-2 text-sm">
          <Price
            pricePaise={item.price}
            oldPricePaise={item.oldPrice ?? 0}
            size="sm"
            savingLabel={m.cart_you_save()}
          />
          {!item.inStock && (
            <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
              {m.cart_out_of_stock()}
            </span>
          )}
        </div>
        {item.demo && (
          <p
            data-testid="cart-demo-note"
            className="mt-1 inline-block rounded-md bg-slate-800 px-2 py-0.5 text-xs font-semibold text-white"
          >
            {m.cart_demo_note()}
          </p>
        )}
        {notes.length > 0 && (
          <ul className="mt-1 space-y-0.5 text-sm font-medium text-amber-800">
            {notes.map((note) => (
              <li key={note} className="flex items-center gap-1">
                <Info aria-hidden size={14} /> {note}
              </li>
            ))}
          </ul>
        )}
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <div>
            <QuantityStepper
              id={quantityId}
              label={m.cart_quantity_of({ name })}
              labelClassName="sr-only"
              quantity={item.quantity}
              onDecrease={onDecrease}
              onIncrease={onIncrease}
            />
          </div>
          <p className="font-semibold text-slate-900">
            <span className="sr-only">{m.cart_line_total()} </span>
            {formatRupees(item.price * item.quantity)}
          </p>
        </div>
        <button
          type="button"
          onClick={onSaveForLater}
          className="mt-2 inline-flex min-h-10 items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
        >
          <Bookmark aria-hidden size={16} /> {m.cart_save_for_later()}
        </button>
      </div>
    </li>
  );
}
