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
import { Timeline } from "../../components/timeline";

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
  const items = entries.map((entry) => ({
    ...describe(entry),
    at: entry.at,
    atText: entry.atText,
    by: "adminEmail" in entry ? entry.adminEmail : null,
  }));
  return <Timeline id="order-timeline-heading" items={items} testId="order-timeline" />;
}
