import { AlertTriangle, Loader2, ShoppingBag, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { Link, useNavigate, useRouteLoaderData } from "react-router";
import { namesInLanguage } from "../../domain/item-names";
import { localizedName } from "../../domain/product";
import { cartTotals, type CartItem } from "../../domain/cart";
import { cartItemNotes } from "../../domain/cart-refresh";
import type { CustomerDetails, PlacedOrder } from "../../domain/checkout";
import { ConfirmDialog } from "../components/confirm-dialog";
import { showAlert } from "../components/floating-alerts";
import { CartLine } from "../features/cart/cart-line";
import { cartStore, useCart, useSavedForLater } from "../features/cart/cart-store";
import { OrderSummary } from "../features/cart/order-summary";
import { SavedForLater } from "../features/cart/saved-for-later";
import { useHydrated } from "../components/use-hydrated";
import { usePriceRefresh } from "../features/cart/use-price-refresh";
import { CustomerDetailsDialog } from "../features/checkout/customer-details-dialog";
import { checkoutBlockerMessage } from "../features/checkout/checkout-texts";
import { OrderPlacedDialog } from "../features/checkout/order-placed-dialog";
import { placeOrder } from "../features/checkout/place-order";
import {
  forgetCustomer,
  rememberCustomer,
  rememberedCustomer,
} from "../features/checkout/remembered-customer";
import { keepPhoneOrder } from "../features/tracking/phone-orders";
import { href, pageLocale } from "../i18n/locale";
import { m } from "../i18n/messages";
import { pageMeta, type RootData } from "../seo";
import type { Route } from "./+types/cart";
import { cardStyle } from "../components/ui/card";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: m.cart_title(),
    description: m.cart_meta_description(),
    path: "/cart",
    noindex: true,
  });
}

type Prompt =
  | { kind: "remove"; item: CartItem }
  | { kind: "save-for-later"; item: CartItem }
  | { kind: "clear" };

/**
 * The cart is read from this browser's storage after hydration, so the first paint cannot know its
 * height. The page fills the screen in both states, keeping the footer below the fold: what the
 * cart then shows appears in place and moves nothing the visitor already sees (CLS).
 */
const CART_SECTION = "mx-auto min-h-screen max-w-4xl px-4 py-8";
const CART_HEADER = "flex flex-wrap items-center justify-between gap-3";

/**
 * 'Shopping Cart (2 items)'. The count is known only once the browser has read the cart, so it
 * sits beside the heading's text rather than in it: the heading the server painted stays the same
 * element with the same text, and stays the page's largest paint instead of being painted again
 * after hydration (decision 27). Its accessible name still carries the count.
 */
