import { useCallback, useMemo } from "react";
import { useLocation, useNavigate, useNavigation } from "react-router";
import { dashboardMessages, type NotificationType } from "../../../domain/dashboard-messages";
import { dashboardQueryFrom, searchAfterFilterChange } from "./dashboard-query";
import type { FilterChange } from "./order-filters";

/**
 * The dashboard's filters: the view they show and how a change moves the address bar. A change
 * builds on the view last asked for, not the one last loaded: on a slow network a search typed
 * while another filter still loads would otherwise drop that filter.
 */
export function useDashboardFilters(notify: (message: string, type: NotificationType) => void) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const askedFor =
    navigation.location?.pathname === location.pathname ? navigation.location : location;
  const askedForQuery = useMemo(
    () => dashboardQueryFrom(new URLSearchParams(askedFor.search)),
    [askedFor.search],
  );
  const changeFilters = useCallback(
    (change: FilterChange, options?: { replace: boolean }) => {
      // The address bar changes a moment before the page re-renders with it: a second filter
      // chosen in that moment must build on the address bar, not on the view still shown.
      const base = navigation.location
        ? askedForQuery
        : dashboardQueryFrom(new URLSearchParams(window.location.search));
      const search = searchAfterFilterChange(base, change);
      if (change.days) notify(dashboardMessages.showingLastDays(change.days), "info");
      void navigate(
        { search: search ? `?${search}` : "" },
        { replace: options?.replace ?? false, preventScrollReset: true },
      );
    },
    [askedForQuery, navigation.location, navigate, notify],
  );
  return { askedForQuery, changeFilters };
}
