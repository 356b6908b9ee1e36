import {
  DEFAULT_ORDER_PAGE_SIZE,
  MAX_ORDER_DAYS,
  MAX_ORDER_PAGE_SIZE,
  ORDER_SORTS,
  ORDER_STATUS_FILTERS,
  orderListSearchParams,
} from "../../../domain/order-desk";
import type { OrderListQuery } from "../../../domain/order-desk-schemas";
import { ORDER_CHANNELS } from "../../../domain/sales";
import { SEARCH_QUERY_MAX_LENGTH } from "../../../domain/shop-constants";
import { hasUnstorableCharacters } from "../../../domain/storable";
import type { FilterChange } from "./order-filters";

/*
 * The dashboard's URL, read the same way on the server and in the browser without zod (issue 30:
 * zod was a quarter of /admind's first scripts, and loading it later made a filter change wait for
 * it). Each value follows orderListQuerySchema's rule; dashboard-query.test.ts checks that both
 * read the same views.
 */

const CHANNEL_FILTERS = ["all", ...ORDER_CHANNELS] as const;

function oneOf<T extends string>(choices: readonly T[], value: string | undefined): T | undefined {
  return choices.find((choice) => choice === value);
}

/** A whole number from `min` to `max`, read as the schema's z.coerce.number() reads it. */
function wholeNumber(value: string | undefined, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  return Number.isSafeInteger(number) && number >= min && number <= max ? number : undefined;
}

function searchText(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text || text.length > SEARCH_QUERY_MAX_LENGTH || hasUnstorableCharacters(text)) return;
  return text;
}

/**
 * The dashboard view a URL asks for. A bookmark with one stale or mistyped value (say
 * `sort=cheapest`) still opens: that value falls back to its default and the rest are kept.
 */
export function dashboardQueryFrom(params: URLSearchParams): OrderListQuery {
  // The last of a repeated parameter counts, as in parseOrderListQuery.
  const value = Object.fromEntries(params) as Partial<Record<keyof OrderListQuery, string>>;
  return {
    q: searchText(value.q),
    status: oneOf(ORDER_STATUS_FILTERS, value.status) ?? "all",
    channel: oneOf(CHANNEL_FILTERS, value.channel),
    sort: oneOf(ORDER_SORTS, value.sort) ?? "pending-first",
    days: wholeNumber(value.days, 1, MAX_ORDER_DAYS),
    // '0', 'false' and a mistyped flag all leave it off.
    urgent: value.urgent === "1" || value.urgent === "true",
    flagged: value.flagged === "1" || value.flagged === "true",
    page: wholeNumber(value.page, 1, Number.MAX_SAFE_INTEGER) ?? 1,
    pageSize: wholeNumber(value.pageSize, 10, MAX_ORDER_PAGE_SIZE) ?? DEFAULT_ORDER_PAGE_SIZE,
  };
}

/** The query string after a filter change; any change of filter starts again at page 1. */
export function searchAfterFilterChange(query: OrderListQuery, change: FilterChange): string {
  return orderListSearchParams({ ...query, ...change, page: 1 }).toString();
}
