import { chatLink, HELP_GREETING, telephoneLink } from "../../domain/contact-links";
import type { Route } from "./+types/our-service";

export function loader({ context }: Route.LoaderArgs) {
  return { shop: context.shop };
}

export function meta({ data }: Route.MetaArgs) {
  const city = data?.shop.city ?? "your city";
  return [
    {
      title: `TV, refrigerator, AC and washing machine repair in ${city} | ${data?.shop.name ?? ""}`,
    },
  ];
}

const SERVICES = ["Refrigerator", "Washing Machine", "AC", "TV"];

export default function OurService({ loaderData }: Route.ComponentProps) {
  const { shop } = loaderData;
  return (
    <div>
      <section className="bg-brand-900 px-4 py-16 text-center text-white">
        <h1 className="text-3xl font-bold">Appliance repairs in {shop.city} since 1999</h1>
        <p className="mx-auto mt-3 max-w-2xl text-brand-100">
          TVs, refrigerators, ACs and washing machines repaired at your home by trained technicians,
          with genuine parts and a written service warranty.
        </p>
        <a
          href="#services"
          className="mt-6 inline-block rounded-full bg-white px-6 py-2 font-semibold text-brand-900"
        >
          Get Started
        </a>
      </section>
      <section id="services" className="mx-auto max-w-5xl scroll-mt-20 px-4 py-12">
        <h2 className="text-2xl font-semibold">Services</h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {SERVICES.map((service) => (
            <li key={service} className="rounded-xl border border-slate-200 bg-white p-4">
              <h3 className="font-semibold">{service} repair</h3>
              <a href="#appointment" className="mt-2 inline-block text-sm text-brand-700">
                click me
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section id="appointment" className="mx-auto max-w-5xl scroll-mt-20 px-4 pb-12">
        <h2 className="text-2xl font-semibold">Book an appointment</h2>
        <p className="mt-2 text-slate-700">
          Call or message us with the appliance and the problem; we give you a visit time the same
          day.
        </p>
        <div className="mt-4 flex gap-3">
          <a
            href={telephoneLink(shop.phone)}
            className="rounded-lg bg-brand-600 px-5 py-2 text-white"
          >
            Call now
          </a>
          <a
            href={chatLink(shop.whatsapp, HELP_GREETING)}
            target="_blank"
            rel="noopener noreferrer"
            className="rounded-lg bg-green-600 px-5 py-2 text-white"
          >
            Chat with us
          </a>
        </div>
      </section>
    </div>
  );
}
