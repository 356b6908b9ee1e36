import { useCallback, useMemo } from "react";
import { useLocation, useNavigate, useNavigation } from "react-router";
import { dashboardMessages, type NotificationType } from "../../../domain/dashboard-messages";
import type { OrderListQuery } from "../../../domain/order-desk-schemas";
import {
  loadDashboardQueryParser,
  searchAfterFilterChange,
  useDashboardQueryParser,
} from "./asked-for-query";
import type { FilterChange } from "./order-filters";

/**
 * The dashboard's filters: the view they show and how a change moves the address bar. A change
 * builds on the view last asked for, not the one last loaded: on a slow network a search typed
 * while another filter still loads would otherwise drop that filter. `shown` is the view the
 * loader parsed; only a view asked for since needs the URL parser, which loads after the page is
 * up (until then the filters show the view shown, and a change waits for it).
 */
export function useDashboardFilters(
  shown: OrderListQuery,
  notify: (message: string, type: NotificationType) => void,
) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const parseQuery = useDashboardQueryParser();
  const askedFor =
    navigation.location?.pathname === location.pathname ? navigation.location : location;
  const askedForQuery = useMemo(
    () =>
      askedFor.search === location.search || !parseQuery
        ? shown
        : parseQuery(new URLSearchParams(askedFor.search)),
    [askedFor.search, location.search, shown, parseQuery],
  );
  const changeFilters = useCallback(
    (change: FilterChange, options?: { replace: boolean }) => {
      // The address bar changes a moment before the page re-renders with it: a second filter
      // chosen in that moment must build on the address bar, not on the view still shown.
      const asked = navigation.location ? navigation.location.search : window.location.search;
      if (change.days) notify(dashboardMessages.showingLastDays(change.days), "info");
      void loadDashboardQueryParser().then((parse) => {
        const base = asked === location.search ? shown : parse(new URLSearchParams(asked));
        const search = searchAfterFilterChange(base, change);
        void navigate(
          { search: search ? `?${search}` : "" },
          { replace: options?.replace ?? false, preventScrollReset: true },
        );
      });
    },
    [location.search, navigation.location, navigate, notify, shown],
  );
  return { askedForQuery, changeFilters };
}
