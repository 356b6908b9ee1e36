import { MessageCircle } from "lucide-react";
import type { RepairStep } from "./repair-progress-texts";
import type { RepairStepUpdate } from "./repair-step-update.server";

const STEP_LABELS: Record<RepairStep, string> = {
  visit: "Send 'visit scheduled' on WhatsApp",
  ready: "Send 'repaired, ready' on WhatsApp",
  closed: "Send 'closed' on WhatsApp",
};

/** The customer hears of each step in one tap: the message in their language, then the chat. */
export function RepairStepUpdateLink({ update }: { update: RepairStepUpdate }) {
  return (
    <div className="mt-3 rounded-lg bg-green-50 p-2 ring-1 ring-green-200">
      <p
        className="text-sm whitespace-pre-line text-slate-800 wrap-anywhere"
        data-testid="repair-step-message"
      >
        {update.text}
      </p>
      <a
        href={update.chatUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-2 inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg bg-green-700 px-4 font-semibold text-white hover:bg-green-800"
      >
        <MessageCircle aria-hidden size={18} />
        {STEP_LABELS[update.step]}
      </a>
    </div>
  );
}
