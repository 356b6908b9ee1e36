import { useEffect, useState } from "react";
import { orderListSearchParams } from "../../../domain/order-desk";
import type { OrderListQuery } from "../../../domain/order-desk-schemas";
import type { FilterChange } from "./order-filters";

/** The query string after a filter change; any change of filter starts again at page 1. */
export function searchAfterFilterChange(query: OrderListQuery, change: FilterChange): string {
  return orderListSearchParams({ ...query, ...change, page: 1 }).toString();
}

type ParseDashboardQuery = (params: URLSearchParams) => OrderListQuery;

let parser: Promise<ParseDashboardQuery> | undefined;

/**
 * The dashboard's URL parser (dashboard-query.ts, with zod behind it), loaded after the page is
 * up: the page paints and hydrates from the view its loader parsed, and the parser is needed only
 * for a view asked for since (issue 30: zod was a quarter of /admind's first scripts). Every
 * caller waits on the same promise, so changes made before it loads keep their order.
 */
export function loadDashboardQueryParser(): Promise<ParseDashboardQuery> {
  parser ??= import("./dashboard-query").then((module) => module.dashboardQueryFrom);
  return parser;
}

/** The parser once loaded (it starts loading when the page mounts), else undefined. */
export function useDashboardQueryParser(): ParseDashboardQuery | undefined {
  const [parse, setParse] = useState<ParseDashboardQuery>();
  useEffect(() => {
    let current = true;
    void loadDashboardQueryParser().then((loaded) => {
      if (current) setParse(() => loaded);
    });
    return () => {
      current = false;
    };
  }, []);
  return parse;
}
