import { ChevronDown } from "lucide-react";
import { useState } from "react";
import { formatRupees } from "../../../domain/money";
import { openingHoursSentence } from "../../../domain/opening-hours";
import type { PublicShop } from "../../../domain/settings";
import { m } from "../../i18n/messages";
import { sameDayCallBefore } from "./repair-terms";

function questions(shop: PublicShop) {
  const { city } = shop;
  return [
    {
      question: m.svc_faq_visit_charge_question(),
      answer: m.svc_faq_visit_charge_answer({
        charge: formatRupees(shop.visitChargePaise),
        city,
      }),
    },
    {
      question: m.svc_faq_how_soon_question(),
      answer: m.svc_faq_how_soon_answer({
        time: sameDayCallBefore(shop),
        hours: openingHoursSentence(shop.openingHours),
      }),
    },
    { question: m.svc_faq_gas_question(), answer: m.svc_faq_gas_answer() },
    { question: m.svc_faq_parts_question(), answer: m.svc_faq_parts_answer() },
    {
      question: m.svc_faq_warranty_question(),
      answer: m.svc_faq_warranty_answer({ days: shop.warrantyDays }),
    },
    { question: m.svc_faq_worth_question(), answer: m.svc_faq_worth_answer() },
    {
      question: m.svc_faq_areas_question(),
      answer:
        shop.serviceAreaPins.length > 0
          ? m.svc_faq_areas_pins_answer({ pins: shop.serviceAreaPins.join(", ") })
          : m.svc_faq_areas_city_answer({ city, km: shop.deliveryRadiusKm }),
    },
    { question: m.svc_faq_pay_question(), answer: m.svc_faq_pay_answer() },
  ];
}

export function Faq({ shop }: { shop: PublicShop }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());

  function toggle(index: number) {
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  }

  return (
    <section id="faq" aria-labelledby="faq-heading" className="scroll-mt-20 bg-white">
      <div className="mx-auto max-w-5xl px-4 py-14">
        <h2 id="faq-heading" className="text-2xl font-bold sm:text-3xl">
          {m.svc_faq_heading()}
        </h2>
        <div className="mt-6 max-w-3xl divide-y divide-slate-200 rounded-xl border border-slate-200">
          {questions(shop).map(({ question, answer }, index) => {
            const expanded = open.has(index);
            return (
              <div key={question}>
                <h3>
                  <button
                    type="button"
                    id={`faq-question-${index}`}
                    aria-expanded={expanded}
                    aria-controls={`faq-answer-${index}`}
                    onClick={() => toggle(index)}
                    className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold hover:bg-slate-50"
                  >
                    {question}
                    <ChevronDown
                      aria-hidden
                      size={20}
                      className={`shrink-0 text-slate-500 transition-transform motion-reduce:transition-none ${expanded ? "rotate-180" : ""}`}
                    />
                  </button>
                </h3>
                <div
                  role="region"
                  id={`faq-answer-${index}`}
                  aria-labelledby={`faq-question-${index}`}
                  hidden={!expanded}
                  className="px-5 pb-4 text-slate-700"
                >
                  {answer}
                </div>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
