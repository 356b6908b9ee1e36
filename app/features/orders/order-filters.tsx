import { Search } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import {
  ORDER_SORT_LABELS,
  ORDER_SORTS,
  ORDER_STATUS_FILTERS,
  ORDER_STATUS_LABELS,
  periodLabel,
  type OrderSort,
  type OrderStatusFilter,
} from "../../../domain/order-desk";
import type { OrderListQuery } from "../../../domain/order-desk-schemas";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Select } from "../../components/ui/select";
import { CHANNEL_LABELS, ORDER_CHANNELS } from "../../../domain/sales";

/** Typing pauses this long before the search runs, so a phone does not reload on every letter. */
const SEARCH_DEBOUNCE_MS = 300;

/** The date windows of the last-N-days filter; empty means all time. */
export const DAY_WINDOWS = [1, 7, 30, 90] as const;

export type FilterChange = Partial<
  Pick<OrderListQuery, "q" | "status" | "channel" | "sort" | "days" | "urgent" | "flagged">
>;

/**
 * Search, status, sort, date window and the urgent/flagged toggles. The page keeps them in its URL;
 * this only reports what the admin changed. The search waits for a pause in typing.
 */
export function OrderFilters({
  query,
  onChange,
}: {
  query: OrderListQuery;
  onChange: (change: FilterChange, options?: { replace: boolean }) => void;
}) {
  const id = useId();
  const [search, setSearch] = useState(query.q ?? "");
  const applied = useRef(query.q ?? "");

  // Back/forward or a summary card may change the search from outside the box.
  useEffect(() => {
    const fromUrl = query.q ?? "";
    if (fromUrl !== applied.current) {
      applied.current = fromUrl;
      setSearch(fromUrl);
    }
  }, [query.q]);

  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    const wanted = search.trim();
    if (wanted === applied.current) return;
    const timer = setTimeout(() => {
      applied.current = wanted;
      onChangeRef.current({ q: wanted || undefined }, { replace: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);

  return (
    <form
      role="search"
      aria-label="Filter orders"
      className="grid grid-cols-2 gap-3 md:grid-cols-6"
      onSubmit={(event) => {
        event.preventDefault();
        const wanted = search.trim();
        applied.current = wanted;
        onChange({ q: wanted || undefined }, { replace: true });
      }}
    >
      <div className="col-span-2">
        <Label htmlFor={`${id}-q`} className="block">
          Search orders
        </Label>
        <div className="relative">
          <Search
            aria-hidden
            size={18}
            className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-500"
          />
          <Input
            id={`${id}-q`}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Name, order number or mobile"
            autoComplete="off"
            enterKeyHint="search"
            className="pl-9"
          />
        </div>
      </div>
      <div>
        <Label htmlFor={`${id}-status`} className="block">
          Status
        </Label>
        <Select
          id={`${id}-status`}
          value={query.status}
          onChange={(event) => onChange({ status: event.target.value as OrderStatusFilter })}
        >
          {ORDER_STATUS_FILTERS.map((status) => (
            <option key={status} value={status}>
              {status === "all" ? "All statuses" : ORDER_STATUS_LABELS[status]}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <Label htmlFor={`${id}-channel`} className="block">
          Channel
        </Label>
        <Select
          id={`${id}-channel`}
          value={query.channel ?? "all"}
          onChange={(event) =>
            onChange({ channel: event.target.value as NonNullable<OrderListQuery["channel"]> })
          }
        >
          <option value="all">All channels</option>
          {ORDER_CHANNELS.map((channel) => (
            <option key={channel} value={channel}>
              {CHANNEL_LABELS[channel]}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <Label htmlFor={`${id}-sort`} className="block">
          Sort
        </Label>
        <Select
          id={`${id}-sort`}
          value={query.sort}
          onChange={(event) => onChange({ sort: event.target.value as OrderSort })}
        >
          {ORDER_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {ORDER_SORT_LABELS[sort]}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <Label htmlFor={`${id}-days`} className="block">
          Placed
        </Label>
        <Select
          id={`${id}-days`}
          value={query.days ?? ""}
          onChange={(event) =>
            onChange({ days: event.target.value ? Number(event.target.value) : undefined })
          }
        >
          <option value="">{periodLabel(undefined)}</option>
          {DAY_WINDOWS.map((days) => (
            <option key={days} value={days}>
              {periodLabel(days)}
            </option>
          ))}
          {query.days !== undefined && !(DAY_WINDOWS as readonly number[]).includes(query.days) && (
            <option value={query.days}>Last {query.days} days</option>
          )}
        </Select>
      </div>
      <fieldset className="flex flex-col justify-end gap-1">
        <legend className="sr-only">Needs attention</legend>
        <label className="flex min-h-8 items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={query.urgent}
            onChange={(event) => onChange({ urgent: event.target.checked })}
            className="size-5 accent-brand-600"
          />
          Urgent only
        </label>
        <label className="flex min-h-8 items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={query.flagged}
            onChange={(event) => onChange({ flagged: event.target.checked })}
            className="size-5 accent-brand-600"
          />
          Flagged only
        </label>
      </fieldset>
    </form>
  );
}
