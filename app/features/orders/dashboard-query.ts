import {
  orderListQuerySchema,
  orderListSearchParams,
  parseOrderListQuery,
  type OrderListQuery,
} from "../../../domain/order-desk";
import type { FilterChange } from "./order-filters";

/**
 * The dashboard view a URL asks for. A bookmark with one stale or mistyped value (say
 * `sort=cheapest`) still opens: that value falls back to its default and the rest are kept.
 */
export function dashboardQueryFrom(params: URLSearchParams): OrderListQuery {
  const parsed = parseOrderListQuery(params);
  if (parsed.success) return parsed.data;
  const bad = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  const kept = new URLSearchParams([...params].filter(([key]) => !bad.has(key)));
  return parseOrderListQuery(kept).data ?? orderListQuerySchema.parse({});
}

/** The query string after a filter change; any change of filter starts again at page 1. */
export function searchAfterFilterChange(query: OrderListQuery, change: FilterChange): string {
  return orderListSearchParams({ ...query, ...change, page: 1 }).toString();
}
