import { Loader2, Truck } from "lucide-react";
import type { RefObject } from "react";
import { Link } from "react-router";
import type { CartTotals } from "../../../domain/cart";
import type { CustomerDetails } from "../../../domain/checkout";
import { formatMobile } from "../../../domain/contact-links";
import { formatRupees } from "../../../domain/money";
import { Button } from "../../components/ui/button";
import { cardStyle } from "../../components/ui/card";
import { href } from "../../i18n/locale";
import { m } from "../../i18n/messages";
import { customerDeliveryLine } from "../checkout/checkout-texts";
import { OutsideServiceAreaNotice } from "../checkout/outside-service-area-notice";
import { PaymentLine } from "../checkout/payment-line";

interface OrderSummaryProps {
  totals: CartTotals;
  deliveryLine: string | undefined;
  serviceAreaPins: readonly string[];
  /** The customer's details once given (or remembered from the last order on this phone). */
  details: CustomerDetails | null;
  remembered: boolean;
  placing: boolean;
  /** The checkout button, which the page focuses after a dialog closes. */
  checkoutButtonRef: RefObject<HTMLButtonElement | null>;
  onChangeDetails(): void;
  onForgetCustomer(): void;
  onConfirmOrder(): void;
  onProceedToCheckout(): void;
}

/**
 * The cart's order summary (spec §8): totals, savings, the shop's delivery and payment lines, the
 * customer's details with 'Change' and 'Not you?', and the button that leads to the order.
 */
export function OrderSummary({
  totals,
  deliveryLine,
  serviceAreaPins,
  details,
  remembered,
  placing,
  checkoutButtonRef,
  onChangeDetails,
  onForgetCustomer,
  onConfirmOrder,
  onProceedToCheckout,
}: OrderSummaryProps) {
  return (
    <aside aria-labelledby="order-summary-title" className={`${cardStyle} h-fit p-4`}>
      <h2 id="order-summary-title" className="text-lg font-semibold">
        {m.cart_order_summary()}
      </h2>
      <dl className="mt-3 space-y-2">
        <div className="flex justify-between">
          <dt>{m.cart_total_items()}</dt>
          <dd>{totals.items}</dd>
        </div>
        <div className="flex justify-between text-lg font-semibold">
          <dt>{m.cart_total_price()}</dt>
          <dd>{formatRupees(totals.price)}</dd>
        </div>
      </dl>
      {totals.savings > 0 && (
        <p className="mt-2 text-sm font-medium text-green-700">
          {m.cart_you_saved_today({ amount: formatRupees(totals.savings) })}
        </p>
      )}
      {deliveryLine && (
        <p
          data-testid="delivery-line"
          className="mt-3 flex items-center gap-2 text-sm text-slate-700"
        >
          <Truck aria-hidden size={18} className="shrink-0 text-brand-600" />
          {deliveryLine}
        </p>
      )}
      <PaymentLine className="mt-2" />
      {details && (
        <div className="mt-3 rounded-lg bg-slate-50 p-3 text-sm">
          <p className="font-medium">{details.name}</p>
          <p>{formatMobile(details.mobile)}</p>
          {customerDeliveryLine(details) && (
            <p className="break-words">{customerDeliveryLine(details)}</p>
          )}
          {remembered && <p className="mt-1 text-slate-600">{m.cart_remembered_hint()}</p>}
          <div className="mt-1 flex flex-wrap gap-x-4">
            <button
              type="button"
              disabled={placing}
              onClick={onChangeDetails}
              className="min-h-10 font-medium text-brand-700 hover:underline"
            >
              {m.cart_change_details()}
            </button>
            {remembered && (
              <button
                type="button"
                disabled={placing}
                onClick={onForgetCustomer}
                className="min-h-10 font-medium text-brand-700 hover:underline"
              >
                {m.cart_not_you()}
              </button>
            )}
          </div>
        </div>
      )}
      {details && (
        <OutsideServiceAreaNotice
          pin={details.deliveryPin}
          serviceAreaPins={serviceAreaPins}
          className="mt-3"
        />
      )}
      {details ? (
        <button
          ref={checkoutButtonRef}
          type="button"
          disabled={placing}
          aria-busy={placing}
          onClick={onConfirmOrder}
          className="mt-4 inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg bg-green-700 px-4 font-semibold text-white hover:bg-green-800 disabled:cursor-wait disabled:opacity-70"
        >
          {placing && <Loader2 aria-hidden size={18} className="animate-spin" />}
          {m.cart_confirm_order()}
        </button>
      ) : (
        <Button
          ref={checkoutButtonRef}
          variant="primary"
          onClick={onProceedToCheckout}
          className="mt-4 w-full"
        >
          {m.cart_proceed_to_checkout()}
        </Button>
      )}
      <Link
        to={href("/")}
        className="mt-3 block text-center text-sm font-medium text-brand-700 hover:underline"
      >
        {m.cart_continue_shopping()}
      </Link>
    </aside>
  );
}
