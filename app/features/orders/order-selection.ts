import { useCallback, useEffect, useState } from "react";
import { useFetcher } from "react-router";
import type { OrderListQuery } from "../../../domain/order-desk-schemas";
import { searchAfterFilterChange } from "./dashboard-query";

/** Asks the dashboard's loader for the ids of every order the view's filters match. */
export const SELECT_MATCHING_PARAM = "select";
export const SELECT_MATCHING_VALUE = "matching";

/** The selection with `ids` added (`on`) or taken out. */
export function withOrders(
  current: ReadonlySet<number>,
  ids: readonly number[],
  on: boolean,
): ReadonlySet<number> {
  const next = new Set(current);
  for (const id of ids) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}

/** Every order of the page is selected (and the page has orders). */
export function isPageSelected(selected: ReadonlySet<number>, pageIds: readonly number[]): boolean {
  return pageIds.length > 0 && pageIds.every((id) => selected.has(id));
}

/** The dashboard URL that answers the ids of every order matching the view, for 'select all'. */
export function matchingIdsPath(query: OrderListQuery): string {
  const filters = new URLSearchParams(searchAfterFilterChange(query, {}));
  filters.delete("page");
  filters.set(SELECT_MATCHING_PARAM, SELECT_MATCHING_VALUE);
  return `/admind?${filters.toString()}`;
}

/**
 * The dashboard's selection of orders for bulk actions. A selection made under other filters
 * would act on orders no longer in sight, so changing the filters clears it.
 */
export function useOrderSelection(query: OrderListQuery) {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const filters = searchAfterFilterChange(query, {});
  const [selectionFilters, setSelectionFilters] = useState(filters);
  if (selectionFilters !== filters) {
    setSelectionFilters(filters);
    setSelected(new Set());
  }

  const matching = useFetcher<{ matchingIds?: number[] }>();
  const matchingIds = matching.data?.matchingIds;
  const [usedIds, setUsedIds] = useState<number[]>();
  if (matchingIds && matchingIds !== usedIds) {
    setUsedIds(matchingIds);
    setSelected(new Set(matchingIds));
  }
  const { reset } = matching;
  useEffect(() => {
    // Forgotten once used, so the page's later reloads do not fetch every id again.
    if (matchingIds) reset();
  }, [matchingIds, reset]);

  // Stable, so the dashboard's memoised rows keep theirs.
  const select = useCallback(
    (ids: readonly number[], on: boolean) => setSelected((current) => withOrders(current, ids, on)),
    [],
  );
  return {
    selected,
    select,
    clear: () => setSelected(new Set()),
    selectAllMatching: () => void matching.load(matchingIdsPath(query)),
    selectingAllMatching: matching.state !== "idle",
  };
}
