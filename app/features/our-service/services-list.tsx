import { ApplianceIcon } from "./appliance-icon";
import type { Appliance } from "./carousel-config";

const SERVICES: { appliance: Appliance; name: string; work: string }[] = [
  {
    appliance: "refrigerator",
    name: "Refrigerator",
    work: "Not cooling, gas leaks and gas charging, compressor, defrost heater, inverter PCB, door gasket.",
  },
  {
    appliance: "washing-machine",
    name: "Washing Machine",
    work: "Top-load, front-load and semi-automatic: drum not spinning, noisy drum (bearing and seal), not draining, leaks, door lock, motor and PCB.",
  },
  {
    appliance: "ac",
    name: "AC",
    work: "Split and window: servicing and jet wash, gas charging after a leak test, inverter PCB, compressor, installation and shifting.",
  },
  {
    appliance: "tv",
    name: "TV",
    work: "LED, LCD and smart TVs: backlight, power and main board (PCB) repair, panel checks, software, wall mounting.",
  },
];

export function ServicesList() {
  return (
    <section id="services" aria-labelledby="services-heading" className="scroll-mt-20 bg-white">
      <div className="mx-auto max-w-5xl px-4 py-14">
        <h2 id="services-heading" className="text-2xl font-bold sm:text-3xl">
          Services
        </h2>
        <p className="mt-2 text-slate-700">
          Choose your appliance and book a visit. The technician carries the common parts, so most
          jobs are finished in the first visit.
        </p>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {SERVICES.map((service) => (
            <li
              key={service.appliance}
              className="flex flex-col rounded-xl border border-slate-200 bg-slate-50 p-5"
            >
              <ApplianceIcon appliance={service.appliance} size={32} className="text-brand-600" />
              <h3 className="mt-3 text-lg font-semibold">{service.name}</h3>
              <p className="mt-2 flex-1 text-sm text-slate-700">{service.work}</p>
              <a
                href={`?appliance=${service.appliance}#appointment`}
                className="mt-4 self-start rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
              >
                click me
                <span className="sr-only"> to book a visit for your {service.name}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
