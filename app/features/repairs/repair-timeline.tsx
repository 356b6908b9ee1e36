import {
  CalendarClock,
  CheckSquare,
  ClipboardList,
  IndianRupee,
  MessageSquareReply,
  PackagePlus,
  PhoneCall,
  ReceiptText,
  RefreshCw,
  RotateCcw,
  Wrench,
  type LucideIcon,
} from "lucide-react";
import { CALL_OUTCOME_LABELS } from "../../../domain/order-desk";
import { REPAIR_STATUS_LABELS, type RepairTimelineEntry } from "../../../domain/repair-desk";
import { Timeline } from "../../components/timeline";

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
    case "reopen":
      return { Icon: RotateCcw, title: "Reopened", text: entry.text };
    case "note":
      return { Icon: ClipboardList, title: "Note", text: entry.text };
    case "request":
      return { Icon: MessageSquareReply, title: "The customer asked", text: entry.text };
    case "call":
      return { Icon: PhoneCall, title: `Call: ${CALL_OUTCOME_LABELS[entry.outcome]}` };
  }
}

/** Everything that happened to a repair, oldest first, each with who and when. */
export function RepairTimeline({ entries }: { entries: ShownRepairEntry[] }) {
  const items = entries.map((entry) => ({
    ...describe(entry),
    at: entry.at,
    atText: entry.atText,
    by:
      entry.kind === "answer" || entry.kind === "request"
        ? "the customer"
        : "adminEmail" in entry
          ? entry.adminEmail
          : null,
  }));
  return <Timeline id="repair-timeline-heading" items={items} testId="repair-timeline" />;
}