function CartTitle({
  titleRef,
  itemCount,
}: {
  titleRef: React.RefObject<HTMLHeadingElement | null>;
  itemCount?: number;
}) {
  const count = itemCount === undefined ? undefined : m.cart_item_count({ count: itemCount });
  return (
    <div className="flex flex-wrap items-baseline gap-x-2">
      <h1
        ref={titleRef}
        tabIndex={-1}
        aria-label={count === undefined ? undefined : `${m.cart_title()} (${count})`}
        className="text-2xl font-semibold outline-none"
      >
        {m.cart_title()}
      </h1>
      {count !== undefined && (
        <span aria-hidden className="text-base text-slate-600">
          ({count})
        </span>
      )}
    </div>
  );
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
      <section className={CART_SECTION}>
        <div className={CART_HEADER}>
          <CartTitle titleRef={titleRef} />
        </div>
        <p role="status" className="mt-10 flex justify-center gap-2 text-slate-600">
          <Loader2 aria-hidden className="animate-spin" /> {m.cart_loading()}
        </p>
      </section>
    );
  }

  const increase = (item: CartItem) => {
    if (item.quantity >= item.maxQuantity) {
      showAlert(m.cart_max_reached_in_cart({ maxQuantity: item.maxQuantity }), "error");
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
        showAlert(
          m.cart_saved_for_later_alert({ name: localizedName(prompt.item, pageLocale()) }),
          "success",
        );
        break;
      case "clear":
        cartStore.clear();
        break;
    }
    setPrompt(null);
  };

  const moveToCart = (item: CartItem) => {
    const result = cartStore.moveToCart(item.id);
    if (result.outcome === "moved") {
      showAlert(m.cart_moved_to_cart_alert({ name: localizedName(item, pageLocale()) }), "success");
    } else if (result.outcome === "max-reached") {
      showAlert(m.cart_max_reached_in_cart({ maxQuantity: result.maxQuantity }), "error");
    } else showAlert(m.cart_out_of_stock_from_list(), "error");
  };

  const proceedToCheckout = () => {
    const blocker = checkoutBlockerMessage(cartStore.current());
    if (blocker) showAlert(blocker, "error");
    else setDetailsOpen(true);
  };

  const confirmOrder = async () => {
    if (placingRef.current || !details) return;
    const current = cartStore.current();
    const blocker = checkoutBlockerMessage(current);
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
        // The message to the shop names the lines as the cart showed them.
        const items = namesInLanguage(result.order.items, current, pageLocale());
        setPlaced({ order: { ...result.order, items }, mobile: details.mobile });
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
    <section className={CART_SECTION}>
      <div className={CART_HEADER}>
        <CartTitle titleRef={titleRef} itemCount={totals.items} />
        {cart.length > 0 && (
          <button
            type="button"
            onClick={() => setPrompt({ kind: "clear" })}
            className="inline-flex min-h-10 items-center gap-1 rounded-lg border border-red-300 px-3 text-sm font-medium text-red-700 hover:bg-red-50"
          >
            <Trash2 aria-hidden size={16} /> {m.cart_clear_cart()}
          </button>
        )}
      </div>

      {cart.length === 0 ? (
        <div className="mt-10 flex flex-col items-center text-center">
          <ShoppingBag aria-hidden size={40} className="text-slate-400" />
          <p className="mt-3 text-lg text-slate-700">{m.cart_empty()}</p>
          <Link
            to={href("/")}
            className="mt-4 inline-block rounded-lg bg-brand-600 px-5 py-2 font-medium text-white hover:bg-brand-700"
          >
            {m.cart_go_shopping()}
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
                {m.cart_notice_some_changed()}
              </p>
            )}
            <ul
              aria-label={m.cart_items_label()}
              className={`${cardStyle} divide-y divide-slate-200`}
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
          <OrderSummary
            totals={totals}
            deliveryLine={shop?.deliveryLine}
            serviceAreaPins={shop?.serviceAreaPins ?? []}
            details={details}
            remembered={remembered}
            placing={placing}
            checkoutButtonRef={checkoutButtonRef}
            onChangeDetails={() => setDetailsOpen(true)}
            onForgetCustomer={() => {
              forgetCustomer();
              setDetails(null);
              setRemembered(false);
            }}
            onConfirmOrder={() => void confirmOrder()}
            onProceedToCheckout={proceedToCheckout}
          />
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
              ? m.cart_clear_title()
              : prompt.kind === "remove"
                ? m.cart_remove_title()
                : m.cart_save_for_later()
          }
          message={
            prompt.kind === "clear"
              ? m.cart_clear_question()
              : prompt.kind === "remove"
                ? m.cart_remove_question({ name: localizedName(prompt.item, pageLocale()) })
                : m.cart_save_for_later_question({ name: localizedName(prompt.item, pageLocale()) })
          }
          confirmLabel={
            prompt.kind === "clear"
              ? m.cart_clear_cart()
              : prompt.kind === "remove"
                ? m.cart_remove()
                : m.cart_save()
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
            navigate(href("/"));
          }}
        />
      )}
    </section>
  );
}
