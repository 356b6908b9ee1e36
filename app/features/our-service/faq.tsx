import { ChevronDown } from "lucide-react";
import { useState } from "react";
import type { OurServiceTexts } from "../../../domain/our-service-page";
import { m } from "../../i18n/messages";

/**
 * The owner's questions and answers (the 'Our-service page' settings), the facts filled in. An
 * owner who empties every row has no FAQ section, not an empty box under its heading.
 */
export function Faq({ questions }: { questions: OurServiceTexts["faq"] }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  if (questions.length === 0) return null;

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
          {questions.map(({ question, answer }, index) => {
            const expanded = open.has(index);
            return (
              <div key={index}>
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
