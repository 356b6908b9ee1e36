import type { RefObject } from "react";
import { DUE_ORDERS_NAMED, dashboardPrompts } from "../../../domain/dashboard-messages";
import { formatRupees } from "../../../domain/money";
import type { OrderDue } from "../../../domain/order-desk";
import type { OrderStatus } from "../../../domain/shop-constants";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { ClearAllPhraseDialog } from "./clear-all-dialog";

/** The dashboard's questions before a change to many orders (spec §5). */
export type DashboardConfirmation =
  | { kind: "bulk-status"; ids: number[]; status: OrderStatus }
  /** The server found money due on some of them: asked again, naming those orders. */
  | { kind: "bulk-delivered-due"; ids: number[]; status: "delivered"; dues: OrderDue[] }
  | { kind: "bulk-delete"; ids: number[] }
  | { kind: "clear-warning" }
  | { kind: "clear-phrase" };

/** The open question, if any; `onConfirmed` gets it once the admin said yes. */
export function DashboardConfirmationDialog({
  confirmation,
  onConfirmed,
  onContinue,
  onClearTyped,
  onCancel,
  returnFocusTo,
}: {
  confirmation: DashboardConfirmation | null;
  onConfirmed: (confirmed: Extract<DashboardConfirmation, { ids: number[] }>) => void;
  /** The clear-all warning was accepted: ask for the phrase next. */
  onContinue: () => void;
  onClearTyped: (typed: string) => void;
  onCancel: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  switch (confirmation?.kind) {
    case "bulk-status":
      return (
        <ConfirmDialog
          title="Update orders"
          message={dashboardPrompts.bulkStatus(confirmation.ids.length, confirmation.status)}
          confirmLabel="Update orders"
          tone="primary"
          onConfirm={() => onConfirmed(confirmation)}
          onCancel={onCancel}
        />
      );
    case "bulk-delivered-due":
      return (
        <ConfirmDialog
          title="Money still due"
          message={dashboardPrompts.bulkDeliveredWithDue(confirmation.dues)}
          confirmLabel="Mark as Delivered"
          tone="primary"
          onConfirm={() => onConfirmed(confirmation)}
          onCancel={onCancel}
        >
          <ul className="mt-2 max-h-48 overflow-y-auto text-sm" data-testid="due-orders">
            {confirmation.dues.slice(0, DUE_ORDERS_NAMED).map((order) => (
              <li key={order.id} className="flex justify-between gap-3 py-0.5">
                <span className="font-mono">{order.orderNumber}</span>
                <span className="tabular-nums">{formatRupees(order.duePaise)} due</span>
              </li>
            ))}
            {confirmation.dues.length > DUE_ORDERS_NAMED && (
              <li className="py-0.5 text-slate-600">
                and {confirmation.dues.length - DUE_ORDERS_NAMED} more
              </li>
            )}
          </ul>
        </ConfirmDialog>
      );
    case "bulk-delete":
      return (
        <ConfirmDialog
          title="Delete orders"
          message={dashboardPrompts.bulkDelete(confirmation.ids.length)}
          confirmLabel="Delete orders"
          onConfirm={() => onConfirmed(confirmation)}
          onCancel={onCancel}
          returnFocusTo={returnFocusTo}
        />
      );
    case "clear-warning":
      return (
        <ConfirmDialog
          title="Clear all orders?"
          message={dashboardPrompts.clearAllWarning}
          confirmLabel="Continue"
          onConfirm={onContinue}
          onCancel={onCancel}
        />
      );
    case "clear-phrase":
      return (
        <ClearAllPhraseDialog
          onSubmit={onClearTyped}
          onCancel={onCancel}
          returnFocusTo={returnFocusTo}
        />
      );
    default:
      return null;
  }
}
