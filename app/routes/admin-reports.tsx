import { SalesBreakdown } from "../features/reports/sales-breakdown";
import { lazy, Suspense } from "react";
import { useHydrated } from "../components/use-hydrated";
import { ReportFigures } from "../features/reports/report-figures";
import { ReportRangePicker } from "../features/reports/report-range-picker";
import { chooseReportRange, reportRangeMessages } from "../features/reports/report-range";
import { DailyTable } from "../features/reports/daily-table";
import { pageMeta } from "../seo";
import type { Route } from "./+types/admin-reports";
import { cardStyle } from "../components/ui/card";

// uPlot is big and only this page draws charts, so it is fetched when the page runs in the browser.
const OrdersChart = lazy(() => import("../features/reports/orders-chart"));

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "Reports",
    description: "Orders and revenue reports",
    path: "/admin/reports",
    noindex: true,
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const chosen = chooseReportRange(new URL(request.url).searchParams, new Date());
  return { ...chosen, report: await context.orderReports.report(chosen.range) };
}

function ChartPlaceholder() {
  return (
    <div className="grid h-[260px] place-items-center text-sm text-slate-600">Loading chart…</div>
  );
}

export default function Reports({ loaderData }: Route.ComponentProps) {
  const { range, quick, problem, report } = loaderData;
  const hydrated = useHydrated();

  return (
    <>
      <section className="mx-auto max-w-5xl px-4 py-4 md:py-6">
        <h1 className="text-2xl font-semibold">Reports</h1>
        <ReportRangePicker range={range} quick={quick} />
        {problem && (
          <p role="alert" className="mt-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3">
            {problem} {reportRangeMessages.showingDefault}
          </p>
        )}

        <ReportFigures report={report} />
        <SalesBreakdown report={report} />

        <section aria-labelledby="daily-heading" className={`${cardStyle} mt-6 p-4 shadow-sm`}>
          <h2 id="daily-heading" className="text-lg font-semibold">
            Orders and revenue per day
          </h2>
          <div className="mt-3">
            {hydrated ? (
              <Suspense fallback={<ChartPlaceholder />}>
                <OrdersChart days={report.days} />
              </Suspense>
            ) : (
              <ChartPlaceholder />
            )}
          </div>
          <DailyTable days={report.days} />
        </section>
      </section>
    </>
  );
}
