import { Mail, MapPin, Phone } from "lucide-react";
import { formatMobile, telephoneLink } from "../../domain/contact-links";
import type { Route } from "./+types/contact";

export function loader({ context }: Route.LoaderArgs) {
  return { shop: context.shop };
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `Contact | ${data?.shop.name ?? "Shop"}` }];
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { shop } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-semibold">Contact Us</h1>
      <div className="mt-6 grid gap-8 md:grid-cols-2">
        <iframe
          title={`Map of ${shop.name}`}
          src={shop.mapEmbedUrl}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className="h-80 w-full rounded-xl border border-slate-200"
        />
        <section>
          <h2 className="text-xl font-semibold">Get In Touch</h2>
          <dl className="mt-4 space-y-4">
            <div className="flex gap-3">
              <MapPin aria-hidden className="text-brand-600" />
              <div>
                <dt className="font-medium">Location</dt>
                <dd className="text-slate-600">
                  {shop.address}, {shop.city}
                </dd>
              </div>
            </div>
            <div className="flex gap-3">
              <Mail aria-hidden className="text-brand-600" />
              <div>
                <dt className="font-medium">Email</dt>
                <dd>
                  <a href={`mailto:${shop.email}`} className="text-brand-700">
                    {shop.email}
                  </a>
                </dd>
              </div>
            </div>
            <div className="flex gap-3">
              <Phone aria-hidden className="text-brand-600" />
              <div>
                <dt className="font-medium">Call</dt>
                <dd>
                  <a href={telephoneLink(shop.phone)} className="text-brand-700">
                    {formatMobile(shop.phone)}
                  </a>
                </dd>
              </div>
            </div>
          </dl>
        </section>
      </div>
    </div>
  );
}
