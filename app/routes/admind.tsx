import { SlidersHorizontal } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useActionData, useLocation, useNavigation } from "react-router";
import { earlyTap } from "../components/early-taps";
import { Button, buttonStyles } from "../components/ui/button";
import { adminClientAction } from "../features/admin/admin-client";
import { BulkActionsBar } from "../features/orders/bulk-actions-bar";
import {
  DashboardConfirmationDialog,
  type DashboardConfirmation,
} from "../features/orders/dashboard-confirmations";
import { DeskNotification } from "../features/desk/desk-notification";
import { dashboardQueryFrom } from "../features/orders/dashboard-query";
import { DashboardHeader } from "../features/orders/dashboard-header";
import { useDashboardFilters } from "../features/orders/use-dashboard-filters";
import { SEND_UPDATE_INTENT } from "../features/orders/customer-update";
import { deskForm } from "../features/orders/desk-intents";
import { orderDeskAction, type DeskActionData } from "../features/orders/order-desk-action.server";
import { TodayFigures } from "../features/orders/today-figures";
import { OrderFilters } from "../features/orders/order-filters";
import { OrderPagination } from "../features/orders/order-pagination";
import {
  isPageSelected,
  SELECT_MATCHING_PARAM,
  SELECT_MATCHING_VALUE,
  useOrderSelection,
} from "../features/orders/order-selection";
import { OrderSummaryCards } from "../features/orders/order-summary-cards";
import { OrdersTable } from "../features/orders/orders-table";
import { useDeskNotification } from "../features/desk/use-desk-notification";
import { useChangedCards, useHoldWhileSending } from "../features/orders/use-changed-cards";
import { useDeskFetcher } from "../features/desk/use-desk-fetcher";
import { dashboardMessages, orderCountLine } from "../../domain/dashboard-messages";
import { CLEAR_ALL_PHRASE, dashboardPeriod, shopToday } from "../../domain/order-desk";
import { pageMeta } from "../seo";
import type { Route } from "./+types/admind";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "Order Dashboard",
    description: "Order Dashboard",
    path: "/admind",
    noindex: true,
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = dashboardQueryFrom(params);
  const selectingMatching = params.get(SELECT_MATCHING_PARAM) === SELECT_MATCHING_VALUE;
  const now = new Date();
  // The orders are what the owner works on; without the figures the page is still useful.
  const summaryOf = (period: Parameters<typeof context.orderDesk.summary>[0]) =>
    context.orderDesk.summary(period).catch((error: unknown) => {
      context.log("admind").error("Loading the orders summary failed", error);
      return null;
    });
  const [list, summary, today, matchingIds] = await Promise.all([
    context.orderDesk.list(query, now),
    summaryOf(dashboardPeriod(query.days, now)),
    summaryOf(shopToday(now)),
    // 'Select all matching' asks for these (see useOrderSelection); a page view does not.
    selectingMatching ? context.orderDesk.listIds(query) : undefined,
  ]);
  return {
    query,
    list,
    summary,
    today,
    matchingIds,
    pushPublicKey: context.pushAlerts.publicKey,
    loadedAt: now.toISOString(),
  };
}

export const action = orderDeskAction([
  "status",
  "delete",
  "bulk-status",
  "bulk-delete",
  "clear-all",
  SEND_UPDATE_INTENT,
]);

export function clientAction(args: Route.ClientActionArgs) {
  return adminClientAction(args);
}

