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
import { OUTSKIRTS_KM, SAME_DAY_CALL_BEFORE } from "./repair-terms";

export function ChargesAndWarranty({ shop }: { shop: PublicShop }) {
  const { city, warrantyDays } = shop;
  const visitCharge = formatRupees(shop.visitChargePaise);
  const promises = [
    {
      icon: IndianRupee,
      title: `${visitCharge} visit charge, adjusted in the bill`,
      text: `The technician comes to your home anywhere in ${city}, checks the appliance properly and tells you what is wrong. If you get the repair done, the ${visitCharge} is adjusted in the bill. If you decide not to, that is all you pay.`,
    },
    {
      icon: Wrench,
      title: "Price told before the work",
      text: "You get the cost of parts and labour before anything is opened up. Nothing is replaced without your okay, and the old part is yours to keep.",
    },
    {
      icon: PackageCheck,
      title: "Genuine parts",
      text: "Original company parts, or parts of the same specification from authorised distributors. No reconditioned compressors sold as new. Every part and its price is written on your bill.",
    },
    {
      icon: ShieldCheck,
      title: `${warrantyDays}-day service warranty`,
      text: `Our work and the parts we fit are covered for ${warrantyDays} days: if the same fault comes back, we repair it free. Compressors and TV panels also carry the maker's own warranty. Keep the bill; it is your warranty card.`,
    },
    {
      icon: CalendarCheck,
      title: "Same-day visits",
      text: `Call before ${SAME_DAY_CALL_BEFORE} and we usually come the same day; later calls get a slot the next morning. In peak summer we tell you the real waiting time on the phone, not a hopeful one.`,
    },
    {
      icon: MapPin,
      title: `All over ${city}`,
      text: `We cover the whole of ${city}: the old city, the newer colonies and housing societies, and the industrial areas. Towns up to ${OUTSKIRTS_KM} km out are covered for a small travel charge that we tell you first.`,
    },
  ];
  return (
    <section id="charges" aria-labelledby="charges-heading" className="scroll-mt-20 bg-slate-50">
      <div className="mx-auto max-w-5xl px-4 py-14">
        <h2 id="charges-heading" className="text-2xl font-bold sm:text-3xl">
          Charges, parts and warranty
        </h2>
        <p className="mt-2 text-slate-700">No surprises on the bill. This is how we work.</p>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {promises.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border border-slate-200 bg-white p-5">
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
