import { MessageCircle, Phone } from "lucide-react";
import { chatLink, formatMobile, telephoneLink } from "../../../domain/contact-links";
import { useSearchParams } from "react-router";
import { formatRupees } from "../../../domain/money";
import { applianceParam } from "../../../domain/repair-booking";
import type { PublicShop } from "../../../domain/settings";
import { BookingForm, type BookingFormProps } from "../repairs/booking-form";
import { m } from "../../i18n/messages";
import { sameDayCallBefore } from "./repair-terms";

/** The booking section; a service's 'click me' link chooses its appliance (`?appliance=ac`). */
export function Appointment({
  shop,
  booking,
}: {
  shop: PublicShop;
  booking: Omit<BookingFormProps, "appliance" | "posted">;
}) {
  const appliance = applianceParam(useSearchParams()[0].get("appliance"));
  const steps = [
    { title: m.svc_step_tell_title(), text: m.svc_step_tell_text() },
    {
      title: m.svc_step_time_title(),
      text: m.svc_step_time_text({ time: sameDayCallBefore(shop) }),
    },
    {
      title: m.svc_step_okay_title(),
      text: m.svc_step_okay_text({ charge: formatRupees(shop.visitChargePaise) }),
    },
  ];
  return (
    <section
      id="appointment"
      aria-labelledby="appointment-heading"
      className="scroll-mt-20 bg-white"
    >
      <div className="mx-auto max-w-5xl px-4 py-14">
        <h2 id="appointment-heading" className="text-2xl font-bold sm:text-3xl">
          {m.svc_appointment_heading()}
        </h2>
        <ol className="mt-6 grid gap-4 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title} className="flex gap-4 rounded-xl border border-slate-200 p-5">
              <span
                aria-hidden
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold">{step.title}</h3>
                <p className="mt-1 text-sm text-slate-700">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
        <div className="mt-8 max-w-2xl">
          <BookingForm key={appliance ?? ""} {...booking} appliance={appliance} />
        </div>
        <p className="mt-6 text-slate-700">{m.svc_appointment_rather_talk()}</p>
        <div className="mt-3 flex flex-wrap gap-3">
          <a
            href={telephoneLink(shop.phone)}
            className="inline-flex items-center gap-2 rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
          >
            <Phone aria-hidden size={18} />
            {m.svc_call_number({ phone: formatMobile(shop.phone) })}
          </a>
          <a
            href={chatLink(shop.whatsapp, m.common_help_greeting())}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-2 rounded-full bg-green-700 px-6 py-3 font-semibold text-white hover:bg-green-800"
          >
            <MessageCircle aria-hidden size={18} />
            {m.svc_appointment_whatsapp()}
          </a>
        </div>
        <p className="mt-4 text-sm text-slate-600">{m.svc_appointment_brand_warranty()}</p>
      </div>
    </section>
  );
}
