import { MessageCircle, Phone } from "lucide-react";
import { useEffect, type RefObject } from "react";
import { chatLink, formatMobile, telephoneLink } from "../../../domain/contact-links";
import type { ShopDetails } from "../../../domain/shop";
import { useOnScreen } from "../../components/use-on-screen";
import { m } from "../../i18n/messages";

/** The phone bar's height and then some: the page's end gets this much room so the bar never hides it. */
const ROOM_FOR_BUTTONS = "pb-20";

const LINK =
  "flex h-12 flex-1 items-center justify-center gap-2 rounded-full font-semibold text-white shadow-lg focus-visible:outline-4 focus-visible:outline-offset-2 sm:size-14 sm:flex-none";

/**
 * Call and chat from wherever the visitor has scrolled to, shown once the hero (which has its own
 * call button) is off screen, so on a phone they never lie over its badges and buttons (issue
 * 34). On a phone a bar across the bottom with the two buttons side by side, the page's end given
 * room below it; from 640 px the two round buttons in the corner.
 */
export function FloatingContact({
  shop,
  hero,
}: {
  shop: ShopDetails;
  hero: RefObject<HTMLElement | null>;
}) {
  const shown = !useOnScreen(hero);
  useEffect(() => {
    if (!shown) return;
    document.body.classList.add(ROOM_FOR_BUTTONS);
    return () => document.body.classList.remove(ROOM_FOR_BUTTONS);
  }, [shown]);
  return (
    <div
      hidden={!shown}
      data-testid="floating-contact"
      className="fixed inset-x-0 bottom-0 z-40 flex gap-3 border-t border-slate-200 bg-white/95 px-3 py-2 backdrop-blur print:hidden sm:inset-x-auto sm:right-4 sm:bottom-4 sm:flex-col sm:border-0 sm:bg-transparent sm:p-0 sm:backdrop-blur-none"
    >
      <a
        href={chatLink(shop.whatsapp, m.common_help_greeting())}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={m.svc_floating_chat()}
        title={m.svc_floating_chat_title({ phone: formatMobile(shop.whatsapp) })}
        className={`${LINK} bg-green-700 hover:bg-green-800 focus-visible:outline-green-700`}
      >
        <MessageCircle aria-hidden size={24} />
        <span className="sm:sr-only">{m.svc_floating_chat_short()}</span>
      </a>
      <a
        href={telephoneLink(shop.phone)}
        aria-label={m.svc_floating_call()}
        title={m.svc_call_number({ phone: formatMobile(shop.phone) })}
        className={`${LINK} bg-brand-600 hover:bg-brand-700 focus-visible:outline-brand-600`}
      >
        <Phone aria-hidden size={24} />
        <span className="sm:sr-only">{m.svc_floating_call_short()}</span>
      </a>
    </div>
  );
}
