import { Plus, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { formatRupees, paiseToRupees, parseRupees } from "../../../domain/money";
import { VISIT_SLOT_LABELS, VISIT_SLOTS, type VisitSlot } from "../../../domain/repair-booking";
import {
  ESTIMATE_LINE_KINDS,
  ESTIMATE_LINE_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  REPAIR_STATUS_LABELS,
  REPAIR_STATUSES,
  type EstimateLine,
  type EstimateLineKind,
  type RepairStatus,
} from "../../../domain/repair-desk";
import { Button } from "../../components/ui/button";
import { FieldError } from "../../components/ui/field-error";
import { Input, Textarea } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Select } from "../../components/ui/select";
import { useDeskFetcher } from "../orders/use-desk-fetcher";
import { firstFieldError } from "../admin/admin-answer";
import type { RepairActionData } from "./repair-desk-action.server";

type OnAnswer = (answer: RepairActionData) => void;

/** A fetcher of the details page's action that hands each answer once to `onAnswer`. */
export function useRepairFetcher(onAnswer: OnAnswer) {
  return useDeskFetcher<RepairActionData>(onAnswer);
}

export const card = "rounded-xl border border-slate-200 bg-white p-4 shadow-sm";

export function StatusForm({ status, onAnswer }: { status: RepairStatus; onAnswer: OnAnswer }) {
  const fetcher = useRepairFetcher(onAnswer);
  return (
    <fetcher.Form method="post" className="flex items-end gap-2">
      <input type="hidden" name="intent" value="status" />
      <div>
        <Label htmlFor="repair-status">Status</Label>
        <Select id="repair-status" name="status" defaultValue={status} key={status}>
          {REPAIR_STATUSES.map((value) => (
            <option key={value} value={value}>
              {REPAIR_STATUS_LABELS[value]}
            </option>
          ))}
        </Select>
      </div>
      <Button type="submit" disabled={fetcher.state !== "idle"}>
        Set status
      </Button>
    </fetcher.Form>
  );
}

