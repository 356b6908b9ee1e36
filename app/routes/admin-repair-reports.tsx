import { addDays, formatShopDay, shopDateOf } from "../../domain/shop-time";
import { Form, Link } from "react-router";
import { formatRupees } from "../../domain/money";
import { APPLIANCE_LABELS, APPLIANCES } from "../../domain/repair-booking";
import { REPAIR_STATUS_LABELS, REPAIR_STATUSES } from "../../domain/repair-desk";
import { Button, buttonStyles } from "../components/ui/button";
import { Input } from "../components/ui/input";
import { Label } from "../components/ui/label";
import { pageMeta } from "../seo";
import type { Route } from "./+types/admin-repair-reports";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "Repair reports",
    description: "Repair reports",
    path: "/admin/repairs/reports",
    noindex: true,
  });
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The longest range one report covers; a year of days is still one short table. */
const MAX_DAYS = 366;

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const today = shopDateOf(new Date());
  let to = DAY.test(params.get("to") ?? "") ? params.get("to")! : today;
  let from = DAY.test(params.get("from") ?? "") ? params.get("from")! : addDays(to, -29);
  if (from > to) [from, to] = [to, from];
  if (addDays(from, MAX_DAYS) < to) from = addDays(to, -MAX_DAYS + 1);
  return { report: await context.repairReports.report(from, to) };
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-3">
      <p className="text-sm text-slate-600">{label}</p>
      <p className="text-2xl font-semibold" data-testid={testId}>
        {value}
      </p>
    </div>
  );
}

export default function RepairReports({ loaderData }: Route.ComponentProps) {
  const { report } = loaderData;
  const busiest = Math.max(1, ...report.perDay.map((day) => day.requests));
  return (
    <>
      <section className="mx-auto max-w-5xl px-4 py-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 className="text-2xl font-semibold">Repair reports</h1>
          <Link
            to="/admin/repairs"
            className={`${buttonStyles.secondary} inline-flex items-center`}
          >
            Back to repairs
          </Link>
        </div>
        <Form method="get" className="mt-3 flex flex-wrap items-end gap-2">
          <div>
            <Label htmlFor="report-from">From</Label>
            <Input id="report-from" name="from" type="date" defaultValue={report.from} />
          </div>
          <div>
            <Label htmlFor="report-to">To</Label>
            <Input id="report-to" name="to" type="date" defaultValue={report.to} />
          </div>
          <Button type="submit" variant="primary">
            Show
          </Button>
        </Form>
        <div className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-4">
          <Figure label="Requests" value={String(report.requests)} testId="report-requests" />
          <Figure label="Closed" value={String(report.closed)} testId="report-closed" />
          <Figure
            label="Repair revenue"
            value={formatRupees(report.revenuePaise)}
            testId="report-revenue"
          />
          <Figure
            label="Average days to close"
            value={report.averageDaysToClose === null ? "—" : String(report.averageDaysToClose)}
            testId="report-average-days"
          />
        </div>
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <section className="rounded-xl border border-slate-200 bg-white p-4">
            <h2 className="text-lg font-semibold">By appliance</h2>
            <ul className="mt-2 text-sm">
              {APPLIANCES.map((appliance) => (
                <li key={appliance} className="flex justify-between border-b border-slate-100 py-1">
                  <span>{APPLIANCE_LABELS[appliance]}</span>
                  <span>{report.byAppliance[appliance]}</span>
                </li>
              ))}
            </ul>
          </section>
          <section className="rounded-xl border border-slate-200 bg-white p-4">
            <h2 className="text-lg font-semibold">By status</h2>
            <ul className="mt-2 text-sm">
              {REPAIR_STATUSES.map((status) => (
                <li key={status} className="flex justify-between border-b border-slate-100 py-1">
                  <span>{REPAIR_STATUS_LABELS[status]}</span>
                  <span>{report.byStatus[status]}</span>
                </li>
              ))}
            </ul>
          </section>
        </div>
        <section className="mt-4 rounded-xl border border-slate-200 bg-white p-4">
          <h2 className="text-lg font-semibold">Requests per day</h2>
          <ol className="mt-2 grid gap-1 text-sm">
            {report.perDay.map((day) => (
              <li key={day.day} className="grid grid-cols-[7rem_1fr_2rem] items-center gap-2">
                <span>{formatShopDay(day.day, "en")}</span>
                <meter
                  min={0}
                  max={busiest}
                  value={day.requests}
                  className="h-3 w-full"
                  aria-label={`${day.requests} requests`}
                />
                <span className="text-right">{day.requests}</span>
              </li>
            ))}
          </ol>
        </section>
      </section>
    </>
  );
}
