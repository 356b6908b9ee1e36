import { BellRing, MessageCircle, ShoppingBag, ShoppingCart } from "lucide-react";
import { useEffect, useId, type RefObject } from "react";
import { useFetcher } from "react-router";
import { chatLink } from "../../../domain/contact-links";
import { MOBILE_INPUT_MAX_LENGTH } from "../../../domain/mobile";
import { STOCK_ALERT_INTENT } from "../../../domain/stock-alerts";
import { formatRupees } from "../../../domain/money";
import { earlyTap } from "../../components/early-taps";
import { useOnScreen } from "../../components/use-on-screen";
import { Button, buttonStyles } from "../../components/ui/button";
import { FieldError } from "../../components/ui/field-error";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { m } from "../../i18n/messages";
import { stockAlertProblem } from "./stock-alert-texts";
import type { StockAlertAnswer } from "./stock-alert-action.server";

const soldOut = "disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-700";
const addStyle = `inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700 ${soldOut}`;
const buyStyle = `inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-amber-500 px-4 font-semibold text-slate-900 hover:bg-amber-400 ${soldOut}`;

export interface BuyActions {
  /** 'Add to Cart' succeeded and the quantity has not changed since: the button offers the cart. */
  added: boolean;
  onAdd: () => void;
  onGoToCart: () => void;
  onBuyNow: () => void;
}

/**
 * 'Add to Cart' (or 'Go to cart' once added) and 'Buy Now'. The same element stays in place when
 * its label changes, so keyboard focus stays on it.
 */
export function BuyButtons({
  added,
  onAdd,
  onGoToCart,
  onBuyNow,
  compact = false,
  disabled = false,
}: BuyActions & { compact?: boolean; disabled?: boolean }) {
  // The bar is narrow on a 360 px phone: smaller text, no icons.
  const size = compact ? "px-3 text-sm [&>svg]:hidden" : "";
  return (
    <>
      <button
        type="button"
        {...earlyTap}
        disabled={disabled}
        onClick={added ? onGoToCart : onAdd}
        className={`${addStyle} ${size}`}
      >
        <ShoppingCart aria-hidden size={18} /> {added ? m.cat_go_to_cart() : m.cat_add_to_cart()}
      </button>
      <button
        type="button"
        {...earlyTap}
        disabled={disabled}
        onClick={onBuyNow}
        className={`${buyStyle} ${size}`}
      >
        <ShoppingBag aria-hidden size={18} /> {m.cat_buy_now()}
      </button>
    </>
  );
}

/** The bar's height and then some: the page's end gets this much room so the bar never hides it. */
const ROOM_FOR_BAR = "pb-20";

/**
 * The price and the buy buttons fixed at the bottom of the screen while the page's own buttons are
 * off it (issue 15: on a phone they start below the fold). Fixed, so nothing moves when it shows;
 * the body gets bottom padding meanwhile, so the footer's last lines can still be scrolled clear.
 */
export function StickyBuyBar({
  mainButtons,
  productName,
  pricePaise,
  oldPricePaise,
  ...actions
}: BuyActions & {
  mainButtons: RefObject<HTMLElement | null>;
  productName: string;
  pricePaise: number;
  oldPricePaise: number;
}) {
  const shown = !useOnScreen(mainButtons);
  useEffect(() => {
    if (!shown) return;
    document.body.classList.add(ROOM_FOR_BAR);
    return () => document.body.classList.remove(ROOM_FOR_BAR);
  }, [shown]);
  return (
    <section
      aria-label={m.cat_buy_named({ name: productName })}
      hidden={!shown}
      data-testid="sticky-buy-bar"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-3 py-2 shadow-[0_-2px_8px_rgba(15,23,42,0.08)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-6xl items-center gap-2">
        <p className="min-w-0 flex-1 text-lg font-bold text-slate-900">
          {formatRupees(pricePaise)}
          {oldPricePaise > pricePaise && (
            <s className="block text-xs font-normal text-slate-600">
              <span className="sr-only">{m.cat_was()} </span>
              {formatRupees(oldPricePaise)}
            </s>
          )}
        </p>
        <div className="flex shrink-0 gap-2">
          <BuyButtons {...actions} compact />
        </div>
      </div>
    </section>
  );
}

/**
 * A sold-out product: ask the shop about it on WhatsApp, or leave a mobile number to hear when it
 * is back. The form posts to the product page's action, with or without script.
 */
export function OutOfStockHelp({
  productName,
  productUrl,
  whatsapp,
  posted,
}: {
  productName: string;
  productUrl: string;
  whatsapp: string;
  /** The answer to a post made without script, which reloads the page. */
  posted: StockAlertAnswer | undefined;
}) {
  const fetcher = useFetcher<StockAlertAnswer>();
  const answer = fetcher.data ?? posted;
  const errorId = useId();
  const problem = answer && "problem" in answer ? stockAlertProblem(answer.problem) : undefined;
  useEffect(() => {
    if (problem) document.getElementById(`${errorId}-mobile`)?.focus();
  }, [problem, errorId]);

  return (
    <div className="mt-4 space-y-4">
      <a
        href={chatLink(whatsapp, m.cat_whatsapp_question({ name: productName, url: productUrl }))}
        target="_blank"
        rel="noopener noreferrer"
        className={`${buttonStyles.primary} inline-flex items-center gap-2 bg-green-700 hover:bg-green-800`}
      >
        <MessageCircle aria-hidden size={18} />
        {m.cat_ask_on_whatsapp()}
      </a>
      <section
        aria-labelledby={`${errorId}-heading`}
        className="rounded-lg border border-slate-200 p-3"
      >
        <h2 id={`${errorId}-heading`} className="flex items-center gap-2 font-semibold">
          <BellRing aria-hidden size={18} className="text-brand-600" />
          {m.cat_notify_me()}
        </h2>
        {answer && "saved" in answer ? (
          <p role="status" className="mt-2 text-sm font-medium text-green-800">
            {m.cat_alert_saved()}
          </p>
        ) : (
          <fetcher.Form method="post" className="mt-2" noValidate>
            <input type="hidden" name="intent" value={STOCK_ALERT_INTENT} />
            <Label htmlFor={`${errorId}-mobile`}>{m.cat_mobile_label()}</Label>
            <div className="flex flex-wrap gap-2">
              <Input
                id={`${errorId}-mobile`}
                name="mobile"
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                required
                maxLength={MOBILE_INPUT_MAX_LENGTH}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? errorId : undefined}
                className="min-w-0 flex-1 basis-44"
              />
              <Button
                type="submit"
                variant="primary"
                className="mt-1"
                disabled={fetcher.state !== "idle"}
              >
                {m.cat_notify_me()}
              </Button>
            </div>
            <FieldError id={errorId}>{problem}</FieldError>
          </fetcher.Form>
        )}
      </section>
    </div>
  );
}
