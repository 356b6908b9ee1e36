import { PhoneMissed } from "lucide-react";
import { useId } from "react";
import { CALL_OUTCOMES, CALL_OUTCOME_LABELS, type TimelineEntry } from "../../../domain/order-desk";
import { Button } from "../../components/ui/button";
import type { AdminAnswer } from "../admin/admin-answer";
import { deskFormFields } from "./desk-fields";
import { callLogMessages } from "./desk-texts";
import { useDeskFetcher } from "./use-desk-fetcher";

export function noAnswerCount(timeline: readonly TimelineEntry[]): number {
  return timeline.filter((entry) => entry.kind === "call" && entry.outcome === "no_answer").length;
}

/**
 * The call-back log: one tap records how a call to the customer went (the `call` intent of the
 * page's action); it lands on the timeline when the page reloads its data.
 */
export function CallLog<Answer extends AdminAnswer<string, unknown>>({
  noAnswers,
  flagged,
  onAnswer,
}: {
  noAnswers: number;
  flagged: boolean;
  onAnswer: (answer: Answer) => void;
}) {
  const id = useId();
  const fetcher = useDeskFetcher<Answer>(onAnswer);

  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        Call-back log
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        After calling the customer, record how it went. {callLogMessages.flagRule}
      </p>
      <fetcher.Form method="post">
        <input type="hidden" name={deskFormFields.intent} value="call" />
        <div role="group" aria-label="Record a call" className="mt-3 grid grid-cols-2 gap-2">
          {CALL_OUTCOMES.map((outcome) => (
            <Button
              key={outcome}
              type="submit"
              name={deskFormFields.outcome}
              value={outcome}
              disabled={fetcher.state !== "idle"}
            >
              {CALL_OUTCOME_LABELS[outcome]}
            </Button>
          ))}
        </div>
      </fetcher.Form>
      {noAnswers > 0 && (
        <p className="mt-3 flex items-center gap-2 text-sm font-medium text-slate-800">
          <PhoneMissed aria-hidden size={16} />
          {callLogMessages.noAnswers(noAnswers)}
        </p>
      )}
      {flagged && (
        <p className="mt-1 text-sm font-semibold text-red-800">{callLogMessages.flagged}</p>
      )}
    </section>
  );
}
