import { useCallback, useEffect, useState } from "react";
import {
  DASHBOARD_NOTIFICATION_MS,
  type AdminNotification,
  type NotificationType,
} from "../../../domain/dashboard-messages";

const HIDDEN: AdminNotification = { message: "", type: "info", show: false };

/**
 * A desk page's one notification (spec §3 'Admin notification'): a new message replaces the
 * last one and hides itself after 5 seconds (spec §9), counted from when it was shown.
 * `initial` is shown from the first render: the answer to a form posted without script.
 */
export function useDeskNotification(initial?: AdminNotification) {
  const [shown, setShown] = useState<{ notification: AdminNotification; serial: number }>(() => ({
    notification: initial ?? HIDDEN,
    serial: 0,
  }));

  const notify = useCallback((message: string, type: NotificationType) => {
    setShown((current) => ({
      notification: { message, type, show: true },
      serial: current.serial + 1,
    }));
  }, []);

  const show = useCallback((notification: AdminNotification) => {
    setShown((current) => ({ notification, serial: current.serial + 1 }));
  }, []);

  const hide = useCallback(() => {
    setShown((current) => ({ ...current, notification: HIDDEN }));
  }, []);

  useEffect(() => {
    if (!shown.notification.show) return;
    const timer = setTimeout(hide, DASHBOARD_NOTIFICATION_MS);
    return () => clearTimeout(timer);
  }, [shown, hide]);

  return { notification: shown.notification, serial: shown.serial, notify, show, hide };
}
