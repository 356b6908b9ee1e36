import { formatShopDay } from "../../domain/shop-time";
import { Download, MessageCircle, Phone, ChevronDown } from "lucide-react";
import { data, Form, Link } from "react-router";
import { chatLink, formatMobile, telephoneLink } from "../../domain/contact-links";
import { APPLIANCE_LABELS, APPLIANCES, VISIT_SLOT_LABELS } from "../../domain/repair-booking";
import {
  MAX_REPAIRS_LISTED,
  parseRepairListQuery,
  REPAIR_SORT_LABELS,
  REPAIR_SORTS,
  REPAIR_STATUS_LABELS,
  REPAIR_STATUSES,
  repairListSearchParams,
  VISIT_DAY_FILTERS,
  VISIT_DAY_LABELS,
  type RepairListQuery,
  type RepairListRow,
} from "../../domain/repair-desk";
import { Button, buttonStyles } from "../components/ui/button";
import { Input } from "../components/ui/input";
import { Label } from "../components/ui/label";
import { Select } from "../components/ui/select";
import { RepairStatusBadge } from "../features/repairs/repair-status-badge";
import { useLiveRepairs } from "../features/repairs/use-live-repairs";
import { pageMeta } from "../seo";
import type { Route } from "./+types/admin-repairs";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "Repairs",
    description: "The repair queue",
    path: "/admin/repairs",
    noindex: true,
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const parsed = parseRepairListQuery(new URL(request.url).searchParams);
  if (!parsed.success) {
    throw data(parsed.error.issues[0]?.message ?? "Invalid filters", { status: 400 });
  }
  const after = new URL(request.url).searchParams.get("after") ?? undefined;
  const page = await context.repairQueue.page(parsed.data, after);
  if (!page)
    throw data("This page of the queue is not known: start from the first", { status: 400 });
  return { query: parsed.data, ...page, later: after !== undefined };
}

function link(query: RepairListQuery): string {
  const params = repairListSearchParams(query).toString();
  return params ? `/admin/repairs?${params}` : "/admin/repairs";
}

const chip =
  "inline-flex min-h-9 items-center gap-1 rounded-full border px-3 text-sm font-medium whitespace-nowrap";

