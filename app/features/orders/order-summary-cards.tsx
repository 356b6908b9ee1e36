import { Link } from "react-router";
import { formatRupees } from "../../../domain/money";
import {
  orderListSearchParams,
  periodLabel,
  type OrderStatusFilter,
  type OrderSummary,
} from "../../../domain/order-desk";
import type { OrderListQuery } from "../../../domain/order-desk-schemas";

const COUNT_CARDS: { label: string; filter: OrderStatusFilter; count: keyof OrderSummary }[] = [
  { label: "Total Orders", filter: "all", count: "total" },
  { label: "Pending", filter: "pending", count: "pending" },
  { label: "Confirmed", filter: "confirmed", count: "confirmed" },
  { label: "Processing", filter: "processing", count: "processing" },
  { label: "Delivered", filter: "delivered", count: "delivered" },
  { label: "Cancelled", filter: "cancelled", count: "cancelled" },
];

const cardStyle = "block h-full rounded-xl border bg-white px-3 py-2 shadow-sm sm:p-4";

/**
 * The summary figures (spec §3 'Orders summary') of the period the date filter shows, which the
 * heading names. Each count doubles as a shortcut to the orders it counts, which is how an owner
 * on a phone most often filters.
 */
export function OrderSummaryCards({
  summary,
  query,
}: {
  summary: OrderSummary | undefined;
  query: OrderListQuery;
}) {
  const period = periodLabel(query.days);
  return (
    <section aria-labelledby="orders-summary-heading" className="space-y-2">
      <h2 id="orders-summary-heading" className="text-sm font-semibold text-slate-700">
        Summary <span className="font-normal text-slate-600">· {period}</span>
      </h2>
      <ul
        aria-label={`Orders summary, ${period.toLowerCase()}`}
        className="grid grid-cols-3 gap-2 sm:grid-cols-4 sm:gap-3 lg:grid-cols-8"
      >
        {COUNT_CARDS.map((card) => {
          const current = query.status === card.filter;
          const search = orderListSearchParams({
            ...query,
            status: card.filter,
            page: 1,
          }).toString();
          return (
            <li key={card.label}>
              <Link
                to={{ search: search ? `?${search}` : "" }}
                aria-current={current ? "true" : undefined}
                className={`${cardStyle} hover:border-brand-500 ${current ? "border-brand-600 ring-2 ring-brand-600" : "border-slate-200"}`}
              >
                <span className="block truncate text-xs text-slate-600 sm:text-sm">
                  {card.label}
                </span>
                <span className="block text-xl font-semibold tabular-nums sm:text-2xl">
                  {summary ? summary[card.count] : "–"}
                </span>
              </Link>
            </li>
          );
        })}
        <li className="col-span-3 sm:col-span-2">
          <div className={`${cardStyle} border-slate-200`}>
            <span className="block text-xs text-slate-600 sm:text-sm">Revenue</span>
            <span className="block text-xl font-semibold tabular-nums sm:text-2xl">
              {summary ? formatRupees(summary.revenuePaise) : "–"}
            </span>
            {summary && summary.pendingPaise > 0 && (
              <span className="block text-xs text-slate-600 sm:text-sm">
                + {formatRupees(summary.pendingPaise)} pending
              </span>
            )}
          </div>
        </li>
      </ul>
    </section>
  );
}
