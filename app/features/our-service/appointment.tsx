import { MessageCircle, Phone } from "lucide-react";
import {
  chatLink,
  formatMobile,
  HELP_GREETING,
  telephoneLink,
} from "../../../domain/contact-links";
import { useSearchParams } from "react-router";
import { formatRupees } from "../../../domain/money";
import { applianceParam } from "../../../domain/repair-booking";
import type { PublicShop } from "../../../domain/settings";
import { BookingForm, type BookingFormProps } from "../repairs/booking-form";
import { SAME_DAY_CALL_BEFORE } from "./repair-terms";

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
    {
      title: "Tell us what is wrong",
      text: "Book below, or call or WhatsApp us, with the appliance, its brand and what it is doing. A photo of the model sticker helps us bring the right part.",
    },
    {
      title: "Get a visit time",
      text: `We give you a time slot on the spot: the same day if you call before ${SAME_DAY_CALL_BEFORE}, otherwise the next morning.`,
    },
    {
      title: "Repair after your okay",
      text: `The technician checks it, tells you the price and starts only when you agree. If you don't, you pay the ${formatRupees(shop.visitChargePaise)} visit charge and nothing more.`,
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
          Book a repair visit
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
        <p className="mt-6 text-slate-700">Rather talk to us?</p>
        <div className="mt-3 flex flex-wrap gap-3">
          <a
            href={telephoneLink(shop.phone)}
            className="inline-flex items-center gap-2 rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
          >
            <Phone aria-hidden size={18} />
            Call {formatMobile(shop.phone)}
          </a>
          <a
            href={chatLink(shop.whatsapp, HELP_GREETING)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-2 rounded-full bg-green-700 px-6 py-3 font-semibold text-white hover:bg-green-800"
          >
            <MessageCircle aria-hidden size={18} />
            Book on WhatsApp
          </a>
        </div>
        <p className="mt-4 text-sm text-slate-600">
          Is the appliance still under the company warranty? Call the brand&apos;s own service
          first, because a repair by anyone else can end that warranty. We are happy to help once it
          is over.
        </p>
      </div>
    </section>
  );
}
