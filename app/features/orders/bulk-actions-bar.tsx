import { useId, useState } from "react";
import { Button } from "../../components/ui/button";
import { Label } from "../../components/ui/label";
import { Select } from "../../components/ui/select";
import { ORDER_STATUS_LABELS } from "../../../domain/order-desk";
import { ORDER_STATUSES, type OrderStatus } from "../../../domain/shop-constants";
import { cardStyle } from "../../components/ui/card";

/**
 * Selection and bulk actions. The buttons stay enabled with nothing selected, so a tap explains
 * itself ('Please select orders to …', spec §8) instead of a greyed-out button that says nothing.
 */
export function BulkActionsBar({
  selectedCount,
  pageSelected,
  pageHasOrders,
  matching,
  onSelectPage,
  onSelectAllMatching,
  onClearSelection,
  onBulkStatus,
  onBulkDelete,
}: {
  selectedCount: number;
  /** Every order of the visible page is selected. */
  pageSelected: boolean;
  pageHasOrders: boolean;
  matching: number;
  onSelectPage: (selected: boolean) => void;
  onSelectAllMatching: () => void;
  onClearSelection: () => void;
  onBulkStatus: (status: OrderStatus) => void;
  onBulkDelete: () => void;
}) {
  const id = useId();
  const [status, setStatus] = useState<OrderStatus>("confirmed");
  return (
    <section
      aria-label="Bulk actions"
      className={`${cardStyle} flex flex-wrap items-center gap-x-4 gap-y-2 p-3 shadow-sm`}
    >
      <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          checked={pageHasOrders && pageSelected}
          disabled={!pageHasOrders}
          onChange={(event) => onSelectPage(event.target.checked)}
          className="size-5 accent-brand-600"
        />
        Select page
      </label>
      <p className="text-sm text-slate-700" aria-live="polite">
        {selectedCount} selected
      </p>
      {pageSelected && pageHasOrders && selectedCount < matching && (
        <button
          type="button"
          onClick={onSelectAllMatching}
          className="min-h-11 text-sm font-medium text-brand-700 underline underline-offset-2"
        >
          Select all {matching} matching orders
        </button>
      )}
      {selectedCount > 0 && (
        <button
          type="button"
          onClick={onClearSelection}
          className="min-h-11 text-sm font-medium text-slate-700 underline underline-offset-2"
        >
          Clear selection
        </button>
      )}
      {/* One row on a phone too: the words only the eye can spare are for screen readers there. */}
      <div className="grid w-full grid-cols-[minmax(0,1fr)_auto_auto] items-center gap-2 sm:ml-auto sm:flex sm:w-auto">
        <Label htmlFor={`${id}-status`} className="sr-only sm:not-sr-only">
          Set selected to
        </Label>
        <Select
          id={`${id}-status`}
          value={status}
          onChange={(event) => setStatus(event.target.value as OrderStatus)}
          className="min-w-0 sm:w-auto"
        >
          {ORDER_STATUSES.map((value) => (
            <option key={value} value={value}>
              {ORDER_STATUS_LABELS[value]}
            </option>
          ))}
        </Select>
        <Button
          onClick={() => onBulkStatus(status)}
          className="px-3 text-sm whitespace-nowrap sm:px-4"
        >
          Update<span className="sr-only sm:not-sr-only"> selected</span>
        </Button>
        <Button
          variant="danger"
          onClick={onBulkDelete}
          disabled={selectedCount === 0}
          title={selectedCount === 0 ? "Select the orders to delete first" : undefined}
          className="px-3 text-sm whitespace-nowrap sm:px-4"
        >
          Delete<span className="sr-only sm:not-sr-only"> selected</span>
        </Button>
      </div>
    </section>
  );
}
