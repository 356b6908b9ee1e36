import { useId, useRef, useState, type ReactNode, type RefObject } from "react";
import type { FetcherWithComponents } from "react-router";
import { dashboardPrompts } from "../../../domain/dashboard-messages";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { earlyTap } from "../../components/early-taps";
import { Button } from "../../components/ui/button";
import { deskFields, deskForm } from "./desk-intents";
import type { DeskActionData } from "./order-desk-action.server";

/**
 * Deletes one order after the spec's question (§5). With script the button opens the confirmation
 * dialog and the fetcher posts; without, it opens the same question in a popover whose button
 * submits the form, so deleting needs no script and never skips the question. That popover is in a
 * `<noscript>`: with script it is never used, and the dashboard drew and hydrated one per order.
 */
export function DeleteOrderForm({
  fetcher,
  orderId,
  orderNumber,
  title,
  children,
  buttonProps,
  returnFocusTo,
}: {
  fetcher: FetcherWithComponents<DeskActionData>;
  /** The order to delete; left out on a page whose action knows its order. */
  orderId?: number;
  orderNumber: string;
  /** The confirmation dialog's title. */
  title: string;
  /** What the delete button shows. */
  children: ReactNode;
  buttonProps: { className: string; "aria-label"?: string; title?: string; disabled?: boolean };
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const noScriptId = `${useId()}-confirm`;
  const button = useRef<HTMLButtonElement>(null);
  const [confirming, setConfirming] = useState(false);
  const question = dashboardPrompts.deleteOrder(orderNumber);
  const fields = orderId === undefined ? {} : { orderId };

  return (
    <fetcher.Form method="post" className="contents">
      <input type="hidden" name={deskFields.intent} value="delete" />
      {orderId !== undefined && <input type="hidden" name={deskFields.orderId} value={orderId} />}
      <button
        ref={button}
        type="button"
        popoverTarget={noScriptId}
        onClick={(event) => {
          event.preventDefault();
          setConfirming(true);
        }}
        // Tapped before hydration, the question opens once the page is ready.
        {...earlyTap}
        {...buttonProps}
      >
        {children}
      </button>
      <noscript>
        <div
          id={noScriptId}
          popover="auto"
          className="m-auto w-[calc(100%-2rem)] max-w-md rounded-xl bg-white p-6 text-slate-900 shadow-xl"
        >
          <p>{question}</p>
          <div className="mt-6 flex justify-end gap-3">
            <Button popoverTarget={noScriptId} popoverTargetAction="hide">
              Cancel
            </Button>
            <Button type="submit" variant="danger">
              Delete order
            </Button>
          </div>
        </div>
      </noscript>
      {confirming && (
        <ConfirmDialog
          title={title}
          message={question}
          confirmLabel="Delete order"
          onConfirm={() => {
            setConfirming(false);
            void fetcher.submit(deskForm("delete", fields), { method: "post" });
          }}
          onCancel={() => setConfirming(false)}
          returnFocusTo={returnFocusTo ?? button}
        />
      )}
    </fetcher.Form>
  );
}
