import { CheckCircle2, Circle, PackagePlus, XCircle, type LucideIcon } from "lucide-react";
import type { CustomerTimelineEntry } from "../../../domain/order-tracking";
import { m } from "../../i18n/messages";
import { timelineTitle } from "./tracking-texts";

/** An entry with its date written out by the server, so hydration sees the same text. */
export type ShownCustomerEntry = CustomerTimelineEntry & { atText: string };

function iconOf(entry: CustomerTimelineEntry): LucideIcon {
  if (entry.kind === "placed") return PackagePlus;
  if (entry.kind === "cancelled-by-customer") return XCircle;
  return entry.status === "cancelled"
    ? XCircle
    : entry.status === "pending"
      ? Circle
      : CheckCircle2;
}

/** What has happened to the order, oldest first, as the customer may see it. */
export function CustomerTimeline({ entries }: { entries: ShownCustomerEntry[] }) {
  return (
    <section aria-labelledby="customer-timeline-heading">
      <h2 id="customer-timeline-heading" className="text-lg font-semibold">
        {m.trk_timeline_heading()}
      </h2>
      <ol
        className="mt-3 space-y-3 border-l-2 border-slate-200 pl-5"
        data-testid="customer-timeline"
      >
        {entries.map((entry, index) => {
          const Icon = iconOf(entry);
          return (
            <li key={`${entry.kind}-${entry.at}-${index}`} className="relative">
              <span className="absolute top-0.5 -left-[1.95rem] grid size-6 place-items-center rounded-full border border-slate-200 bg-white text-slate-600">
                <Icon aria-hidden size={14} />
              </span>
              <p className="font-medium text-slate-900">{timelineTitle(entry)}</p>
              <p className="text-sm text-slate-600">
                <time dateTime={entry.at}>{entry.atText}</time>
              </p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
