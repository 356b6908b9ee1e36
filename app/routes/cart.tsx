import { AlertTriangle, Loader2, ShoppingBag, Trash2, Truck } from "lucide-react";
import { useRef, useState } from "react";
import { Link, useNavigate, useRouteLoaderData } from "react-router";
import {
  cartItemNotes,
  cartMessages,
  cartNoticeMessages,
  cartTotals,
  type CartItem,
} from "../../domain/cart";
import {
  checkoutBlocker,
  checkoutMessages,
  type CustomerDetails,
  type PlacedOrder,
} from "../../domain/checkout";
import { formatMobile } from "../../domain/contact-links";
import { deliveryLine } from "../../domain/delivery";
import { formatRupees } from "../../domain/money";
import { ConfirmDialog } from "../components/confirm-dialog";
import { Button } from "../components/ui/button";
import { showAlert } from "../components/floating-alerts";
import { CartLine } from "../features/cart/cart-line";
import { cartStore, useCart, useSavedForLater } from "../features/cart/cart-store";
import { SavedForLater } from "../features/cart/saved-for-later";
import { useHydrated } from "../components/use-hydrated";
import { usePriceRefresh } from "../features/cart/use-price-refresh";
import { CustomerDetailsDialog } from "../features/checkout/customer-details-dialog";
import { OrderPlacedDialog } from "../features/checkout/order-placed-dialog";
import { OutsideServiceAreaNotice } from "../features/checkout/outside-service-area-notice";
import { placeOrder } from "../features/checkout/place-order";
import {
  forgetCustomer,
  rememberCustomer,
  rememberedCustomer,
} from "../features/checkout/remembered-customer";
import { keepPhoneOrder } from "../features/tracking/phone-orders";
import { pageMeta, type RootData } from "../seo";
import type { Route } from "./+types/cart";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "Shopping Cart",
    description: "Your shopping cart",
    path: "/cart",
    noindex: true,
  });
}

type Prompt =
  | { kind: "remove"; item: CartItem }
  | { kind: "save-for-later"; item: CartItem }
  | { kind: "clear" };

function itemCount(count: number): string {
  return `${count} ${count === 1 ? "item" : "items"}`;
}

