import { ChevronDown } from "lucide-react";
import { Form, Link } from "react-router";
import { APPLIANCE_LABELS, APPLIANCES } from "../../../domain/repair-booking";
import type { RepairListQuery } from "../../../domain/repair-desk";
import {
  REPAIR_SORT_LABELS,
  REPAIR_SORTS,
  repairListSearchParams,
  VISIT_DAY_FILTERS,
  VISIT_DAY_LABELS,
} from "../../../domain/repair-queue";
import {
  REPAIR_STATUS_LABELS,
  REPAIR_STATUSES,
  type RepairStatus,
} from "../../../domain/repair-status";
import { Button, buttonStyles } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Select } from "../../components/ui/select";

/** The queue's address for a query, so every chip and link keeps the other filters. */
export function queueLink(query: RepairListQuery): string {
  const params = repairListSearchParams(query).toString();
  return params ? `/admin/repairs?${params}` : "/admin/repairs";
}

const chip =
  "inline-flex min-h-9 items-center gap-1 rounded-full border px-3 text-sm font-medium whitespace-nowrap";
const active = (selected: boolean) =>
  selected
    ? `${chip} border-brand-600 bg-brand-600 text-white`
    : `${chip} border-slate-300 bg-white text-slate-800`;

/** The daily choices in one tap: the visits of today, tomorrow and the week, and each status. */
export function QueueChips({
  query,
  open,
  counts,
}: {
  query: RepairListQuery;
  open: number;
  counts: Record<RepairStatus, number>;
}) {
  return (
    <>
      <nav aria-label="Visits" className="mt-3 flex gap-2 overflow-x-auto pb-1">
        {VISIT_DAY_FILTERS.map((visit) => (
          <Link
            key={visit}
            to={queueLink({ visit, sort: "visit", status: "open" })}
            className={active(query.visit === visit && query.status === "open")}
          >
            {`${VISIT_DAY_LABELS[visit]}'s visits`}
          </Link>
        ))}
      </nav>

      <nav aria-label="Status counts" className="mt-2 flex gap-2 overflow-x-auto pb-1">
        <Link
          to={queueLink({ ...query, status: "open" })}
          className={active(query.status === "open")}
        >
          Open <span data-testid="count-open">{open}</span>
        </Link>
        <Link to={queueLink({ ...query, status: undefined })} className={active(!query.status)}>
          All
        </Link>
        {REPAIR_STATUSES.map((status) => (
          <Link
            key={status}
            to={queueLink({ ...query, status })}
            className={active(query.status === status)}
          >
            {REPAIR_STATUS_LABELS[status]}{" "}
            <span data-testid={`count-${status}`}>{counts[status]}</span>
          </Link>
        ))}
      </nav>
    </>
  );
}

/** Search, and the other filters and sort folded under it. */
export function QueueFilters({ query }: { query: RepairListQuery }) {
  return (
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
            <Select id="repairs-appliance" name="appliance" defaultValue={query.appliance ?? ""}>
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
        <Link to="/admin/repairs" className={`${buttonStyles.secondary} inline-flex items-center`}>
          Clear
        </Link>
      </div>
    </Form>
  );
}
