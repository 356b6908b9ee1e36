import { CheckCircle2, MessageCircle } from "lucide-react";
import { useEffect, useRef } from "react";
import { chatLink } from "../../../domain/contact-links";
import { repairTokenOf, type BookedRepair } from "../../../domain/repair-booking";
import { buttonStyles } from "../../components/ui/button";
import { href } from "../../i18n/locale";
import { m } from "../../i18n/messages";
import { keepPhoneOrder } from "../tracking/phone-orders";
import { bookingChatText, nextStepsText } from "./repair-texts";

export interface BookingShop {
  whatsapp: string;
  visitChargePaise: number;
  callbackPromise: string;
}

/** The booking's answer: the ticket, the private link, the WhatsApp hand-off and what comes next. */
export function BookingDone({
  repair,
  shop,
  origin,
}: {
  repair: BookedRepair;
  shop: BookingShop;
  origin: string;
}) {
  const trackingUrl = `${origin}${repair.trackingPath}`;
  const heading = useRef<HTMLHeadingElement>(null);
  // The answer replaces the form the customer scrolled through: bring it into view and say it.
  useEffect(() => {
    heading.current?.scrollIntoView({ block: "start" });
    heading.current?.focus();
  }, []);
  // 'Your orders on this phone' on /track lists the repair too.
  useEffect(() => {
    keepPhoneOrder({
      kind: "repair",
      orderNumber: repair.ticketNumber,
      token: repairTokenOf(repair.trackingPath),
      placedAt: new Date().toISOString(),
    });
  }, [repair.ticketNumber, repair.trackingPath]);
  return (
    <section
      aria-labelledby="repair-booked-heading"
      className="rounded-xl border border-green-300 bg-green-50 p-4"
      data-testid="repair-booked"
    >
      <h2
        ref={heading}
        tabIndex={-1}
        id="repair-booked-heading"
        className="flex scroll-mt-20 items-center gap-2 text-xl font-semibold"
      >
        <CheckCircle2 aria-hidden className="text-green-700" />
        {m.trk_booked()}
      </h2>
      <p className="mt-2 text-lg">
        {m.trk_ticket_number()} <strong data-testid="ticket-number">{repair.ticketNumber}</strong>
      </p>
      <p className="mt-2 text-sm text-slate-700">{m.trk_private_repair_link()}</p>
      <a
        href={repair.trackingPath}
        className="mt-1 block font-medium break-all text-brand-700 underline"
        data-testid="tracking-link"
      >
        {trackingUrl}
      </a>
      <ul className="mt-3 list-disc pl-5 text-sm text-slate-800">
        {nextStepsText(shop, repair.visitType).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-2">
        <a
          href={chatLink(shop.whatsapp, bookingChatText(repair, trackingUrl))}
          target="_blank"
          rel="noopener noreferrer"
          className={`${buttonStyles.primary} inline-flex items-center gap-2 bg-green-700 hover:bg-green-800`}
        >
          <MessageCircle aria-hidden size={18} />
          {m.trk_send_whatsapp()}
        </a>
        <a href={href("/repair")} className={`${buttonStyles.secondary} inline-flex items-center`}>
          {m.trk_book_another()}
        </a>
      </div>
    </section>
  );
}
