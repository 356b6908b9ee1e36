import type { RepairStatus } from "../../../domain/repair-status";

/** Tints with 4.5:1 text contrast, like the order badges. */
const STATUS_STYLES: Record<RepairStatus, string> = {
  requested: "bg-amber-100 text-amber-900 ring-amber-300",
  visit_scheduled: "bg-blue-100 text-blue-900 ring-blue-300",
  estimate_sent: "bg-violet-100 text-violet-900 ring-violet-300",
  approved: "bg-teal-100 text-teal-900 ring-teal-300",
  declined: "bg-slate-200 text-slate-900 ring-slate-400",
  waiting_for_parts: "bg-orange-100 text-orange-900 ring-orange-300",
  repaired: "bg-lime-100 text-lime-900 ring-lime-300",
  closed: "bg-green-100 text-green-900 ring-green-300",
  cancelled: "bg-red-100 text-red-900 ring-red-300",
};

/**
 * A repair's status as a tinted badge. The words come from the page: the customer's pages say
 * them in the customer's language, the owner's in English without loading the customer's texts.
 */
export function RepairStatusBadge({ status, label }: { status: RepairStatus; label: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${STATUS_STYLES[status]}`}
    >
      {label}
    </span>
  );
}
