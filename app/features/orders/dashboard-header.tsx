import { RefreshCw } from "lucide-react";
import { useRevalidator } from "react-router";
import { dashboardMessages, type NotificationType } from "../../../domain/dashboard-messages";
import type { OrderListQuery } from "../../../domain/order-desk-schemas";
import { Button } from "../../components/ui/button";
import { DashboardMoreMenu } from "./dashboard-more-menu";
import { ExportOrdersButton } from "./export-orders-button";
import { LastUpdateClock } from "./last-update-clock";
import { LiveIndicator } from "./live-indicator";
import { AlertMenuItems, usePhoneAlerts } from "./phone-alerts";
import { PhonePrompts } from "./phone-prompts";
import { useLiveOrders, useUnseenOrdersInTitle } from "./use-live-orders";

interface Props {
  loadedAt: string;
  query: OrderListQuery;
  /** The shop's VAPID key, for this phone's alerts. */
  pushPublicKey: string;
  notify: (message: string, type: NotificationType) => void;
  /** After a refresh reloaded the orders: the page starts a new view of its cards. */
  onRefreshed: () => void;
  onClearAll: () => void;
}

/**
 * The order dashboard's title row: live state, refresh, export, the more menu and the phone
 * prompts. It keeps the live stream's state and this phone's alerts itself: both change on their
 * own just after hydration (the stream opens, the browser says whether alerts are on), and held
 * by the page they re-rendered all of it, filters, figures and rows, in one task each (issue 30).
 */
export function DashboardHeader({
  loadedAt,
  query,
  pushPublicKey,
  notify,
  onRefreshed,
  onClearAll,
}: Props) {
  const { state: live, unseenOrders } = useLiveOrders((orderNumber) =>
    notify(dashboardMessages.cancelledByCustomer(orderNumber), "info"),
  );
  useUnseenOrdersInTitle(unseenOrders);
  const alerts = usePhoneAlerts(pushPublicKey, notify);
  const revalidator = useRevalidator();
  const refresh = async () => {
    await revalidator.revalidate();
    onRefreshed();
    notify(dashboardMessages.refreshed, "success");
  };
  return (
    <header className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h1 className="text-xl font-semibold md:text-2xl">Order Dashboard</h1>
          <LiveIndicator state={live} />
          <LastUpdateClock loadedAt={loadedAt} />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            onClick={() => void refresh()}
            disabled={revalidator.state !== "idle"}
            aria-label="Refresh"
            className="inline-flex items-center gap-2 px-3"
          >
            <RefreshCw
              aria-hidden
              size={18}
              className={revalidator.state !== "idle" ? "animate-spin" : ""}
            />
            <span className="hidden sm:inline">Refresh</span>
          </Button>
          <ExportOrdersButton query={query} notify={notify} />
          <DashboardMoreMenu onClearAll={onClearAll}>
            <AlertMenuItems alerts={alerts} />
          </DashboardMoreMenu>
        </div>
      </div>
      <PhonePrompts alerts={alerts} />
    </header>
  );
}
