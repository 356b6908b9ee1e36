import {
  ClipboardList,
  MessageCircle,
  PackagePlus,
  PhoneCall,
  RefreshCw,
  UserX,
  type LucideIcon,
} from "lucide-react";
import {
  CALL_OUTCOME_LABELS,
  ORDER_STATUS_LABELS,
  type TimelineEntry,
} from "../../../domain/order-desk";
import { CANCELLED_BY_CUSTOMER, updateSentTitle } from "../../../domain/order-tracking";

/**
 * A timeline entry with its time already written out by the server, so the page hydrates with
 * exactly the text it was rendered with (browsers and Node may word dates slightly differently).
 */
export type ShownTimelineEntry = TimelineEntry & { atText: string };

function describe(entry: TimelineEntry): { Icon: LucideIcon; title: string; text?: string } {
  switch (entry.kind) {
    case "created":
      return { Icon: PackagePlus, title: "Order placed" };
    case "status":
      return { Icon: RefreshCw, title: `Status changed to ${ORDER_STATUS_LABELS[entry.status]}` };
    case "note":
      return { Icon: ClipboardList, title: "Note", text: entry.text };
    case "call":
      return { Icon: PhoneCall, title: `Call: ${CALL_OUTCOME_LABELS[entry.outcome]}` };
    case "customer-cancel":
      return { Icon: UserX, title: CANCELLED_BY_CUSTOMER };
    case "update-sent":
      return { Icon: MessageCircle, title: updateSentTitle(entry.status) };
  }
}

/** Everything that happened to an order, oldest first: placed, status changes, notes and calls. */
export function OrderTimeline({ entries }: { entries: ShownTimelineEntry[] }) {
  return (
    <section aria-labelledby="order-timeline-heading">
      <h2 id="order-timeline-heading" className="text-lg font-semibold">
        Timeline <span className="text-sm font-normal text-slate-600">(oldest first)</span>
      </h2>
      <ol className="mt-3 space-y-4 border-l-2 border-slate-200 pl-5" data-testid="order-timeline">
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
                {"adminEmail" in entry && entry.adminEmail && <> · by {entry.adminEmail}</>}
              </p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
