import { PhoneMissed } from "lucide-react";
import { useId, useState } from "react";
import type { NotificationType } from "../../../domain/dashboard-messages";
import {
  CALL_OUTCOMES,
  CALL_OUTCOME_LABELS,
  type CallOutcome,
  type TimelineEntry,
} from "../../../domain/order-desk";
import { buttonStyles } from "../../components/ui/button";
import { logOrderCall } from "./order-activity-client";
import { callLogMessages } from "./order-details-texts";

export function noAnswerCount(timeline: readonly TimelineEntry[]): number {
  return timeline.filter((entry) => entry.kind === "call" && entry.outcome === "no_answer").length;
}

/** The call-back log: one tap records how a call to the customer went; it lands on the timeline. */
export function CallLog({
  orderId,
  noAnswers,
  flagged,
  notify,
  onLogged,
}: {
  orderId: number;
  noAnswers: number;
  flagged: boolean;
  notify(message: string, type: NotificationType): void;
  onLogged(): void;
}) {
  const id = useId();
  const [saving, setSaving] = useState(false);

  const log = async (outcome: CallOutcome) => {
    setSaving(true);
    const result = await logOrderCall(orderId, outcome);
    setSaving(false);
    if (result.outcome === "done") {
      notify(callLogMessages.logged(outcome), "success");
      onLogged();
    } else {
      notify(
        result.outcome === "refused" ? callLogMessages.failed : callLogMessages.error,
        "error",
      );
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        Call-back log
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        After calling the customer, record how it went. {callLogMessages.flagRule}
      </p>
      <div role="group" aria-label="Record a call" className="mt-3 grid grid-cols-2 gap-2">
        {CALL_OUTCOMES.map((outcome) => (
          <button
            key={outcome}
            type="button"
            disabled={saving}
            onClick={() => void log(outcome)}
            className={buttonStyles.secondary}
          >
            {CALL_OUTCOME_LABELS[outcome]}
          </button>
        ))}
      </div>
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