export default function AdminRepairs({ loaderData }: Route.ComponentProps) {
  const { query, repairs, matching, counts, open, next, later } = loaderData;
  const live = useLiveRepairs();
  const exportParams = repairListSearchParams(query).toString();
  const active = (selected: boolean) =>
    selected
      ? `${chip} border-brand-600 bg-brand-600 text-white`
      : `${chip} border-slate-300 bg-white text-slate-800`;

  return (
    <>
      <section
        className="mx-auto max-w-7xl px-4 py-4"
        data-live-state={live ? "live" : "connecting"}
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 className="text-2xl font-semibold">Repairs</h1>
          <div className="flex flex-wrap gap-2">
            <Link
              to="/admin/repairs/reports"
              className={`${buttonStyles.secondary} inline-flex items-center`}
            >
              Reports
            </Link>
            <a
              href={`/api/admin/repairs/export.csv${exportParams ? `?${exportParams}` : ""}`}
              className={`${buttonStyles.secondary} inline-flex items-center gap-2`}
              download
            >
              <Download aria-hidden size={16} />
              Export CSV
            </a>
          </div>
        </div>

        <nav aria-label="Visits" className="mt-3 flex gap-2 overflow-x-auto pb-1">
          {VISIT_DAY_FILTERS.map((visit) => (
            <Link
              key={visit}
              to={link({ visit, sort: "visit", status: "open" })}
              className={active(query.visit === visit && query.status === "open")}
            >
              {`${VISIT_DAY_LABELS[visit]}'s visits`}
            </Link>
          ))}
        </nav>

        <nav aria-label="Status counts" className="mt-2 flex gap-2 overflow-x-auto pb-1">
          <Link to={link({ ...query, status: "open" })} className={active(query.status === "open")}>
            Open <span data-testid="count-open">{open}</span>
          </Link>
          <Link to={link({ ...query, status: undefined })} className={active(!query.status)}>
            All
          </Link>
          {REPAIR_STATUSES.map((status) => (
            <Link
              key={status}
              to={link({ ...query, status })}
              className={active(query.status === status)}
            >
              {REPAIR_STATUS_LABELS[status]}{" "}
              <span data-testid={`count-${status}`}>{counts[status]}</span>
            </Link>
          ))}
        </nav>

        <Form
          method="get"
          className="mt-3 grid gap-2 rounded-xl border border-slate-200 bg-white p-3 sm:grid-cols-6"
        >
          <div className="sm:col-span-2">
            <Label htmlFor="repairs-q">Search</Label>
            <Input
              id="repairs-q"
              name="q"
              type="search"
              defaultValue={query.q ?? ""}
              placeholder="Ticket, name, mobile or PIN"
            />
          </div>
          {/* The chips above cover the daily choices; these stay folded so a phone shows the list. */}
          <details
            className="sm:col-span-4"
            open={Boolean(query.status || query.appliance || query.visit || query.sort)}
          >
            <summary className="flex min-h-11 cursor-pointer items-center text-sm font-medium text-slate-800">
              More filters and sort
              <ChevronDown aria-hidden size={16} className="ml-1" />
            </summary>
            <div className="grid gap-2 sm:grid-cols-4">
              <div>
                <Label htmlFor="repairs-status">Status</Label>
                <Select id="repairs-status" name="status" defaultValue={query.status ?? ""}>
                  <option value="">All</option>
                  <option value="open">Open</option>
                  {REPAIR_STATUSES.map((status) => (
                    <option key={status} value={status}>
                      {REPAIR_STATUS_LABELS[status]}
                    </option>
                  ))}
                </Select>
              </div>
              <div>
                <Label htmlFor="repairs-appliance">Appliance</Label>
                <Select
                  id="repairs-appliance"
                  name="appliance"
                  defaultValue={query.appliance ?? ""}
                >
                  <option value="">All</option>
                  {APPLIANCES.map((appliance) => (
                    <option key={appliance} value={appliance}>
                      {APPLIANCE_LABELS[appliance]}
                    </option>
                  ))}
                </Select>
              </div>
              <div>
                <Label htmlFor="repairs-visit">Visit date</Label>
                <Select id="repairs-visit" name="visit" defaultValue={query.visit ?? ""}>
                  <option value="">Any</option>
                  {VISIT_DAY_FILTERS.map((visit) => (
                    <option key={visit} value={visit}>
                      {VISIT_DAY_LABELS[visit]}
                    </option>
                  ))}
                </Select>
              </div>
              <div>
                <Label htmlFor="repairs-sort">Sort</Label>
                <Select id="repairs-sort" name="sort" defaultValue={query.sort ?? ""}>
                  <option value="">Default</option>
                  {REPAIR_SORTS.map((sort) => (
                    <option key={sort} value={sort}>
                      {REPAIR_SORT_LABELS[sort]}
                    </option>
                  ))}
                </Select>
              </div>
            </div>
          </details>
          <div className="flex items-end gap-2 sm:col-span-6">
            <Button type="submit" variant="primary">
              Apply
            </Button>
            <Link
              to="/admin/repairs"
              className={`${buttonStyles.secondary} inline-flex items-center`}
            >
              Clear
            </Link>
          </div>
        </Form>

        <p className="mt-3 text-sm text-slate-600" data-testid="repairs-matching">
          {matching} {matching === 1 ? "repair" : "repairs"}
          {matching > MAX_REPAIRS_LISTED ? ` (${MAX_REPAIRS_LISTED} a page)` : ""}
        </p>
        {repairs.length === 0 ? (
          <p className="mt-6 text-center text-slate-600">No repairs match.</p>
        ) : (
          <>
            <ul className="mt-2 grid gap-3 md:hidden" aria-label="Repairs">
              {repairs.map((repair) => (
                <RepairCard key={repair.id} repair={repair} />
              ))}
            </ul>
            <RepairsTable repairs={repairs} />
          </>
        )}
        {(later || next) && (
          <nav aria-label="Pages of repairs" className="mt-4 flex flex-wrap justify-between gap-2">
            {later && (
              <Link
                to={link(query)}
                className={`${buttonStyles.secondary} inline-flex items-center`}
              >
                First page
              </Link>
            )}
            {next && (
              <Link
                to={`${link(query)}${exportParams ? "&" : "?"}after=${next}`}
                className={`${buttonStyles.primary} ml-auto inline-flex items-center`}
                data-testid="repairs-next-page"
              >
                Next {MAX_REPAIRS_LISTED} repairs
              </Link>
            )}
          </nav>
        )}
      </section>
    </>
  );
}

