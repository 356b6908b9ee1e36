import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import { formatRupees } from "../../../domain/money";
import type { OrderReport } from "../../../domain/order-reports";
import { formatReportDay } from "./report-day";

const HEIGHT_PX = 260;
const ORDERS_COLOUR = "#1d4ed8";
const REVENUE_COLOUR = "#15803d";

const compactRupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  notation: "compact",
  maximumFractionDigits: 1,
});

const DAY_S = 86_400;
const HALF_DAY_S = DAY_S / 2;

/** Midnight UTC of a YYYY-MM-DD day, in seconds, as uPlot counts time. */
function daySeconds(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) / 1000;
}

/** '21 Nov 2026' (or '21 Nov') for a midnight-UTC second count. */
function dayOf(seconds: number, withYear = true): string {
  return formatReportDay(new Date(seconds * 1000).toISOString().slice(0, 10), { withYear });
}

/**
 * Orders (bars) and revenue (line) per day. This module is loaded only by the reports page, on
 * demand, so uPlot never reaches the storefront's bundles. uPlot styles its elements through the
 * DOM (allowed by the shop's Content-Security-Policy) and its stylesheet arrives as a file.
 */
export default function OrdersChart({ days }: { days: OrderReport["days"] }) {
  const frame = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const ordersMax = Math.max(1, ...days.map((day) => day.orders));
    const plot = new uPlot(
      {
        width: element.clientWidth,
        height: HEIGHT_PX,
        // uPlot's legend shows values only under the pointer; the page draws one that always reads.
        legend: { show: false },
        // Days are dates, not instants: shown as they are, whatever the phone's time zone.
        tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), "Etc/UTC"),
        scales: {
          // Half a day either side, so the first and last days' bars are drawn whole.
          x: { time: true, range: (_plot, min, max) => [min - HALF_DAY_S, max + HALF_DAY_S] },
          orders: { range: [0, Math.ceil(ordersMax * 1.1)] },
          rupees: { range: (_plot, _min, max) => [0, Math.max(100, max * 1.1)] },
        },
        series: [
          { label: "Day", value: (_plot, seconds) => (seconds == null ? "–" : dayOf(seconds)) },
          {
            label: "Orders",
            scale: "orders",
            stroke: ORDERS_COLOUR,
            fill: `${ORDERS_COLOUR}99`,
            paths: uPlot.paths.bars?.({ size: [0.6, 40] }),
            points: { show: false },
            value: (_plot, value) => (value == null ? "–" : String(value)),
          },
          {
            label: "Revenue",
            scale: "rupees",
            stroke: REVENUE_COLOUR,
            width: 2,
            value: (_plot, value) => (value == null ? "–" : formatRupees(Math.round(value * 100))),
          },
        ],
        axes: [
          {
            // Whole days only, worded as the rest of the page words them.
            incrs: [1, 2, 7, 14, 28, 56].map((days) => days * DAY_S),
            values: (_plot, ticks) => ticks.map((tick) => dayOf(tick, false)),
          },
          {
            scale: "orders",
            // Whole orders only: no tick at 0.5 of an order on a quiet week.
            incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000],
            values: (_plot, ticks) => ticks.map((tick) => String(tick)),
          },
          {
            scale: "rupees",
            side: 1,
            grid: { show: false },
            values: (_plot, ticks) => ticks.map((tick) => compactRupees.format(tick)),
          },
        ],
      },
      [
        days.map((day) => daySeconds(day.date)),
        days.map((day) => day.orders),
        days.map((day) => day.revenuePaise / 100),
      ],
      element,
    );
    const fit = new ResizeObserver(() => {
      if (element.clientWidth !== plot.width) {
        plot.setSize({ width: element.clientWidth, height: HEIGHT_PX });
      }
    });
    fit.observe(element);
    return () => {
      fit.disconnect();
      plot.destroy();
    };
  }, [days]);

  return (
    <figure>
      <div
        ref={frame}
        role="img"
        aria-label="Chart of orders and revenue per day; the table below has the same figures"
        data-testid="orders-chart"
        className="w-full"
      />
      <figcaption>
        <ul
          aria-label="Legend"
          className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700"
        >
          <li className="flex items-center gap-2">
            <span
              aria-hidden
              // The chart's colours, as classes: the shop's policy allows no inline styles in markup.
              className="inline-block size-3 rounded-sm bg-[#1d4ed8]"
            />
            Orders per day (bars, left scale)
          </li>
          <li className="flex items-center gap-2">
            <span aria-hidden className="inline-block h-0.5 w-4 bg-[#15803d]" />
            Revenue per day (line, right scale)
          </li>
        </ul>
      </figcaption>
    </figure>
  );
}
