import { CheckCircle2, Info, X, XCircle } from "lucide-react";
import type { AdminNotification } from "../../../domain/dashboard-messages";

const TONES = {
  info: { box: "border-sky-300 bg-sky-50 text-sky-900", Icon: Info },
  success: { box: "border-green-300 bg-green-50 text-green-900", Icon: CheckCircle2 },
  error: { box: "border-red-300 bg-red-50 text-red-900", Icon: XCircle },
} as const;

/**
 * The desk pages' notification banner (dashboard, order and repair details). Both live regions are always on the page, so screen
 * readers announce a message the moment it appears; errors interrupt, the rest wait their turn.
 */
export function DeskNotification({
  notification,
  serial,
  onClose,
}: {
  notification: AdminNotification;
  /** Changes with every message, so the same text shown twice is announced twice. */
  serial: number;
  onClose: () => void;
}) {
  const { box, Icon } = TONES[notification.type];
  const message = notification.show ? (
    <div
      key={serial}
      className={`flex items-start gap-3 rounded-lg border px-4 py-3 text-sm font-medium shadow-sm ${box}`}
    >
      <Icon aria-hidden size={18} className="mt-0.5 shrink-0" />
      <p className="flex-1" data-testid="dashboard-notification">
        {notification.message}
      </p>
      <button
        type="button"
        onClick={onClose}
        aria-label="Close notification"
        className="-m-2 grid size-9 shrink-0 place-items-center rounded-md hover:bg-black/5"
      >
        <X aria-hidden size={16} />
      </button>
    </div>
  ) : null;
  const isError = notification.type === "error";
  return (
    <div className="sticky top-16 z-30 mb-4">
      <div role="alert">{isError && message}</div>
      <div role="status">{!isError && message}</div>
    </div>
  );
}
