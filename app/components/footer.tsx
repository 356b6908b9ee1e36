import { Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import { Link } from "react-router";
import { chatLink, formatMobile, telephoneLink } from "../../domain/contact-links";
import type { PublicShop } from "../../domain/settings";
import { href } from "../i18n/locale";
import { m } from "../i18n/messages";

const SERVICES = [
  m.common_service_ac,
  m.common_service_led_tv,
  m.common_service_microwave,
  m.common_service_refrigerator,
  m.common_service_washing_machine,
];

/** A finger needs 44 px (WCAG 2.5.5): the links are that big on a phone, text-tall on a desktop. */
const footerLink = "inline-flex min-h-11 min-w-11 items-center hover:text-white md:min-h-7";

export function Footer({ shop }: { shop: PublicShop }) {
  return (
    <footer className="mt-12 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <section>
          <h2 className="text-lg font-semibold text-white">{shop.name}</h2>
          <p className="mt-3 flex gap-2 text-sm">
            <MapPin aria-hidden size={16} className="mt-0.5 shrink-0" />
            {shop.address}, {shop.city}
          </p>
          <p className="mt-1 flex items-center gap-2 text-sm">
            <Phone aria-hidden size={16} className="shrink-0" />
            <a href={telephoneLink(shop.phone)} className={footerLink}>
              {formatMobile(shop.phone)}
            </a>
          </p>
          <p className="mt-1 flex items-center gap-2 text-sm">
            <Mail aria-hidden size={16} className="shrink-0" />
            <a href={`mailto:${shop.email}`} className={footerLink}>
              {shop.email}
            </a>
          </p>
        </section>
        <section>
          <h2 className="font-semibold text-white">{m.common_footer_links()}</h2>
          <ul className="mt-2 text-sm">
            <li>
              <Link to={href("/")} className={footerLink}>
                {m.common_nav_home()}
              </Link>
            </li>
            <li>
              <Link to={href("/track")} className={footerLink}>
                {m.common_footer_track()}
              </Link>
            </li>
            <li>
              <Link to={href("/our-service")} className={footerLink}>
                {m.common_footer_about()}
              </Link>
            </li>
            <li>
              <Link to={href("/our-service#services")} className={footerLink}>
                {m.common_footer_services()}
              </Link>
            </li>
            <li>
              <Link to={href("/repair")} className={footerLink}>
                {m.common_nav_book_repair()}
              </Link>
            </li>
            <li>
              <Link to={href("/terms")} className={footerLink}>
                {m.common_footer_terms()}
              </Link>
            </li>
            <li>
              <Link to={href("/privacy")} className={footerLink}>
                {m.common_footer_privacy()}
              </Link>
            </li>
          </ul>
        </section>
        <section>
          <h2 className="font-semibold text-white">{m.common_footer_our_services()}</h2>
          <ul className="mt-3 space-y-1 text-sm">
            {SERVICES.map((service) => (
              <li key={service.name}>{service()}</li>
            ))}
          </ul>
        </section>
        <section>
          <h2 className="font-semibold text-white">{m.common_footer_talk()}</h2>
          <p className="mt-3 text-sm">
            {m.common_footer_serving({ city: shop.city, since: shop.servingSince })}
          </p>
          <div className="mt-3 flex gap-3">
            <a
              href={chatLink(shop.whatsapp, m.common_help_greeting())}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={m.common_chat_whatsapp()}
              className="inline-flex size-11 items-center justify-center rounded-full bg-green-600 text-white hover:bg-green-500"
            >
              <MessageCircle aria-hidden size={18} />
            </a>
            <a
              href={telephoneLink(shop.phone)}
              aria-label={m.common_call_shop()}
              className="inline-flex size-11 items-center justify-center rounded-full bg-brand-600 text-white hover:bg-brand-700"
            >
              <Phone aria-hidden size={18} />
            </a>
          </div>
        </section>
      </div>
      <p className="border-t border-slate-800 py-4 text-center text-xs">
        {m.common_footer_rights({ year: new Date().getFullYear(), shop: shop.name })}
      </p>
    </footer>
  );
}
