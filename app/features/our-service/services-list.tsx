import { m } from "../../i18n/messages";
import { ApplianceIcon } from "./appliance-icon";
import { APPLIANCE_NAMES } from "./appliance-names";
import type { Appliance } from "./carousel-config";

const SERVICES: { appliance: Appliance; work: () => string }[] = [
  { appliance: "refrigerator", work: m.svc_services_refrigerator_work },
  { appliance: "washing-machine", work: m.svc_services_washing_machine_work },
  { appliance: "ac", work: m.svc_services_ac_work },
  { appliance: "tv", work: m.svc_services_tv_work },
];

export function ServicesList() {
  return (
    <section id="services" aria-labelledby="services-heading" className="scroll-mt-20 bg-white">
      <div className="mx-auto max-w-5xl px-4 py-14">
        <h2 id="services-heading" className="text-2xl font-bold sm:text-3xl">
          {m.svc_services_heading()}
        </h2>
        <p className="mt-2 text-slate-700">{m.svc_services_text()}</p>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {SERVICES.map((service) => (
            <li
              key={service.appliance}
              className="flex flex-col rounded-xl border border-slate-200 bg-slate-50 p-5"
            >
              <ApplianceIcon appliance={service.appliance} size={32} className="text-brand-600" />
              <h3 className="mt-3 text-lg font-semibold">{APPLIANCE_NAMES[service.appliance]()}</h3>
              <p className="mt-2 flex-1 text-sm text-slate-700">{service.work()}</p>
              <a
                href={`?appliance=${service.appliance}#appointment`}
                className="mt-4 self-start rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
              >
                {m.svc_services_click_me()}
                <span className="sr-only">
                  {m.svc_services_click_me_purpose({
                    appliance: APPLIANCE_NAMES[service.appliance](),
                  })}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