function visitText(repair: RepairListRow): string {
  return repair.visitDate
    ? `${formatShopDay(repair.visitDate, "en")}, ${VISIT_SLOT_LABELS[repair.visitSlot ?? "morning"]}${repair.technician ? ` · ${repair.technician}` : ""}`
    : `Asked for ${formatShopDay(repair.preferredDate, "en")}, ${VISIT_SLOT_LABELS[repair.preferredSlot]}`;
}

/** The queue on a wider screen: one row per repair. */
function RepairsTable({ repairs }: { repairs: RepairListRow[] }) {
  return (
    <div className="mt-2 hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th className="px-3 py-2">Ticket</th>
            <th className="px-3 py-2">Status</th>
            <th className="px-3 py-2">Customer</th>
            <th className="px-3 py-2">Appliance and problem</th>
            <th className="px-3 py-2">Visit</th>
            <th className="px-3 py-2">Where</th>
          </tr>
        </thead>
        <tbody>
          {repairs.map((repair) => (
            <tr key={repair.id} className="border-t border-slate-100 align-top">
              <td className="px-3 py-2">
                <Link
                  to={`/admin/repairs/${repair.id}`}
                  className="font-semibold text-brand-700 hover:underline"
                >
                  {repair.ticketNumber}
                </Link>
              </td>
              <td className="px-3 py-2">
                <RepairStatusBadge status={repair.status} />
              </td>
              <td className="px-3 py-2">
                {repair.customerName}
                <br />
                <a
                  href={telephoneLink(repair.customerMobile)}
                  className="text-brand-700 hover:underline"
                >
                  {formatMobile(repair.customerMobile)}
                </a>
              </td>
              <td className="px-3 py-2">
                {APPLIANCE_LABELS[repair.appliance]} · {repair.brand}
                <br />
                <span className="text-slate-600">{repair.problem}</span>
              </td>
              <td className="px-3 py-2">{visitText(repair)}</td>
              <td className="px-3 py-2">
                {repair.visitType === "home" ? `${repair.address}, ${repair.pin}` : "At the shop"}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RepairCard({ repair }: { repair: RepairListRow }) {
  const visit = visitText(repair);
  return (
    <li
      className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm"
      data-testid="repair-card"
    >
      <div className="flex items-start justify-between gap-2">
        <Link
          to={`/admin/repairs/${repair.id}`}
          className="font-semibold text-brand-700 hover:underline"
        >
          {repair.ticketNumber}
        </Link>
        <RepairStatusBadge status={repair.status} />
      </div>
      <p className="mt-1 font-medium break-words">{repair.customerName}</p>
      <p className="text-sm text-slate-700">
        {APPLIANCE_LABELS[repair.appliance]} · {repair.brand} · {repair.problem}
      </p>
      <p className="mt-1 text-sm text-slate-700">{visit}</p>
      <p className="text-sm text-slate-600">
        {repair.visitType === "home" ? `${repair.address}, ${repair.pin}` : "At the shop"}
      </p>
      <div className="mt-2 grid grid-cols-2 gap-2">
        <a
          href={telephoneLink(repair.customerMobile)}
          className={`${buttonStyles.secondary} inline-flex items-center justify-center gap-1 text-sm`}
        >
          <Phone aria-hidden size={16} />
          {formatMobile(repair.customerMobile)}
        </a>
        <a
          href={chatLink(
            repair.customerMobile,
            `Hello ${repair.customerName}, about your repair ${repair.ticketNumber}`,
          )}
          target="_blank"
          rel="noopener noreferrer"
          className={`${buttonStyles.secondary} inline-flex items-center justify-center gap-1 text-sm`}
        >
          <MessageCircle aria-hidden size={16} />
          WhatsApp
        </a>
      </div>
    </li>
  );
}
