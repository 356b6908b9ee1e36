import { formatRupees } from "../../../domain/money";
import type { OrderSummary } from "../../../domain/order-desk";
import { cardStyle } from "../../components/ui/card";

/** Orders and revenue of the shop's day so far: what the owner wants first on opening the app. */
export function TodayFigures({ today }: { today: OrderSummary | null }) {
  const figure = "block text-xl font-semibold tabular-nums";
  return (
    <section
      aria-label="Today"
      className={`${cardStyle} flex items-center gap-6 px-4 py-2 shadow-sm`}
    >
      <h2 className="text-sm font-semibold text-slate-700">Today</h2>
      <p>
        <span className="block text-xs text-slate-600">Orders</span>
        <span className={figure} data-testid="today-orders">
          {today ? today.total : "–"}
        </span>
      </p>
      <p>
        <span className="block text-xs text-slate-600">Revenue</span>
        <span className={figure} data-testid="today-revenue">
          {today ? formatRupees(today.revenuePaise) : "–"}
        </span>
        {/* Revenue is what was delivered or paid; what open orders still bring stays apart. */}
        {today && today.pendingPaise > 0 && (
          <span className="block text-xs text-slate-600" data-testid="today-pending-money">
            + {formatRupees(today.pendingPaise)} pending
          </span>
        )}
      </p>
      <p>
        <span className="block text-xs text-slate-600">Pending</span>
        <span className={figure}>{today ? today.pending : "–"}</span>
      </p>
    </section>
  );
}
