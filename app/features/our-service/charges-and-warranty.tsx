import {
  CalendarCheck,
  IndianRupee,
  MapPin,
  PackageCheck,
  ShieldCheck,
  Wrench,
  type LucideIcon,
} from "lucide-react";
import type { ChargeCard, OurServiceTexts } from "../../../domain/our-service-page";
import { m } from "../../i18n/messages";
import { cardStyle } from "../../components/ui/card";

const ICONS: Record<ChargeCard, LucideIcon> = {
  visit: IndianRupee,
  price: Wrench,
  parts: PackageCheck,
  warranty: ShieldCheck,
  sameDay: CalendarCheck,
  area: MapPin,
};

/** The owner's cards (issue 33: the shop's claims are the owner's); none, no section. */
export function ChargesAndWarranty({ texts }: { texts: OurServiceTexts }) {
  if (texts.charges.length === 0) return null;
  return (
    <section id="charges" aria-labelledby="charges-heading" className="scroll-mt-20 bg-slate-50">
      <div className="mx-auto max-w-5xl px-4 py-14">
        <h2 id="charges-heading" className="text-2xl font-bold sm:text-3xl">
          {m.svc_charges_heading()}
        </h2>
        {texts.chargesIntro && <p className="mt-2 text-slate-700">{texts.chargesIntro}</p>}
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {texts.charges.map(({ card, title, text }) => {
            const Icon = ICONS[card];
            return (
              <li key={card} className={`${cardStyle} p-5`}>
                <Icon aria-hidden size={24} className="text-brand-600" />
                <h3 className="mt-3 font-semibold">{title}</h3>
                {text && <p className="mt-2 text-sm text-slate-700">{text}</p>}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
