import { ChevronDown } from "lucide-react";
import { useState } from "react";
import { formatRupees } from "../../../domain/money";
import { openingHoursSentence, type PublicShop } from "../../../domain/settings";
import { OUTSKIRTS_KM, SAME_DAY_CALL_BEFORE } from "./repair-terms";

function questions(shop: PublicShop) {
  const { city } = shop;
  return [
    {
      question: "How much is the visit charge?",
      answer: `${formatRupees(shop.visitChargePaise)} anywhere within ${city}. It pays for the technician's visit and a proper check. If you get the repair done by us, it is adjusted in the bill, so you pay only for the repair.`,
    },
    {
      question: "How soon can a technician come?",
      answer: `Call before ${SAME_DAY_CALL_BEFORE} and we usually visit the same day. Later calls get a slot the next morning. We are open ${openingHoursSentence(shop.openingHours)}.`,
    },
    {
      question: "My AC only needs gas. Can you just top it up?",
      answer:
        "An AC in good condition does not lose gas. If it is low, there is a leak somewhere. We find and fix the leak first, then charge the gas by weight; a top-up alone would leak out again within weeks and you would pay twice.",
    },
    {
      question: "Do you use original parts?",
      answer:
        "Yes. We fit original company parts or parts of the same specification from authorised distributors, and we write each part and its price on the bill. You can keep the old part.",
    },
    {
      question: "What warranty do I get after a repair?",
      answer: `${shop.warrantyDays} days on our work and the parts we fit. If the same fault returns in that time, we repair it free. Compressors and TV panels also carry the maker's warranty. Keep the bill as your warranty card.`,
    },
    {
      question: "Is it worth repairing my old TV or fridge?",
      answer:
        "Often it is: a backlight, a board or a gas leak costs far less than a new appliance. When a repair is close to the price of a new one, for example a broken TV panel, we tell you so before you spend anything.",
    },
    {
      question: "Which areas do you cover?",
      answer:
        shop.serviceAreaPins.length > 0
          ? `These PIN codes: ${shop.serviceAreaPins.join(", ")}.`
          : `All of ${city}, and towns up to ${OUTSKIRTS_KM} km out for a small travel charge that we tell you on the phone.`,
    },
    {
      question: "How do I pay?",
      answer:
        "After the repair, by cash, UPI or card. You get a proper bill with the parts, the labour and the warranty period written on it.",
    },
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
          Frequently asked questions
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
