import {
  CalendarCheck,
  IndianRupee,
  MapPin,
  PackageCheck,
  ShieldCheck,
  Wrench,
} from "lucide-react";
import { formatRupees } from "../../../domain/money";
import type { PublicShop } from "../../../domain/settings";
import { m } from "../../i18n/messages";
import { sameDayCallBefore } from "./repair-terms";
import { cardStyle } from "../../components/ui/card";

export function ChargesAndWarranty({ shop }: { shop: PublicShop }) {
  const { city, warrantyDays } = shop;
  const visitCharge = formatRupees(shop.visitChargePaise);
  const time = sameDayCallBefore(shop);
  const promises = [
    {
      icon: IndianRupee,
      title: m.svc_charges_visit_title({ charge: visitCharge }),
      text: m.svc_charges_visit_text({ city, charge: visitCharge }),
    },
    { icon: Wrench, title: m.svc_charges_price_title(), text: m.svc_charges_price_text() },
    { icon: PackageCheck, title: m.svc_charges_parts_title(), text: m.svc_charges_parts_text() },
    {
      icon: ShieldCheck,
      title: m.svc_charges_warranty_title({ days: warrantyDays }),
      text: m.svc_charges_warranty_text({ days: warrantyDays }),
    },
    {
      icon: CalendarCheck,
      title: m.svc_charges_same_day_title(),
      text: m.svc_charges_same_day_text({ time }),
    },
    {
      icon: MapPin,
      title: m.svc_charges_area_title({ city }),
      text: m.svc_charges_area_text({ city, km: shop.deliveryRadiusKm }),
    },
  ];
  return (
    <section id="charges" aria-labelledby="charges-heading" className="scroll-mt-20 bg-slate-50">
      <div className="mx-auto max-w-5xl px-4 py-14">
        <h2 id="charges-heading" className="text-2xl font-bold sm:text-3xl">
          {m.svc_charges_heading()}
        </h2>
        <p className="mt-2 text-slate-700">{m.svc_charges_text()}</p>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {promises.map(({ icon: Icon, title, text }) => (
            <li key={title} className={`${cardStyle} p-5`}>
              <Icon aria-hidden size={24} className="text-brand-600" />
              <h3 className="mt-3 font-semibold">{title}</h3>
              <p className="mt-2 text-sm text-slate-700">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
