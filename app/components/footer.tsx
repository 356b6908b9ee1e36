import { Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import { Link } from "react-router";
import { chatLink, formatMobile, HELP_GREETING, telephoneLink } from "../../domain/contact-links";
import type { PublicShop } from "../../domain/settings";
import { trackingMessages } from "../../domain/order-tracking";

const SERVICES = ["AC", "LED TV", "Microwave", "Refrigerator", "Washing Machine"];

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
          <p className="mt-2 flex gap-2 text-sm">
            <Phone aria-hidden size={16} className="mt-0.5 shrink-0" />
            <a href={telephoneLink(shop.phone)} className="hover:text-white">
              {formatMobile(shop.phone)}
            </a>
          </p>
          <p className="mt-2 flex gap-2 text-sm">
            <Mail aria-hidden size={16} className="mt-0.5 shrink-0" />
            <a href={`mailto:${shop.email}`} className="hover:text-white">
              {shop.email}
            </a>
          </p>
        </section>
        <section>
          <h2 className="font-semibold text-white">Useful links</h2>
          <ul className="mt-3 space-y-1 text-sm">
            <li>
              <Link to="/" className="hover:text-white">
                Home
              </Link>
            </li>
            <li>
              <Link to="/track" className="hover:text-white">
                {trackingMessages.title}
              </Link>
            </li>
            <li>
              <Link to="/our-service" className="hover:text-white">
                About us
              </Link>
            </li>
            <li>
              <Link to="/our-service#services" className="hover:text-white">
                Services
              </Link>
            </li>
            <li>
              <Link to="/repair" className="hover:text-white">
                Book a repair
              </Link>
            </li>
            <li>
              <Link to="/terms" className="hover:text-white">
                Terms of service
              </Link>
            </li>
            <li>
              <Link to="/privacy" className="hover:text-white">
                Privacy policy
              </Link>
            </li>
          </ul>
        </section>
        <section>
          <h2 className="font-semibold text-white">Our services</h2>
          <ul className="mt-3 space-y-1 text-sm">
            {SERVICES.map((service) => (
              <li key={service}>{service}</li>
            ))}
          </ul>
        </section>
        <section>
          <h2 className="font-semibold text-white">Talk to us</h2>
          <p className="mt-3 text-sm">
            Sales and repairs in {shop.city}, serving since {shop.servingSince}.
          </p>
          <div className="mt-3 flex gap-3">
            <a
              href={chatLink(shop.whatsapp, HELP_GREETING)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label="Chat on WhatsApp"
              className="rounded-full bg-green-600 p-2 text-white hover:bg-green-500"
            >
              <MessageCircle aria-hidden size={18} />
            </a>
            <a
              href={telephoneLink(shop.phone)}
              aria-label="Call the shop"
              className="rounded-full bg-brand-600 p-2 text-white hover:bg-brand-700"
            >
              <Phone aria-hidden size={18} />
            </a>
          </div>
        </section>
      </div>
      <p className="border-t border-slate-800 py-4 text-center text-xs">
        © {new Date().getFullYear()} {shop.name}. All rights reserved.
      </p>
    </footer>
  );
}
