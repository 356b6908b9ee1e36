import { useRef, useState, type KeyboardEvent } from "react";
import type { PublicShop } from "../../../domain/settings";
import { ApplianceIcon } from "./appliance-icon";
import type { Appliance } from "./carousel-config";

interface RepairTab {
  appliance: Appliance;
  label: string;
  intro: string;
  jobs: string[];
  note: string;
}

const REPAIR_TABS: RepairTab[] = [
  {
    appliance: "tv",
    label: "TV",
    intro:
      "LED, LCD, smart and older plasma TVs of every major brand, from 24-inch bedroom sets to 65-inch living-room screens.",
    jobs: [
      "Sound but no picture: backlight LED strips replaced, the most common LED TV fault.",
      "Power board and main board (PCB) repaired at component level instead of swapping the whole board, which costs you far less.",
      "Lines on the screen, half the screen dark or flickering: T-con board and panel checks.",
      "Smart TV stuck on the logo, restarting, or apps and Wi-Fi not working: software reflashed.",
      "Wall mounting and reinstallation when you shift house.",
    ],
    note: "If the panel itself is broken, we tell you honestly when a new panel costs more than the TV is worth.",
  },
  {
    appliance: "refrigerator",
    label: "Refrigerator",
    intro:
      "Single-door, double-door, side-by-side, frost-free and direct-cool refrigerators, including inverter models.",
    jobs: [
      "Not cooling or cooling less: the gas leak is found and brazed first, then the system is vacuumed and gas charged (R600a or R134a). No blind top-ups.",
      "Compressor replacement with the compressor maker's warranty.",
      "Frost-free fridge with ice on the back wall: defrost heater, sensor and timer.",
      "Inverter refrigerators: PCB and inverter board repair.",
      "Water collecting inside, torn door gasket, noisy fan motor, relay and overload.",
    ],
    note: "Most fridge repairs are done at your home, so your food does not have to leave the kitchen.",
  },
  {
    appliance: "ac",
    label: "AC",
    intro:
      "Split and window ACs, inverter and non-inverter, from 0.75 ton to 2 ton, for homes and small offices.",
    jobs: [
      "Servicing: jet wash of the indoor coil and filters and a full clean of the outdoor unit.",
      "Gas charging (R32, R410A or R22) only after a nitrogen pressure test has found and fixed the leak.",
      "Inverter PCB repair, error codes, AC not starting or tripping the MCB.",
      "Compressor, capacitor and fan motor replacement.",
      "Installation and uninstallation when you buy a new AC or shift house.",
    ],
    note: "Book your service in March or April: in May and June every AC in the city wants attention at once.",
  },
];

export function AboutUs({ shop }: { shop: PublicShop }) {
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
            About Us
          </h2>
          <p className="mt-4 text-slate-700">
            {shop.name} started in {shop.servingSince} as a small TV repair counter in {shop.city}.
            Today we sell appliances too, but repairs are still the heart of the shop. Our
            technicians are on our own rolls, not contractors, and most of them have been with us
            for more than ten years.
          </p>
          <p className="mt-4 text-slate-700">
            We would rather repair what you have than sell you something new. If a repair is not
            worth the money, we say so before you spend anything.
          </p>
          {shop.technicians.length > 0 && (
            <p className="mt-4 text-slate-700">Our technicians: {shop.technicians.join(", ")}.</p>
          )}
        </div>
        <div className="lg:col-span-3">
          <div
            role="tablist"
            aria-label="Appliances we repair"
            onKeyDown={moveFocus}
            className="flex gap-2 rounded-xl bg-slate-100 p-1"
          >
            {REPAIR_TABS.map((tab, index) => (
              <button
                key={tab.appliance}
                ref={(element) => {
                  tabs.current[index] = element;
                }}
                type="button"
                role="tab"
                id={`about-tab-${tab.appliance}`}
                aria-controls={`about-panel-${tab.appliance}`}
                aria-selected={index === selected}
                tabIndex={index === selected ? 0 : -1}
                onClick={() => setSelected(index)}
                className={`flex flex-1 items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold ${
                  index === selected
                    ? "bg-white text-brand-700 shadow-sm"
                    : "text-slate-700 hover:bg-white/60"
                }`}
              >
                <ApplianceIcon appliance={tab.appliance} size={18} />
                {tab.label}
              </button>
            ))}
          </div>
          {REPAIR_TABS.map((tab, index) => (
            <div
              key={tab.appliance}
              role="tabpanel"
              id={`about-panel-${tab.appliance}`}
              aria-labelledby={`about-tab-${tab.appliance}`}
              hidden={index !== selected}
              tabIndex={0}
              className="mt-5 rounded-xl border border-slate-200 p-5"
            >
              <p className="text-slate-800">{tab.intro}</p>
              <ul className="mt-4 space-y-2 text-slate-700">
                {tab.jobs.map((job) => (
                  <li key={job} className="flex gap-2">
                    <span
                      aria-hidden
                      className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-600"
                    />
                    {job}
                  </li>
                ))}
              </ul>
              <p className="mt-4 rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900">
                {tab.note}
              </p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
