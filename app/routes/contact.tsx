import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { formatMobile, telephoneLink } from "../../domain/contact-links";
import { publicShop } from "../../domain/settings";
import { m } from "../i18n/messages";
import { pageMeta } from "../seo";
import type { Route } from "./+types/contact";

export function loader({ context }: Route.LoaderArgs) {
  return { shop: publicShop(context.shop) };
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  const { shop } = data;
  return pageMeta(matches, {
    title: m.svc_contact_meta_title({ shop: shop.name }),
    description: m.svc_contact_meta_description({
      shop: shop.name,
      address: shop.address,
      city: shop.city,
    }),
    path: "/contact",
  });
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { shop } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-semibold">{m.svc_contact_heading()}</h1>
      <div className="mt-6 grid gap-8 md:grid-cols-2">
        <iframe
          title={m.svc_contact_map_title({ shop: shop.name })}
          src={shop.mapEmbedUrl}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className="h-80 w-full rounded-xl border border-slate-200"
        />
        <section>
          <h2 className="text-xl font-semibold">{m.svc_contact_get_in_touch()}</h2>
          <ul className="mt-4 space-y-4">
            <li className="flex gap-3">
              <MapPin aria-hidden className="text-brand-600" />
              <div>
                <h3 className="font-medium">{m.svc_contact_location()}</h3>
                <p className="text-slate-600">
                  {shop.address}, {shop.city}
                </p>
              </div>
            </li>
            <li className="flex gap-3">
              <Mail aria-hidden className="text-brand-600" />
              <div>
                <h3 className="font-medium">{m.svc_contact_email()}</h3>
                <p>
                  <a href={`mailto:${shop.email}`} className="text-brand-700">
                    {shop.email}
                  </a>
                </p>
              </div>
            </li>
            <li className="flex gap-3">
              <Phone aria-hidden className="text-brand-600" />
              <div>
                <h3 className="font-medium">{m.svc_contact_call()}</h3>
                <p>
                  <a href={telephoneLink(shop.phone)} className="text-brand-700">
                    {formatMobile(shop.phone)}
                  </a>
                </p>
              </div>
            </li>
            {/* No hours until the owner gives them: none are made up (issue 33). */}
            {shop.openingHours.length > 0 && (
              <li className="flex gap-3">
                <Clock aria-hidden className="text-brand-600" />
                <div>
                  <h3 className="font-medium">{m.svc_opening_hours()}</h3>
                  <ul data-testid="opening-hours" className="text-slate-600">
                    {shop.openingHours.map(({ days, hours }, line) => (
                      <li key={line}>
                        {days}: {hours}
                      </li>
                    ))}
                  </ul>
                </div>
              </li>
            )}
          </ul>
        </section>
      </div>
    </div>
  );
}