export default function Cart() {
  const cart = useCart();
  const saved = useSavedForLater();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const shop = useRouteLoaderData<RootData>("root")?.shop;
  const refreshPrices = usePriceRefresh(hydrated);
  const totals = cartTotals(cart);
  const titleRef = useRef<HTMLHeadingElement>(null);
  // Saving the details swaps Proceed to Checkout for Confirm Order; focus follows to the new button.
  const checkoutButtonRef = useRef<HTMLButtonElement>(null);

  const [prompt, setPrompt] = useState<Prompt | null>(null);
  const [detailsOpen, setDetailsOpen] = useState(false);
  // Filled in from this phone's last order; only shown once hydrated, so SSR never reads it.
  const [details, setDetails] = useState<CustomerDetails | null>(rememberedCustomer);
  const [remembered, setRemembered] = useState(() => details !== null);
  const [placing, setPlacing] = useState(false);
  // State updates land on the next render; a double tap arrives before that, so a ref guards too.
  const placingRef = useRef(false);
  const [placed, setPlaced] = useState<{ order: PlacedOrder; mobile: string } | null>(null);

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

  const increase = (item: CartItem) => {
    if (item.quantity >= item.maxQuantity) {
      showAlert(checkoutMessages.maxReachedInCart(item.maxQuantity), "error");
      return;
    }
    cartStore.updateQuantity(item.id, item.quantity + 1);
  };

  const confirmPrompt = () => {
    if (!prompt) return;
    switch (prompt.kind) {
      case "remove":
        cartStore.remove(prompt.item.id);
        break;
      case "save-for-later":
        cartStore.saveForLater(prompt.item.id);
        showAlert(checkoutMessages.savedForLater(prompt.item.name), "success");
        break;
      case "clear":
        cartStore.clear();
        break;
    }
    setPrompt(null);
  };

  const moveToCart = (item: CartItem) => {
    const result = cartStore.moveToCart(item.id);
    if (result.outcome === "moved") showAlert(checkoutMessages.movedToCart(item.name), "success");
    else if (result.outcome === "max-reached") {
      showAlert(checkoutMessages.maxReachedInCart(result.maxQuantity), "error");
    } else showAlert(cartMessages.outOfStockFromList, "error");
  };

  const proceedToCheckout = () => {
    const blocker = checkoutBlocker(cartStore.current());
    if (blocker) showAlert(blocker, "error");
    else setDetailsOpen(true);
  };

  const confirmOrder = async () => {
    if (placingRef.current || !details) return;
    const current = cartStore.current();
    const blocker = checkoutBlocker(current);
    if (blocker) {
      showAlert(blocker, "error");
      return;
    }
    placingRef.current = true;
    setPlacing(true);
    try {
      const result = await placeOrder(details, current);
      if (result.ok) {
        cartStore.clear();
        rememberCustomer(details);
        if (result.order.trackingToken) {
          keepPhoneOrder({
            orderNumber: result.order.orderNumber,
            token: result.order.trackingToken,
            placedAt: new Date().toISOString(),
          });
        }
        setDetails(null);
        setPlaced({ order: result.order, mobile: details.mobile });
      } else {
        showAlert(result.message, "error");
        // The server knows better than this browser: show the customer what it refused.
        if (result.refused) void refreshPrices();
      }
    } finally {
      placingRef.current = false;
      setPlacing(false);
    }
  };

  const anyChanged = cart.some((item) => cartItemNotes(item).length > 0);

  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 ref={titleRef} tabIndex={-1} className="text-2xl font-semibold outline-none">
          Shopping Cart{" "}
          <span className="text-base font-normal text-slate-600">({itemCount(totals.items)})</span>
        </h1>
        {cart.length > 0 && (
          <button
            type="button"
            onClick={() => setPrompt({ kind: "clear" })}
            className="inline-flex min-h-10 items-center gap-1 rounded-lg border border-red-300 px-3 text-sm font-medium text-red-700 hover:bg-red-50"
          >
            <Trash2 aria-hidden size={16} /> Clear Cart
          </button>
        )}
      </div>

      {cart.length === 0 ? (
        <div className="mt-10 flex flex-col items-center text-center">
          <ShoppingBag aria-hidden size={40} className="text-slate-400" />
          <p className="mt-3 text-lg text-slate-700">Your cart is empty</p>
          <Link
            to="/"
            className="mt-4 inline-block rounded-lg bg-brand-600 px-5 py-2 font-medium text-white hover:bg-brand-700"
          >
            Go Shopping
          </Link>
        </div>
      ) : (
        <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_18rem]">
          <div>
            {anyChanged && (
              <p
                role="status"
                className="mb-3 flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
              >
                <AlertTriangle aria-hidden size={18} className="shrink-0" />
                {cartNoticeMessages.someChanged}
              </p>
            )}
            <ul
              aria-label="Items in your cart"
              className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
            >
              {cart.map((item) => (
                <CartLine
                  key={item.id}
                  item={item}
                  onIncrease={() => increase(item)}
                  onDecrease={() => cartStore.updateQuantity(item.id, item.quantity - 1)}
                  onSaveForLater={() => setPrompt({ kind: "save-for-later", item })}
                  onRemove={() => setPrompt({ kind: "remove", item })}
                />
              ))}
            </ul>
          </div>
          <aside
            aria-labelledby="order-summary-title"
            className="h-fit rounded-xl border border-slate-200 bg-white p-4"
          >
            <h2 id="order-summary-title" className="text-lg font-semibold">
              Order Summary
            </h2>
            <dl className="mt-3 space-y-2">
              <div className="flex justify-between">
                <dt>Total Items</dt>
                <dd>{totals.items}</dd>
              </div>
              <div className="flex justify-between text-lg font-semibold">
                <dt>Total Price</dt>
                <dd>{formatRupees(totals.price)}</dd>
              </div>
            </dl>
            {totals.savings > 0 && (
              <p className="mt-2 text-sm font-medium text-green-700">
                You saved {formatRupees(totals.savings)} today!
              </p>
            )}
            {shop?.deliveryLine && (
              <p
                data-testid="delivery-line"
                className="mt-3 flex items-center gap-2 text-sm text-slate-700"
              >
                <Truck aria-hidden size={18} className="shrink-0 text-brand-600" />
                {shop.deliveryLine}
              </p>
            )}
            {details && (
              <div className="mt-3 rounded-lg bg-slate-50 p-3 text-sm">
                <p className="font-medium">{details.name}</p>
                <p>{formatMobile(details.mobile)}</p>
                {deliveryLine(details) && <p className="break-words">{deliveryLine(details)}</p>}
                {remembered && (
                  <p className="mt-1 text-slate-600">{checkoutMessages.rememberedHint}</p>
                )}
                <div className="mt-1 flex flex-wrap gap-x-4">
                  <button
                    type="button"
                    disabled={placing}
                    onClick={() => setDetailsOpen(true)}
                    className="min-h-10 font-medium text-brand-700 hover:underline"
                  >
                    Change details
                  </button>
                  {remembered && (
                    <button
                      type="button"
                      disabled={placing}
                      onClick={() => {
                        forgetCustomer();
                        setDetails(null);
                        setRemembered(false);
                      }}
                      className="min-h-10 font-medium text-brand-700 hover:underline"
                    >
                      {checkoutMessages.notYou}
                    </button>
                  )}
                </div>
              </div>
            )}
            {details && (
              <OutsideServiceAreaNotice
                pin={details.deliveryPin}
                serviceAreaPins={shop?.serviceAreaPins ?? []}
                className="mt-3"
              />
            )}
            {details ? (
              <button
                ref={checkoutButtonRef}
                type="button"
                disabled={placing}
                aria-busy={placing}
                onClick={() => void confirmOrder()}
                className="mt-4 inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg bg-green-700 px-4 font-semibold text-white hover:bg-green-800 disabled:cursor-wait disabled:opacity-70"
              >
                {placing && <Loader2 aria-hidden size={18} className="animate-spin" />}
                Confirm Order
              </button>
            ) : (
              <Button
                ref={checkoutButtonRef}
                variant="primary"
                onClick={proceedToCheckout}
                className="mt-4 w-full"
              >
                Proceed to Checkout
              </Button>
            )}
            <Link
              to="/"
              className="mt-3 block text-center text-sm font-medium text-brand-700 hover:underline"
            >
              Continue Shopping
            </Link>
          </aside>
        </div>
      )}

      <SavedForLater
        items={saved}
        onMoveToCart={moveToCart}
        onRemove={(item) => cartStore.removeSaved(item.id)}
      />

      {prompt && (
        <ConfirmDialog
          title={
            prompt.kind === "clear"
              ? "Clear cart"
              : prompt.kind === "remove"
                ? "Remove item"
                : "Save for later"
          }
          message={
            prompt.kind === "clear"
              ? checkoutMessages.clearCart
              : prompt.kind === "remove"
                ? checkoutMessages.removeItem(prompt.item.name)
                : checkoutMessages.saveForLater(prompt.item.name)
          }
          confirmLabel={
            prompt.kind === "clear" ? "Clear Cart" : prompt.kind === "remove" ? "Remove" : "Save"
          }
          tone={prompt.kind === "save-for-later" ? "primary" : "danger"}
          onConfirm={confirmPrompt}
          onCancel={() => setPrompt(null)}
          returnFocusTo={titleRef}
        />
      )}
      {detailsOpen && (
        <CustomerDetailsDialog
          totals={totals}
          initial={details ?? undefined}
          serviceAreaPins={shop?.serviceAreaPins ?? []}
          returnFocusTo={checkoutButtonRef}
          onSave={(entered) => {
            setDetails(entered);
            setRemembered(false);
            setDetailsOpen(false);
          }}
          onCancel={() => setDetailsOpen(false)}
        />
      )}
      {placed && (
        <OrderPlacedDialog
          order={placed.order}
          mobile={placed.mobile}
          shopWhatsapp={shop?.whatsapp}
          callbackPromise={shop?.callbackPromise}
          onClose={() => {
            setPlaced(null);
            navigate("/");
          }}
        />
      )}
    </section>
  );
}
