import { useId, useRef, useState } from "react";
import { formatRupees, paiseToRupees, readRupees } from "../../../domain/money";
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
} from "../../../domain/repair-desk";
import { formatShopDate } from "../../../domain/shop-time";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { useHydrated } from "../../components/use-hydrated";
import { Button } from "../../components/ui/button";
import { FieldError } from "../../components/ui/field-error";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { firstFieldError } from "../admin/admin-answer";
import { useRepairFetcher, type OnAnswer } from "./use-repair-fetcher";

const popover =
  "m-auto w-[calc(100%-2rem)] max-w-md rounded-xl bg-white p-6 text-slate-900 shadow-xl";

/** What the owner is about to record, said back before it is recorded. */
export function closingText(close: { amountPaise: number; method: PaymentMethod; until: string }) {
  return `${formatRupees(close.amountPaise)} paid by ${PAYMENT_METHOD_LABELS[close.method]}; warranty until ${formatShopDate(close.until, "en")}.`;
}

/**
 * Closes the repair with its payment and warranty, once asked back: 'Close the repair' opens a
 * confirmation that says the amount, the method and the warranty's end, and only its button
 * posts, so an untouched tap never closes. Without script the same question opens in a popover.
 */
export function CloseForm({
  amountPaise,
  warrantyUntil,
  onAnswer,
}: {
  amountPaise: number | null;
  warrantyUntil: string;
  onAnswer: OnAnswer;
}) {
  const id = useId();
  const fetcher = useRepairFetcher(onAnswer);
  const form = useRef<HTMLFormElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();
  const [confirming, setConfirming] = useState<string>();
  const [problem, setProblem] = useState<string>();

  const askBack = () => {
    const element = form.current;
    if (!element?.reportValidity()) return;
    const fields = new FormData(element);
    const amount = readRupees(String(fields.get("amount") ?? ""));
    if (!amount.ok) {
      setProblem(`The amount received: ${amount.problem}`);
      return;
    }
    setProblem(undefined);
    setConfirming(
      closingText({
        amountPaise: amount.paise,
        method: fields.get("paymentMethod") as PaymentMethod,
        until: String(fields.get("warrantyUntil")),
      }),
    );
  };

  return (
    <fetcher.Form
      ref={form}
      method="post"
      aria-labelledby={`${id}-heading`}
      className="grid gap-3"
      data-testid="close-form"
      onSubmit={(event) => {
        // Enter in a field submits too: it asks back, as the button does.
        event.preventDefault();
        askBack();
      }}
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        Close: payment and warranty
      </h2>
      <input type="hidden" name="intent" value="close" />
      <fieldset className="flex gap-2">
        <legend className="sr-only">Paid by</legend>
        {PAYMENT_METHODS.map((method, index) => (
          <label
            key={method}
            className="flex min-h-11 flex-1 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 has-checked:border-brand-600 has-checked:bg-brand-50"
          >
            <input type="radio" name="paymentMethod" value={method} defaultChecked={index === 0} />
            {PAYMENT_METHOD_LABELS[method]}
          </label>
        ))}
      </fieldset>
      <div className="grid grid-cols-2 gap-2">
        <div className="min-w-0">
          <Label htmlFor={`${id}-amount`}>Amount received (₹)</Label>
          <Input
            id={`${id}-amount`}
            name="amount"
            inputMode="decimal"
            required
            defaultValue={amountPaise === null ? "" : String(paiseToRupees(amountPaise))}
          />
        </div>
        <div className="min-w-0">
          <Label htmlFor={`${id}-warranty`}>Warranty until</Label>
          <Input
            id={`${id}-warranty`}
            name="warrantyUntil"
            type="date"
            required
            defaultValue={warrantyUntil}
          />
        </div>
      </div>
      <FieldError id={`${id}-problem`}>{problem ?? firstFieldError(fetcher.data)}</FieldError>
      <Button
        ref={button}
        variant="primary"
        popoverTarget={hydrated ? undefined : `${id}-confirm`}
        disabled={fetcher.state !== "idle"}
        onClick={hydrated ? askBack : undefined}
      >
        Close the repair
      </Button>
      <div id={`${id}-confirm`} popover="auto" className={popover}>
        <p>Close the repair with the payment and warranty above? It is recorded once.</p>
        <div className="mt-6 flex justify-end gap-3">
          <Button popoverTarget={`${id}-confirm`} popoverTargetAction="hide">
            Cancel
          </Button>
          <Button type="submit" variant="primary">
            Yes, close it
          </Button>
        </div>
      </div>
      {confirming && (
        <ConfirmDialog
          title="Close this repair?"
          message={`${confirming} Closing records this payment once and locks the repair.`}
          confirmLabel="Yes, close it"
          tone="primary"
          onConfirm={() => {
            setConfirming(undefined);
            if (form.current) void fetcher.submit(form.current);
          }}
          onCancel={() => setConfirming(undefined)}
          returnFocusTo={button}
        />
      )}
    </fetcher.Form>
  );
}

/**
 * 'Reopen' on a closed repair: undoes its close (the payment stops counting, the warranty date
 * stays as the next close's suggestion) and puts 'Reopened' on its timeline, once asked back.
 */
export function ReopenForm({ closedText, onAnswer }: { closedText: string; onAnswer: OnAnswer }) {
  const id = useId();
  const fetcher = useRepairFetcher(onAnswer);
  const button = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();
  const [confirming, setConfirming] = useState(false);
  const question = `Reopen this repair? Its payment (${closedText}) is undone and it goes back to 'Repaired'.`;
  return (
    <fetcher.Form method="post" className="grid gap-2">
      <input type="hidden" name="intent" value="reopen" />
      <FieldError id={`${id}-problem`}>{firstFieldError(fetcher.data)}</FieldError>
      <Button
        ref={button}
        popoverTarget={hydrated ? undefined : `${id}-confirm`}
        disabled={fetcher.state !== "idle"}
        onClick={hydrated ? () => setConfirming(true) : undefined}
      >
        Reopen
      </Button>
      <div id={`${id}-confirm`} popover="auto" className={popover}>
        <p>{question}</p>
        <div className="mt-6 flex justify-end gap-3">
          <Button popoverTarget={`${id}-confirm`} popoverTargetAction="hide">
            Cancel
          </Button>
          <Button type="submit" variant="primary">
            Reopen
          </Button>
        </div>
      </div>
      {confirming && (
        <ConfirmDialog
          title="Reopen this repair?"
          message={question}
          confirmLabel="Reopen"
          tone="primary"
          onConfirm={() => {
            setConfirming(false);
            void fetcher.submit({ intent: "reopen" }, { method: "post" });
          }}
          onCancel={() => setConfirming(false)}
          returnFocusTo={button}
        />
      )}
    </fetcher.Form>
  );
}
