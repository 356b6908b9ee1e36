import { Loader2 } from "lucide-react";
import { Link } from "react-router";
import { cartTotals } from "../../domain/cart";
import { formatRupees } from "../../domain/money";
import { ProductImage, THUMBNAIL_WIDTHS } from "../components/product-image";
import { useCart } from "../features/cart/cart-store";
import { useHydrated } from "../features/cart/use-hydrated";
import { pageMeta } from "../seo";
import type { Route } from "./+types/cart";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "Shopping Cart",
    description: "Your shopping cart",
    path: "/cart",
    noindex: true,
  });
}

export default function Cart() {
  const cart = useCart();
  const hydrated = useHydrated();
  const totals = cartTotals(cart);

  // The cart lives in this browser's storage, so the server cannot know it: wait for the browser.
  if (!hydrated) {
    return (
      <section className="mx-auto max-w-4xl px-4 py-8">
        <h1 className="text-2xl font-semibold">Shopping Cart</h1>
        <p role="status" className="mt-10 flex justify-center gap-2 text-slate-600">
          <Loader2 aria-hidden className="animate-spin" /> Loading cart...
        </p>
      </section>
    );
  }

  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-2xl font-semibold">
        Shopping Cart{" "}
        <span className="text-base font-normal text-slate-600">({totals.items} items)</span>
      </h1>
      {cart.length === 0 ? (
        <div className="mt-10 text-center">
          <p className="text-lg text-slate-700">Your cart is empty</p>
          <Link to="/" className="mt-4 inline-block rounded-lg bg-brand-600 px-5 py-2 text-white">
            Go Shopping
          </Link>
        </div>
      ) : (
        <>
          <ul className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {cart.map((item) => (
              <li key={item.id} className="flex items-center gap-4 p-4">
                {item.image && (
                  <ProductImage
                    url={item.image}
                    alt=""
                    sizes="64px"
                    widths={THUMBNAIL_WIDTHS}
                    className="h-16 w-16 object-contain"
                  />
                )}
                <div className="flex-1">
                  <Link
                    to={`/product/${item.id}`}
                    className="font-medium text-slate-900 hover:text-brand-700"
                  >
                    {item.name}
                  </Link>
                  <p className="text-sm text-slate-600">
                    {formatRupees(item.price)} × {item.quantity}
                  </p>
                </div>
                <p className="font-semibold">{formatRupees(item.price * item.quantity)}</p>
              </li>
            ))}
          </ul>
          <dl className="mt-6 ml-auto max-w-xs space-y-1 text-right">
            <div className="flex justify-between">
              <dt>Total Items</dt>
              <dd>{totals.items}</dd>
            </div>
            <div className="flex justify-between text-lg font-semibold">
              <dt>Total Price</dt>
              <dd>{formatRupees(totals.price)}</dd>
            </div>
          </dl>
          <div className="mt-6 text-right">
            <Link to="/" className="text-brand-700">
              Continue Shopping
            </Link>
          </div>
        </>
      )}
    </section>
  );
}