export function ScheduleForm({
  visit,
  technicians,
  today,
  onAnswer,
}: {
  visit: { visitDate: string; visitSlot: VisitSlot; technician: string };
  technicians: string[];
  today: string;
  onAnswer: OnAnswer;
}) {
  const fetcher = useRepairFetcher(onAnswer);
  const problem = firstFieldError(fetcher.data);
  return (
    <fetcher.Form method="post" aria-labelledby="schedule-heading" className="grid gap-3">
      <h2 id="schedule-heading" className="text-lg font-semibold">
        Schedule the visit
      </h2>
      <input type="hidden" name="intent" value="schedule" />
      <div className="grid grid-cols-2 gap-2">
        <div>
          <Label htmlFor="visit-date">Date</Label>
          <Input
            id="visit-date"
            name="visitDate"
            type="date"
            min={today}
            defaultValue={visit.visitDate}
            required
          />
        </div>
        <div>
          <Label htmlFor="visit-slot">Slot</Label>
          <Select id="visit-slot" name="visitSlot" defaultValue={visit.visitSlot}>
            {VISIT_SLOTS.map((slot) => (
              <option key={slot} value={slot}>
                {VISIT_SLOT_LABELS[slot]}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <div>
        <Label htmlFor="visit-technician">Technician</Label>
        {technicians.length > 0 ? (
          <Select
            id="visit-technician"
            name="technician"
            defaultValue={visit.technician || technicians[0]}
          >
            {technicians.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Select>
        ) : (
          <Input
            id="visit-technician"
            name="technician"
            defaultValue={visit.technician}
            required
            maxLength={60}
          />
        )}
      </div>
      <FieldError id="schedule-problem">{problem}</FieldError>
      <Button type="submit" variant="primary" disabled={fetcher.state !== "idle"}>
        Schedule visit
      </Button>
    </fetcher.Form>
  );
}

interface EditableLine {
  key: number;
  kind: EstimateLineKind;
  description: string;
  amount: string;
}

/**
 * The estimate as lines in rupees (stored as paise) with its total; saving sends it: the status
 * becomes 'Estimate sent' and the answer offers the prefilled WhatsApp message with the link.
 */
export function EstimateForm({
  lines,
  visitChargePaise,
  onAnswer,
  onSending,
}: {
  lines: EstimateLine[] | null;
  visitChargePaise: number;
  onAnswer: OnAnswer;
  /** Called as the estimate is posted, inside the tap (a browser opens windows only then). */
  onSending?: () => void;
}) {
  const id = useId();
  const fetcher = useRepairFetcher(onAnswer);
  const editable = (
    line: Omit<EstimateLine, "amountPaise"> & { amountPaise: number | null },
    key: number,
  ) => ({
    key,
    kind: line.kind,
    description: line.description,
    amount: line.amountPaise === null ? "" : String(paiseToRupees(line.amountPaise)),
  });
  const [rows, setRows] = useState<EditableLine[]>(() =>
    (
      lines ?? [
        { kind: "visit" as const, description: "Visit charge", amountPaise: visitChargePaise },
        { kind: "labour" as const, description: "Labour", amountPaise: null },
      ]
    ).map((line, index) => editable(line, index)),
  );
  const total = rows.reduce((sum, row) => sum + (parseRupees(row.amount) ?? 0), 0);
  const update = (key: number, change: Partial<EditableLine>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const answer = fetcher.data;

  return (
    <fetcher.Form
      method="post"
      aria-labelledby={`${id}-heading`}
      className="grid gap-3"
      onSubmit={() => onSending?.()}
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        Estimate
      </h2>
      <input type="hidden" name="intent" value="estimate" />
      <ul className="grid gap-3">
        {rows.map((row, index) => (
          <li
            key={row.key}
            className="grid grid-cols-[7rem_1fr] gap-2 rounded-lg border border-slate-200 p-2 sm:grid-cols-[8rem_1fr_7rem_auto]"
          >
            <Select
              name="lineKind"
              aria-label={`Line ${index + 1} kind`}
              value={row.kind}
              onChange={(event) =>
                update(row.key, { kind: event.target.value as EstimateLineKind })
              }
            >
              {ESTIMATE_LINE_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {ESTIMATE_LINE_LABELS[kind]}
                </option>
              ))}
            </Select>
            <Input
              name="lineDescription"
              aria-label={`Line ${index + 1} description`}
              value={row.description}
              maxLength={120}
              onChange={(event) => update(row.key, { description: event.target.value })}
            />
            <Input
              name="lineAmount"
              aria-label={`Line ${index + 1} amount in rupees`}
              inputMode="decimal"
              placeholder="₹"
              value={row.amount}
              onChange={(event) => update(row.key, { amount: event.target.value })}
            />
            <Button
              aria-label={`Remove line ${index + 1}`}
              onClick={() => setRows((current) => current.filter((other) => other.key !== row.key))}
              className="mt-1"
            >
              <Trash2 aria-hidden size={16} />
            </Button>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button
          onClick={() =>
            setRows((current) => [
              ...current,
              editable(
                { kind: "part", description: "", amountPaise: null },
                Math.max(-1, ...current.map((row) => row.key)) + 1,
              ),
            ])
          }
          className="inline-flex items-center gap-1"
        >
          <Plus aria-hidden size={16} />
          Add line
        </Button>
        <p className="text-lg font-semibold" data-testid="estimate-total">
          Total {formatRupees(total)}
        </p>
      </div>
      <FieldError id={`${id}-problem`}>{firstFieldError(answer)}</FieldError>
      <Button type="submit" variant="primary" disabled={fetcher.state !== "idle"}>
        Save and send estimate
      </Button>
    </fetcher.Form>
  );
}

export function PartsForm({ partsUsed, onAnswer }: { partsUsed: string; onAnswer: OnAnswer }) {
  const fetcher = useRepairFetcher(onAnswer);
  return (
    <fetcher.Form method="post" className="grid gap-2">
      <input type="hidden" name="intent" value="parts" />
      <Label htmlFor="parts-used" className="text-lg font-semibold">
        Parts used
      </Label>
      <Textarea
        id="parts-used"
        name="partsUsed"
        rows={2}
        maxLength={1000}
        defaultValue={partsUsed}
      />
      <FieldError id="parts-problem">{firstFieldError(fetcher.data)}</FieldError>
      <Button type="submit" disabled={fetcher.state !== "idle"}>
        Save parts
      </Button>
    </fetcher.Form>
  );
}

export function CloseForm({
  amountPaise,
  warrantyUntil,
  onAnswer,
}: {
  amountPaise: number | null;
  warrantyUntil: string;
  onAnswer: OnAnswer;
}) {
  const fetcher = useRepairFetcher(onAnswer);
  return (
    <fetcher.Form method="post" aria-labelledby="close-heading" className="grid gap-3">
      <h2 id="close-heading" className="text-lg font-semibold">
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
        <div>
          <Label htmlFor="close-amount">Amount received (₹)</Label>
          <Input
            id="close-amount"
            name="amount"
            inputMode="decimal"
            required
            defaultValue={amountPaise === null ? "" : String(paiseToRupees(amountPaise))}
          />
        </div>
        <div>
          <Label htmlFor="close-warranty">Warranty until</Label>
          <Input
            id="close-warranty"
            name="warrantyUntil"
            type="date"
            required
            defaultValue={warrantyUntil}
          />
        </div>
      </div>
      <FieldError id="close-problem">{firstFieldError(fetcher.data)}</FieldError>
      <Button type="submit" variant="primary" disabled={fetcher.state !== "idle"}>
        Close the repair
      </Button>
    </fetcher.Form>
  );
}
