import {
  CalendarClock,
  CheckSquare,
  ClipboardList,
  IndianRupee,
  PackagePlus,
  PhoneCall,
  ReceiptText,
  RefreshCw,
  Wrench,
  type LucideIcon,
} from "lucide-react";
import { CALL_OUTCOME_LABELS } from "../../../domain/order-desk";
import { REPAIR_STATUS_LABELS, type RepairTimelineEntry } from "../../../domain/repair-desk";

/** An entry with its time worded by the server, so the page hydrates with the same text. */
export type ShownRepairEntry = RepairTimelineEntry & { atText: string };

function describe(entry: RepairTimelineEntry): { Icon: LucideIcon; title: string; text?: string } {
  switch (entry.kind) {
    case "created":
      return { Icon: PackagePlus, title: "Repair requested" };
    case "status":
      return { Icon: RefreshCw, title: `Status changed to ${REPAIR_STATUS_LABELS[entry.status]}` };
    case "schedule":
      return { Icon: CalendarClock, title: "Visit scheduled", text: entry.text };
    case "estimate":
      return { Icon: ReceiptText, title: "Estimate sent", text: entry.text };
    case "answer":
      return { Icon: CheckSquare, title: "Customer answered the estimate", text: entry.text };
    case "parts":
      return { Icon: Wrench, title: "Parts used", text: entry.text };
    case "payment":
      return { Icon: IndianRupee, title: "Paid and handed over", text: entry.text };
    case "note":
      return { Icon: ClipboardList, title: "Note", text: entry.text };
    case "call":
      return { Icon: PhoneCall, title: `Call: ${CALL_OUTCOME_LABELS[entry.outcome]}` };
  }
}

/** Everything that happened to a repair, oldest first, each with who and when. */
export function RepairTimeline({ entries }: { entries: ShownRepairEntry[] }) {
  return (
    <section aria-labelledby="repair-timeline-heading">
      <h2 id="repair-timeline-heading" className="text-lg font-semibold">
        Timeline <span className="text-sm font-normal text-slate-600">(oldest first)</span>
      </h2>
      <ol className="mt-3 space-y-4 border-l-2 border-slate-200 pl-5" data-testid="repair-timeline">
        {entries.map((entry, index) => {
          const { Icon, title, text } = describe(entry);
          return (
            <li key={`${entry.kind}-${entry.at}-${index}`} className="relative">
              <span className="absolute top-0.5 -left-[1.95rem] grid size-6 place-items-center rounded-full border border-slate-200 bg-white text-slate-600">
                <Icon aria-hidden size={14} />
              </span>
              <p className="font-medium text-slate-900">{title}</p>
              {text && (
                <p className="mt-1 whitespace-pre-line break-words text-slate-800">{text}</p>
              )}
              <p className="mt-0.5 text-sm text-slate-600">
                <time dateTime={entry.at}>{entry.atText}</time>
                {"adminEmail" in entry && entry.adminEmail ? <> · by {entry.adminEmail}</> : null}
                {entry.kind === "answer" ? <> · by the customer</> : null}
              </p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
