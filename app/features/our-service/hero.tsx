import { BadgeCheck, CalendarCheck, IndianRupee, Phone, ShieldCheck } from "lucide-react";
import { formatMobile, telephoneLink } from "../../../domain/contact-links";
import { formatRupees } from "../../../domain/money";
import type { OurServiceTexts } from "../../../domain/our-service-page";
import type { PublicShop } from "../../../domain/settings";
import type { Ref } from "react";
import { m } from "../../i18n/messages";

export function Hero({
  shop,
  texts,
  ref,
}: {
  shop: PublicShop;
  texts: OurServiceTexts;
  /** Watched by the floating call and chat buttons, which stay away while it is on screen. */
  ref?: Ref<HTMLElement>;
}) {
  const highlights = [
    { icon: BadgeCheck, text: m.svc_hero_serving({ city: shop.city, since: shop.servingSince }) },
    { icon: CalendarCheck, text: m.svc_hero_same_day() },
    { icon: IndianRupee, text: m.svc_hero_visit({ charge: formatRupees(shop.visitChargePaise) }) },
    // No warranty days, no warranty claimed.
    ...(shop.warrantyDays > 0
      ? [{ icon: ShieldCheck, text: m.svc_hero_warranty({ days: shop.warrantyDays }) }]
      : []),
  ];
  return (
    <section
      ref={ref}
      className="bg-linear-to-br from-brand-900 to-brand-700 py-14 text-white sm:py-20"
    >
      <div className="mx-auto max-w-5xl px-4">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-100">
          {m.svc_hero_kicker({ shop: shop.name })}
        </p>
        <h1 className="mt-3 max-w-3xl text-3xl font-bold leading-tight sm:text-5xl">
          {texts.heroHeading}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-brand-50">{texts.heroText}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <a
            href="#services"
            className="rounded-full bg-white px-6 py-3 font-semibold text-brand-900 shadow-sm hover:bg-brand-50"
          >
            {m.svc_hero_get_started()}
          </a>
          <a
            href={telephoneLink(shop.phone)}
            className="inline-flex items-center gap-2 rounded-full border border-white/60 px-6 py-3 font-semibold text-white hover:bg-white/10"
          >
            <Phone aria-hidden size={18} />
            {m.svc_call_number({ phone: formatMobile(shop.phone) })}
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
