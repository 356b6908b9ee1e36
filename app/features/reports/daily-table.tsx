import { formatRupees } from "../../../domain/money";
import type { OrderReport } from "../../../domain/order-reports";
import { formatReportDay } from "./report-day";

/**
 * The chart's figures as a table: readable before the chart loads, and by screen readers; with
 * each day's pending beside its revenue (delivered or paid, domain/revenue.ts).
 */
export function DailyTable({ days }: { days: OrderReport["days"] }) {
  return (
    <div
      tabIndex={0}
      role="region"
      aria-labelledby="daily-table-caption"
      className="mt-4 max-h-80 overflow-y-auto rounded-lg border border-slate-200"
    >
      <table className="w-full text-sm">
        <caption id="daily-table-caption" className="sr-only">
          Orders, revenue and pending per day, newest first
        </caption>
        <thead className="sticky top-0 bg-slate-100 text-left">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Day
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Orders
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Revenue
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Pending
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {days.toReversed().map((day) => (
            <tr key={day.date}>
              <th scope="row" className="px-3 py-1.5 text-left font-normal">
                {formatReportDay(day.date)}
              </th>
              <td className="px-3 py-1.5 text-right tabular-nums">{day.orders}</td>
              <td className="px-3 py-1.5 text-right tabular-nums">
                {formatRupees(day.revenuePaise)}
              </td>
              <td className="px-3 py-1.5 text-right text-slate-600 tabular-nums">
                {formatRupees(day.pendingPaise)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
