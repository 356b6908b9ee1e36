import { Clock, Mail, MapPin, Phone, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatMobile, telephoneLink } from "../../../domain/contact-links";
import type { PublicShop } from "../../../domain/settings";
import { m } from "../../i18n/messages";
import { href } from "../../i18n/locale";

function ContactItem({
  icon: Icon,
  term,
  children,
}: {
  icon: LucideIcon;
  term: string;
  children: ReactNode;
}) {
  return (
    <div>
      <dt className="flex items-center gap-2 font-semibold">
        <Icon aria-hidden size={20} className="shrink-0 text-brand-600" />
        {term}
      </dt>
      {children}
    </div>
  );
}

export function ShopContact({ shop }: { shop: PublicShop }) {
  return (
    <section id="contact" aria-labelledby="contact-heading" className="scroll-mt-20 bg-slate-50">
      <div className="mx-auto max-w-5xl px-4 py-14">
        <h2 id="contact-heading" className="text-2xl font-bold sm:text-3xl">
          {m.svc_shop_contact_heading()}
        </h2>
        <dl className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          <ContactItem icon={MapPin} term={m.svc_shop_contact_address()}>
            <dd className="mt-1 text-slate-700">
              {shop.address}, {shop.city}
            </dd>
            <dd className="mt-1">
              <Link to={href("/contact")} className="text-sm font-medium text-brand-700 underline">
                {m.svc_shop_contact_map()}
              </Link>
            </dd>
          </ContactItem>
          <ContactItem icon={Phone} term={m.svc_shop_contact_phone()}>
            <dd className="mt-1">
              <a href={telephoneLink(shop.phone)} className="text-brand-700 underline">
                {formatMobile(shop.phone)}
              </a>
            </dd>
          </ContactItem>
          <ContactItem icon={Mail} term={m.svc_shop_contact_email()}>
            <dd className="mt-1 break-all">
              <a href={`mailto:${shop.email}`} className="text-brand-700 underline">
                {shop.email}
              </a>
            </dd>
          </ContactItem>
          {/* No hours until the owner gives them: none are made up (issue 33). */}
          {shop.openingHours.length > 0 && (
            <ContactItem icon={Clock} term={m.svc_opening_hours()}>
              {shop.openingHours.map(({ days, hours }, line) => (
                <dd key={line} className="mt-1 text-sm text-slate-700">
                  {days}: {hours}
                </dd>
              ))}
            </ContactItem>
          )}
        </dl>
      </div>
    </section>
  );
}
