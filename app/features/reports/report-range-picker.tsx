import { Form, Link } from "react-router";
import type { ReportRange } from "../../../domain/order-reports";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { formatReportDay } from "./report-day";
import { quickRangeLabel, REPORT_QUICK_RANGES, type QuickRange } from "./report-range";
import { cardStyle } from "../../components/ui/card";

/** Quick ranges (today, 7, 30, 90 days) and custom dates; both live in the URL, so a report is a link. */
export function ReportRangePicker({
  range,
  quick,
}: {
  range: ReportRange;
  quick: QuickRange | undefined;
}) {
  return (
    <div className={`${cardStyle} mt-3 p-4 shadow-sm`}>
      <p className="font-medium" data-testid="report-range">
        {formatReportDay(range.from)} – {formatReportDay(range.to)}
      </p>
      <nav aria-label="Report range" className="mt-3">
        <ul className="flex flex-wrap gap-2">
          {REPORT_QUICK_RANGES.map((days) => (
            <li key={days}>
              <Link
                to={`?range=${days}`}
                aria-current={quick === days ? "page" : undefined}
                className={`inline-flex min-h-11 items-center rounded-lg border px-4 text-sm font-medium ${quick === days ? "border-brand-600 bg-brand-600 text-white" : "border-slate-300 text-slate-800 hover:bg-slate-100"}`}
              >
                {quickRangeLabel(days)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {/* Keyed by range so the fields show the range on screen after every navigation. */}
      <Form
        key={`${range.from}/${range.to}`}
        method="get"
        aria-label="Custom dates"
        className="mt-3 grid grid-cols-2 items-end gap-2 sm:flex"
      >
        <Label>
          From
          <Input type="date" name="from" required defaultValue={range.from} />
        </Label>
        <Label>
          To
          <Input type="date" name="to" required defaultValue={range.to} />
        </Label>
        <Button type="submit" className="col-span-2">
          Show report
        </Button>
      </Form>
    </div>
  );
}
