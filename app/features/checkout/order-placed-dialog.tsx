import { PaymentLine } from "./payment-line";
import { CheckCircle2, MapPin, MessageCircle } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import type { PlacedOrder } from "../../../domain/checkout";
import { chatLink, formatMobile } from "../../../domain/contact-links";
import { trackingPath } from "../../../domain/order-tracking";
import { Modal } from "../../components/ui/modal";
import { buttonStyles } from "../../components/ui/button";
import { href } from "../../i18n/locale";
import { m } from "../../i18n/messages";
import { orderChatMessage } from "./checkout-texts";

/**
 * The spec's success message. It stays until the customer closes it, so the order number can be
 * read or sent on WhatsApp; closing it takes them to the home page.
 */
export function OrderPlacedDialog({
  order,
  mobile,
  shopWhatsapp,
  callbackPromise,
  onClose,
}: {
  order: PlacedOrder;
  /** 10 digits, as the customer gave it. */
  mobile: string;
  shopWhatsapp: string | undefined;
  /** When the shop calls back, as the owner set it; the line is left out without one. */
  callbackPromise: string | undefined;
  onClose: () => void;
}) {
  const id = useId();
  return (
    <Modal labelledBy={`${id}-title`} describedBy={`${id}-body`} onCancel={onClose}>
      <div className="text-center">
        <CheckCircle2 aria-hidden size={40} className="mx-auto text-green-700" />
        <h2 id={`${id}-title`} className="mt-2 text-lg font-semibold">
          {m.cart_order_placed()}
        </h2>
        <div id={`${id}-body`} className="mt-3 space-y-2 text-slate-700">
          <p className="font-semibold text-slate-900">
            {m.cart_order_number({ orderNumber: order.orderNumber })}
          </p>
          <p>{m.cart_we_will_contact({ mobile: formatMobile(order.customerMobile || mobile) })}</p>
          {callbackPromise && <p>{m.cart_we_will_call({ callbackPromise })}</p>}
          <PaymentLine className="justify-center" />
          <p>{m.cart_thank_you()}</p>
        </div>
        {order.trackingToken && (
          <div className="mt-4 rounded-lg bg-brand-50 p-3 text-sm">
            <Link
              to={href(trackingPath(order.trackingToken))}
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              <MapPin aria-hidden size={18} />
              {m.cart_track_link()}
            </Link>
            <p className="text-slate-700">{m.cart_private_link_hint()}</p>
          </div>
        )}
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
          {shopWhatsapp && (
            <a
              href={chatLink(shopWhatsapp, orderChatMessage(order))}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-green-700 px-4 font-semibold text-white hover:bg-green-800"
            >
              <MessageCircle aria-hidden size={18} /> {m.cart_send_on_whatsapp()}
            </a>
          )}
          <button type="button" onClick={onClose} className={buttonStyles.secondary}>
            {m.cart_continue_shopping()}
          </button>
        </div>
      </div>
    </Modal>
  );
}
