import { Download, RefreshCw, Trash2 } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate, useNavigation, useRevalidator } from "react-router";
import { ConfirmDialog } from "../components/confirm-dialog";
import { buttonStyles } from "../components/ui/button";
import { AdminNav } from "../features/admin/admin-nav";
import { requireAdmin } from "../features/admin/require-admin";
import { BulkActionsBar } from "../features/orders/bulk-actions-bar";
import { ClearAllPhraseDialog } from "../features/orders/clear-all-dialog";
import { DashboardNotification } from "../features/orders/dashboard-notification";
import { dashboardQueryFrom, searchAfterFilterChange } from "../features/orders/dashboard-query";
import { LastUpdateClock } from "../features/orders/last-update-clock";
import { LiveIndicator } from "../features/orders/live-indicator";
import { OrderAlertsButton } from "../features/orders/order-alerts-button";
import {
  bulkChangeStatus,
  bulkDeleteOrders,
  changeOrderStatus,
  clearAllOrders,
  deleteOrder,
  exportOrders,
  matchingOrderIds,
} from "../features/orders/order-desk-client";
import { OrderFilters, type FilterChange } from "../features/orders/order-filters";
import { OrderPagination } from "../features/orders/order-pagination";
import { OrderSummaryCards } from "../features/orders/order-summary-cards";
import { OrdersTable } from "../features/orders/orders-table";
import { useDashboardNotification } from "../features/orders/use-dashboard-notification";
import { useLiveOrders } from "../features/orders/use-live-orders";
import {
  bulkDeleteNotification,
  bulkStatusNotification,
  dashboardMessages,
  dashboardPrompts,
  orderCountLine,
} from "../../domain/dashboard-messages";
import { CLEAR_ALL_PHRASE, type OrderListRow } from "../../domain/order-desk";
import type { OrderStatus } from "../../domain/shop-constants";
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
  requireAdmin(request, context);
  const query = dashboardQueryFrom(new URL(request.url).searchParams);
  const [list, summary] = await Promise.all([
    context.orderDesk.list(query),
    // The orders are what the owner works on; without the summary the page is still useful.
    context.orderDesk.summary().catch((error: unknown) => {
      console.error("Loading the orders summary failed", error);
      return null;
    }),
  ]);
  return { query, list, summary, loadedAt: new Date().toISOString() };
}

type ConfirmedAction =
  | { kind: "delete"; row: OrderListRow }
  | { kind: "bulk-status"; ids: number[]; status: OrderStatus }
  | { kind: "bulk-delete"; ids: number[] };
type Confirmation = ConfirmedAction | { kind: "clear-warning" } | { kind: "clear-phrase" };

