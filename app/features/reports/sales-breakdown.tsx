import { formatRupees } from "../../../domain/money";
import type { OrderReport } from "../../../domain/order-reports";
import { CHANNEL_LABELS, PAYMENT_METHOD_LABELS } from "../../../domain/sales";

/**
 * The range's sales by channel and payment method (issue 31). Revenue here counts what was
 * delivered or paid; the rest of the orders' totals is pending, shown apart.
 */
export function SalesBreakdown({
  report,
}: {
  report: Pick<OrderReport, "byChannel" | "byPaymentMethod">;
}) {
  const revenue = report.byChannel.reduce((sum, row) => sum + row.revenuePaise, 0);
  const pending = report.byChannel.reduce((sum, row) => sum + row.pendingPaise, 0);
  return (
    <section
      aria-labelledby="channels-heading"
      className="mt-6 grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-2"
    >
      <div>
        <h2 id="channels-heading" className="text-lg font-semibold">
          By channel
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Delivered or paid: <strong>{formatRupees(revenue)}</strong> · Pending:{" "}
          <strong>{formatRupees(pending)}</strong>
        </p>
        <table className="mt-2 w-full text-sm">
          <thead>
            <tr className="text-left text-slate-600">
              <th className="py-1">Channel</th>
              <th className="py-1 text-right">Orders</th>
              <th className="py-1 text-right">Delivered or paid</th>
              <th className="py-1 text-right">Pending</th>
            </tr>
          </thead>
          <tbody>
            {report.byChannel.map((row) => (
              <tr key={row.channel} className="border-t border-slate-100">
                <td className="py-1">{CHANNEL_LABELS[row.channel]}</td>
                <td className="py-1 text-right tabular-nums">{row.orders}</td>
                <td className="py-1 text-right tabular-nums">{formatRupees(row.revenuePaise)}</td>
                <td className="py-1 text-right tabular-nums">{formatRupees(row.pendingPaise)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div>
        <h2 className="text-lg font-semibold">By payment method</h2>
        {report.byPaymentMethod.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">No payments recorded in this range.</p>
        ) : (
          <table className="mt-2 w-full text-sm">
            <thead>
              <tr className="text-left text-slate-600">
                <th className="py-1">Method</th>
                <th className="py-1 text-right">Payments</th>
                <th className="py-1 text-right">Received</th>
              </tr>
            </thead>
            <tbody>
              {report.byPaymentMethod.map((row) => (
                <tr key={row.method} className="border-t border-slate-100">
                  <td className="py-1">{PAYMENT_METHOD_LABELS[row.method]}</td>
                  <td className="py-1 text-right tabular-nums">{row.payments}</td>
                  <td className="py-1 text-right tabular-nums">{formatRupees(row.amountPaise)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </section>
  );
}
