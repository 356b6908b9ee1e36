import { MessageCircle, Phone } from "lucide-react";
import { chatLink, formatMobile, telephoneLink } from "../../../domain/contact-links";
import type { ShopDetails } from "../../../domain/shop";
import { m } from "../../i18n/messages";

/** Stays in the bottom corner so a visitor can call or chat from wherever they have scrolled to. */
export function FloatingContact({ shop }: { shop: ShopDetails }) {
  return (
    <div className="fixed bottom-4 right-4 z-40 flex flex-col gap-3 print:hidden">
      <a
        href={chatLink(shop.whatsapp, m.common_help_greeting())}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={m.svc_floating_chat()}
        title={m.svc_floating_chat_title({ phone: formatMobile(shop.whatsapp) })}
        className="flex size-14 items-center justify-center rounded-full bg-green-700 text-white shadow-lg hover:bg-green-800 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-green-700"
      >
        <MessageCircle aria-hidden size={26} />
      </a>
      <a
        href={telephoneLink(shop.phone)}
        aria-label={m.svc_floating_call()}
        title={m.svc_call_number({ phone: formatMobile(shop.phone) })}
        className="flex size-14 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg hover:bg-brand-700 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <Phone aria-hidden size={26} />
      </a>
    </div>
  );
}