export default function OrderDashboard({ loaderData }: Route.ComponentProps) {
  const { query, list, summary, loadedAt } = loaderData;
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { revalidate } = useRevalidator();
  const { notification, serial, notify, show, hide } = useDashboardNotification();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const [exporting, setExporting] = useState(false);
  const ordersHeading = useRef<HTMLHeadingElement>(null);

  // A selection made under other filters would act on orders no longer in sight.
  const filters = searchAfterFilterChange(query, {});
  const [selectionFilters, setSelectionFilters] = useState(filters);
  if (selectionFilters !== filters) {
    setSelectionFilters(filters);
    setSelected(new Set());
  }

  const live = useLiveOrders();

  useEffect(() => {
    if (!summary) notify(dashboardMessages.loadSummaryFailed, "error");
  }, [summary, loadedAt, notify]);

  const loadingOrders =
    navigation.state === "loading" && navigation.location.pathname === "/admind";

  const changeFilters = useCallback(
    (change: FilterChange, options?: { replace: boolean }) => {
      const search = searchAfterFilterChange(query, change);
      if (change.days) notify(dashboardMessages.showingLastDays(change.days), "info");
      void navigate(
        { search: search ? `?${search}` : "" },
        { replace: options?.replace ?? false, preventScrollReset: true },
      );
    },
    [query, navigate, notify],
  );

  const select = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const selectPage = (on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const row of list.orders) {
        if (on) next.add(row.id);
        else next.delete(row.id);
      }
      return next;
    });

  const selectAllMatching = async () => {
    const answer = await matchingOrderIds(query);
    if (answer.outcome === "done") setSelected(new Set(answer.data.ids));
    else notify(dashboardMessages.loadOrdersFailed, "error");
  };

  const changeStatus = async (row: OrderListRow, status: OrderStatus) => {
    const answer = await changeOrderStatus(row.id, status);
    if (answer.outcome === "done") {
      notify(dashboardMessages.statusUpdated(row.orderNumber, status), "success");
      await revalidate();
    } else if (answer.outcome === "refused") {
      notify(dashboardMessages.statusUpdateFailed, "error");
      // Most often the order was deleted meanwhile; the list should stop offering it.
      await revalidate();
    } else {
      notify(dashboardMessages.statusUpdateError, "error");
    }
  };

  const confirmed = async (current: ConfirmedAction) => {
    setConfirmation(null);
    switch (current.kind) {
      case "delete": {
        const answer = await deleteOrder(current.row.id);
        if (answer.outcome === "done") notify(dashboardMessages.orderDeleted, "success");
        else if (answer.outcome === "refused") notify(dashboardMessages.orderDeleteFailed, "error");
        else notify(dashboardMessages.orderDeleteError, "error");
        if (answer.outcome !== "unreachable") {
          select(current.row.id, false);
          await revalidate();
        }
        return;
      }
      case "bulk-status": {
        const answer = await bulkChangeStatus(current.ids, current.status);
        if (answer.outcome !== "done") {
          notify(dashboardMessages.bulkUpdateError, "error");
          return;
        }
        show(bulkStatusNotification(answer.data, current.status));
        setSelected(new Set());
        await revalidate();
        return;
      }
      case "bulk-delete": {
        const answer = await bulkDeleteOrders(current.ids);
        if (answer.outcome !== "done") {
          notify(dashboardMessages.bulkDeleteError, "error");
          return;
        }
        show(bulkDeleteNotification(answer.data));
        setSelected(new Set());
        await revalidate();
        return;
      }
    }
  };

  const clearAll = (typed: string) => {
    setConfirmation(null);
    if (typed !== CLEAR_ALL_PHRASE) {
      notify(dashboardMessages.clearCancelled, "info");
      return;
    }
    void clearAllOrders(typed).then(async (answer) => {
      if (answer.outcome === "done") {
        notify(dashboardMessages.allCleared, "success");
        setSelected(new Set());
        await revalidate();
      } else {
        notify(dashboardMessages.clearFailed, "error");
      }
    });
  };

  const refresh = async () => {
    setRefreshing(true);
    try {
      await revalidate();
      notify(dashboardMessages.refreshed, "success");
    } finally {
      setRefreshing(false);
    }
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const answer = await exportOrders(query);
      if (answer.outcome === "done") notify(dashboardMessages.exported, "success");
      else notify(dashboardMessages.exportFailed, "error");
    } finally {
      setExporting(false);
    }
  };

  const pageSelected = list.orders.length > 0 && list.orders.every((row) => selected.has(row.id));
  const filtered =
    query.q !== undefined ||
    query.status !== "all" ||
    query.days !== undefined ||
    query.urgent ||
    query.flagged;

  return (
    <>
      <AdminNav />
      <section className="mx-auto max-w-7xl space-y-5 px-4 py-6">
        <header className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="text-2xl font-semibold">Order Dashboard</h1>
            <div className="mt-1 flex flex-wrap items-center gap-2">
              <LiveIndicator state={live} />
              <LastUpdateClock loadedAt={loadedAt} />
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              onClick={() => void refresh()}
              disabled={refreshing}
              className={`${buttonStyles.secondary} inline-flex items-center gap-2`}
            >
              <RefreshCw aria-hidden size={18} className={refreshing ? "animate-spin" : ""} />
              Refresh
            </button>
            <OrderAlertsButton />
            <button
              type="button"
              onClick={() => void exportCsv()}
              disabled={exporting}
              className={`${buttonStyles.primary} inline-flex items-center gap-2`}
            >
              <Download aria-hidden size={18} />
              Export Orders
            </button>
            <button
              type="button"
              onClick={() => setConfirmation({ kind: "clear-warning" })}
              className={`${buttonStyles.danger} inline-flex items-center gap-2`}
            >
              <Trash2 aria-hidden size={18} />
              Clear All
            </button>
          </div>
        </header>

        <DashboardNotification notification={notification} serial={serial} onClose={hide} />

        <OrderSummaryCards summary={summary ?? undefined} query={query} />

        <OrderFilters query={query} onChange={changeFilters} />

        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 ref={ordersHeading} tabIndex={-1} className="text-lg font-semibold">
            Orders
          </h2>
          <p className="text-sm text-slate-700" data-testid="order-count">
            {orderCountLine(list.matching, list.all)}
          </p>
        </div>

        <BulkActionsBar
          selectedCount={selected.size}
          pageSelected={pageSelected}
          pageHasOrders={list.orders.length > 0}
          matching={list.matching}
          onSelectPage={selectPage}
          onSelectAllMatching={() => void selectAllMatching()}
          onClearSelection={() => setSelected(new Set())}
          onBulkStatus={(status) => {
            if (selected.size === 0) notify(dashboardMessages.selectToUpdate, "error");
            else setConfirmation({ kind: "bulk-status", ids: [...selected], status });
          }}
          onBulkDelete={() => {
            if (selected.size === 0) notify(dashboardMessages.selectToDelete, "error");
            else setConfirmation({ kind: "bulk-delete", ids: [...selected] });
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
            orders={list.orders}
            selected={selected}
            busy={loadingOrders}
            onSelect={select}
            onStatusChange={(row, status) => void changeStatus(row, status)}
            onDelete={(row) => setConfirmation({ kind: "delete", row })}
          />
        )}

        <OrderPagination query={query} page={list.page} pageCount={list.pageCount} />
      </section>

      {confirmation?.kind === "delete" && (
        <ConfirmDialog
          title="Delete order"
          message={dashboardPrompts.deleteOrder(confirmation.row.orderNumber)}
          confirmLabel="Delete order"
          onConfirm={() => void confirmed(confirmation)}
          onCancel={() => setConfirmation(null)}
          returnFocusTo={ordersHeading}
        />
      )}
      {confirmation?.kind === "bulk-status" && (
        <ConfirmDialog
          title="Update orders"
          message={dashboardPrompts.bulkStatus(confirmation.ids.length, confirmation.status)}
          confirmLabel="Update orders"
          tone="primary"
          onConfirm={() => void confirmed(confirmation)}
          onCancel={() => setConfirmation(null)}
        />
      )}
      {confirmation?.kind === "bulk-delete" && (
        <ConfirmDialog
          title="Delete orders"
          message={dashboardPrompts.bulkDelete(confirmation.ids.length)}
          confirmLabel="Delete orders"
          onConfirm={() => void confirmed(confirmation)}
          onCancel={() => setConfirmation(null)}
          returnFocusTo={ordersHeading}
        />
      )}
      {confirmation?.kind === "clear-warning" && (
        <ConfirmDialog
          title="Clear all orders?"
          message={dashboardPrompts.clearAllWarning}
          confirmLabel="Continue"
          onConfirm={() => setConfirmation({ kind: "clear-phrase" })}
          onCancel={() => setConfirmation(null)}
        />
      )}
      {confirmation?.kind === "clear-phrase" && (
        <ClearAllPhraseDialog
          onSubmit={clearAll}
          onCancel={() => setConfirmation(null)}
          returnFocusTo={ordersHeading}
        />
      )}
    </>
  );
}

export function ErrorBoundary() {
  const { pathname, search } = useLocation();
  return (
    <>
      <AdminNav />
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
