import { BadgeCheck, CalendarCheck, IndianRupee, Phone, ShieldCheck } from "lucide-react";
import { formatMobile, telephoneLink } from "../../../domain/contact-links";
import { formatRupees } from "../../../domain/money";
import type { PublicShop } from "../../../domain/settings";

export function Hero({ shop }: { shop: PublicShop }) {
  const highlights = [
    { icon: BadgeCheck, text: `Serving ${shop.city} since ${shop.servingSince}` },
    { icon: CalendarCheck, text: "Same-day home visits" },
    {
      icon: IndianRupee,
      text: `${formatRupees(shop.visitChargePaise)} visit, adjusted in the bill`,
    },
    { icon: ShieldCheck, text: `${shop.warrantyDays}-day service warranty` },
  ];
  return (
    <section className="bg-linear-to-br from-brand-900 to-brand-700 py-14 text-white sm:py-20">
      <div className="mx-auto max-w-5xl px-4">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-100">
          {shop.name} repair service
        </p>
        <h1 className="mt-3 max-w-3xl text-3xl font-bold leading-tight sm:text-5xl">
          TV, fridge, AC and washing machine repairs in {shop.city}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-brand-50">
          Call us in the morning and a trained technician is usually at your door the same day. We
          tell you the fault and the price before we start, fit genuine parts, and give a written
          warranty on the work.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <a
            href="#services"
            className="rounded-full bg-white px-6 py-3 font-semibold text-brand-900 shadow-sm hover:bg-brand-50"
          >
            Get Started
          </a>
          <a
            href={telephoneLink(shop.phone)}
            className="inline-flex items-center gap-2 rounded-full border border-white/60 px-6 py-3 font-semibold text-white hover:bg-white/10"
          >
            <Phone aria-hidden size={18} />
            Call {formatMobile(shop.phone)}
          </a>
        </div>
        <ul className="mt-10 grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
          {highlights.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-2 rounded-lg bg-white/10 px-3 py-2">
              <Icon aria-hidden size={18} className="shrink-0 text-brand-100" />
              {text}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
