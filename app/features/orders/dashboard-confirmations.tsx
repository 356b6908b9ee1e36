import type { RefObject } from "react";
import { dashboardPrompts } from "../../../domain/dashboard-messages";
import type { OrderStatus } from "../../../domain/shop-constants";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { ClearAllPhraseDialog } from "./clear-all-dialog";

/** The dashboard's questions before a change to many orders (spec §5). */
export type DashboardConfirmation =
  | { kind: "bulk-status"; ids: number[]; status: OrderStatus }
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