export default function OrderDashboard({ loaderData }: Route.ComponentProps) {
  const { query, list, summary, today, pushPublicKey, loadedAt } = loaderData;
  const navigation = useNavigation();
  // Set when a form was posted without script: the page then comes back with the answer.
  const posted = useActionData<typeof action>();
  const { notification, serial, notify, show, hide } = useDeskNotification(posted?.notification);
  const selection = useOrderSelection(query);
  const [confirmation, setConfirmation] = useState<DashboardConfirmation | null>(null);
  const ordersHeading = useRef<HTMLHeadingElement>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);

  const location = useLocation();
  // Refresh starts a new view: the changed cards then go where the sort puts them.
  const [refreshes, setRefreshes] = useState(0);
  const cards = useChangedCards(`${location.search}#${refreshes}`, list.orders);
  const onAnswer = (answer: DeskActionData) => {
    if (answer.notification) show(answer.notification);
    cards.answered(answer);
    const orderId = answer.result && "orderId" in answer.result ? answer.result.orderId : undefined;
    if (answer.intent === "delete" && orderId !== undefined) {
      selection.select([orderId], false);
    } else if (answer.ok && answer.intent !== "status") {
      selection.clear();
    }
    const result = answer.result;
    if (answer.intent === "bulk-status" && result && "dueOrders" in result) {
      setConfirmation({
        kind: "bulk-delivered-due",
        ids: result.asked,
        status: "delivered",
        dues: result.dueOrders,
      });
    }
  };
  // One fetcher for the page's changes: its answers outlive the rows a change removes.
  const pageChanges = useDeskFetcher<DeskActionData>(onAnswer);
  useHoldWhileSending(pageChanges.formData, cards);

  useEffect(() => {
    if (!summary) notify(dashboardMessages.loadSummaryFailed, "error");
  }, [summary, loadedAt, notify]);

  const loadingOrders =
    navigation.state === "loading" && navigation.location.pathname === "/admind";

  const { askedForQuery, changeFilters } = useDashboardFilters(notify);

  const clearAll = (typed: string) => {
    setConfirmation(null);
    if (typed !== CLEAR_ALL_PHRASE) notify(dashboardMessages.clearCancelled, "info");
    else
      void pageChanges.submit(deskForm("clear-all", { confirmation: typed }), { method: "post" });
  };

  const { selected, select } = selection;
  const selectOrder = useCallback((id: number, on: boolean) => select([id], on), [select]);
  const pageIds = list.orders.map((row) => row.id);
  const activeFilters = [
    query.q !== undefined,
    query.status !== "all",
    query.days !== undefined,
    query.urgent,
    query.flagged,
  ].filter(Boolean).length;
  const filtered = activeFilters > 0;

  return (
    <>
      <section className="mx-auto max-w-7xl space-y-4 px-4 py-4 md:space-y-5 md:py-6">
        <DashboardHeader
          loadedAt={loadedAt}
          query={query}
          pushPublicKey={pushPublicKey}
          notify={notify}
          onRefreshed={() => setRefreshes((count) => count + 1)}
          onClearAll={() => setConfirmation({ kind: "clear-warning" })}
        />

        <DeskNotification notification={notification} serial={serial} onClose={hide} />

        <TodayFigures today={today} />

        <div className="flex flex-col gap-4 md:gap-5">
          {/* On a phone the orders come first; the period's summary follows them. */}
          <div className="order-last md:order-none">
            <OrderSummaryCards summary={summary ?? undefined} query={query} />
          </div>

          <div className="space-y-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 ref={ordersHeading} tabIndex={-1} className="text-lg font-semibold">
                Orders
              </h2>
              <p className="text-sm text-slate-700" data-testid="order-count">
                {orderCountLine(list.matching, list.all)}
              </p>
              <Button
                {...earlyTap}
                onClick={() => setFiltersOpen((open) => !open)}
                aria-expanded={filtersOpen}
                aria-controls="order-filters"
                className="inline-flex items-center gap-2 px-3 text-sm md:hidden"
              >
                <SlidersHorizontal aria-hidden size={18} />
                Filters{activeFilters > 0 ? ` (${activeFilters})` : ""}
              </Button>
            </div>

            <div id="order-filters" className={filtersOpen ? "block" : "hidden md:block"}>
              <OrderFilters query={askedForQuery} onChange={changeFilters} />
            </div>

            <BulkActionsBar
              selectedCount={selected.size}
              pageSelected={isPageSelected(selected, pageIds)}
              pageHasOrders={pageIds.length > 0}
              matching={list.matching}
              onSelectPage={(on) => selection.select(pageIds, on)}
              onSelectAllMatching={selection.selectAllMatching}
              onClearSelection={selection.clear}
              onBulkStatus={(status) => {
                if (selected.size === 0) notify(dashboardMessages.selectToUpdate, "error");
                else setConfirmation({ kind: "bulk-status", ids: [...selected], status });
              }}
              onBulkDelete={() => {
                if (selected.size > 0) setConfirmation({ kind: "bulk-delete", ids: [...selected] });
              }}
            />

            <div role="status" className="text-sm font-medium text-slate-700 empty:hidden">
              {loadingOrders && "Loading orders..."}
            </div>

            {list.orders.length === 0 ? (
              <div className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-12 text-center">
                <p className="text-lg font-semibold">No orders found</p>
                <p className="mt-1 text-slate-600">
                  {list.all === 0 && !filtered
                    ? "No orders have been placed yet."
                    : "Try adjusting your search or filters."}
                </p>
              </div>
            ) : (
              <OrdersTable
                orders={cards.rows}
                updates={cards.updates}
                selected={selected}
                busy={loadingOrders}
                onSelect={selectOrder}
                fetcher={pageChanges}
                returnFocusTo={ordersHeading}
              />
            )}

            <OrderPagination query={query} page={list.page} pageCount={list.pageCount} />
          </div>
        </div>
      </section>

      <DashboardConfirmationDialog
        confirmation={confirmation}
        onConfirmed={(confirmed) => {
          setConfirmation(null);
          const form =
            confirmed.kind === "bulk-delete"
              ? deskForm("bulk-delete", { ids: confirmed.ids })
              : deskForm("bulk-status", {
                  ids: confirmed.ids,
                  status: confirmed.status,
                  ...(confirmed.kind === "bulk-delivered-due" ? { dueAccepted: "yes" } : {}),
                });
          void pageChanges.submit(form, { method: "post" });
        }}
        onContinue={() => setConfirmation({ kind: "clear-phrase" })}
        onClearTyped={clearAll}
        onCancel={() => setConfirmation(null)}
        returnFocusTo={ordersHeading}
      />
    </>
  );
}

export function ErrorBoundary() {
  const { pathname, search } = useLocation();
  return (
    <>
      <section className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-semibold">Order Dashboard</h1>
        <p
          role="alert"
          className="mt-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-900"
        >
          {dashboardMessages.loadOrdersFailed}
        </p>
        <a
          href={pathname + search}
          className={`${buttonStyles.primary} mt-6 inline-flex items-center`}
        >
          Refresh
        </a>
      </section>
    </>
  );
}
