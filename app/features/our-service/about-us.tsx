import { useRef, useState, type KeyboardEvent } from "react";
import { ABOUT_TABS } from "../../../domain/about-tabs";
import type { OurServiceTexts } from "../../../domain/our-service-page";
import type { PublicShop } from "../../../domain/settings";
import { m } from "../../i18n/messages";
import { ApplianceIcon } from "./appliance-icon";
import { APPLIANCE_NAMES } from "./appliance-names";

/** The tabs' order; their texts are the owner's (the 'Our-service page' settings). */
const REPAIR_TABS = ABOUT_TABS;

export function AboutUs({ shop, texts }: { shop: PublicShop; texts: OurServiceTexts }) {
  const [selected, setSelected] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  // Arrow keys, Home and End move between tabs, as the ARIA tabs pattern describes.
  function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
    const last = REPAIR_TABS.length - 1;
    const next = {
      ArrowRight: selected === last ? 0 : selected + 1,
      ArrowLeft: selected === 0 ? last : selected - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setSelected(next);
    tabs.current[next]?.focus();
  }

  return (
    <section id="about" aria-labelledby="about-heading" className="scroll-mt-20 bg-white">
      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-14 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <h2 id="about-heading" className="text-2xl font-bold sm:text-3xl">
            {m.svc_about_heading()}
          </h2>
          <p className="mt-4 text-slate-700">{texts.aboutStory}</p>
          {texts.aboutPromise && <p className="mt-4 text-slate-700">{texts.aboutPromise}</p>}
          {shop.technicians.length > 0 && (
            <p className="mt-4 text-slate-700">
              {m.svc_about_technicians({ names: shop.technicians.join(", ") })}
            </p>
          )}
        </div>
        <div className="lg:col-span-3">
          <div
            role="tablist"
            aria-label={m.svc_about_tabs_label()}
            onKeyDown={moveFocus}
            className="flex gap-2 rounded-xl bg-slate-100 p-1"
          >
            {REPAIR_TABS.map((appliance, index) => (
              <button
                key={appliance}
                ref={(element) => {
                  tabs.current[index] = element;
                }}
                type="button"
                role="tab"
                id={`about-tab-${appliance}`}
                aria-controls={`about-panel-${appliance}`}
                aria-selected={index === selected}
                tabIndex={index === selected ? 0 : -1}
                onClick={() => setSelected(index)}
                className={`flex flex-1 items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold ${
                  index === selected
                    ? "bg-white text-brand-700 shadow-sm"
                    : "text-slate-700 hover:bg-white/60"
                }`}
              >
                <ApplianceIcon appliance={appliance} size={18} />
                {APPLIANCE_NAMES[appliance]()}
              </button>
            ))}
          </div>
          {REPAIR_TABS.map((appliance, index) => (
            <div
              key={appliance}
              role="tabpanel"
              id={`about-panel-${appliance}`}
              aria-labelledby={`about-tab-${appliance}`}
              hidden={index !== selected}
              tabIndex={0}
              className="mt-5 rounded-xl border border-slate-200 p-5"
            >
              <p className="text-slate-800">{texts.tabs[appliance].intro}</p>
              <ul className="mt-4 space-y-2 text-slate-700">
                {texts.tabs[appliance].jobs.map((job, line) => (
                  <li key={line} className="flex gap-2">
                    <span
                      aria-hidden
                      className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-600"
                    />
                    {job}
                  </li>
                ))}
              </ul>
              {texts.tabs[appliance].note && (
                <p className="mt-4 rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900">
                  {texts.tabs[appliance].note}
                </p>
              )}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
