import { Plus, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { formatRupees, paiseToRupees, parseRupees, postedPaise } from "../../../domain/money";
import {
  ESTIMATE_LINE_LABELS,
  estimateSchema,
  isBlankEstimateRow,
  startsWithVisitCharge,
  VISIT_CHARGE_DESCRIPTION,
  type EstimateLine,
} from "../../../domain/repair-desk";
import type { VisitType } from "../../../domain/repair-booking";
import { takeEarlyTyping } from "../../components/keep-early-typing";
import { Button } from "../../components/ui/button";
import { FieldError } from "../../components/ui/field-error";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Select } from "../../components/ui/select";
import { firstFieldError } from "../admin/admin-answer";
import type { useRepairFetcher } from "./use-repair-fetcher";

/** The kinds a row of the form may be; the visit charge is its own fixed line above them. */
const ROW_KINDS = ["part", "labour"] as const;
type RowKind = (typeof ROW_KINDS)[number];

interface Row {
  key: number;
  kind: RowKind;
  description: string;
  amount: string;
}

const emptyRow = (key: number): Row => ({ key, kind: "part", description: "", amount: "" });
const rupeesText = (paise: number) => String(paiseToRupees(paise));

/**
 * The estimate: the visit charge as its own fixed line, then the parts and labour, each row with
 * its labelled description and amount. Rows left blank are no lines. A home visit's estimate
 * carries the visit charge unless it is taken off with a reason, which goes on the timeline; a
 * repair brought to the shop has none unless the owner adds it (`startsWithVisitCharge`). Saving
 * sends it: the status becomes 'Estimate sent' and the answer offers the prefilled WhatsApp
 * message with the link. The fetcher is the page's: a saved estimate remounts this form (its key
 * is the estimate's version), and the live update that says so may arrive before the save's own
 * answer, which a fetcher of this form would then lose.
 */
export function EstimateForm({
  lines,
  visitType,
  visitChargePaise,
  fetcher,
  onSending,
}: {
  lines: EstimateLine[] | null;
  visitType: VisitType;
  visitChargePaise: number;
  fetcher: ReturnType<typeof useRepairFetcher>;
  /** Called as the estimate is posted, inside the tap (a browser opens windows only then). */
  onSending?: () => void;
}) {
  const id = useId();
  const sentVisit = lines?.find((line) => line.kind === "visit");
  const visitPaise = sentVisit?.amountPaise ?? visitChargePaise;
  // A home visit's estimate sent without the visit charge was sent so for a reason, asked again
  // here; a repair brought to the shop had no visit, so there is nothing to explain.
  const [visitKept, setVisitKept] = useState(() => startsWithVisitCharge(visitType, lines));
  const reasonAsked = !visitKept && visitType === "home";
  const [rows, setRows] = useState<Row[]>(() => {
    const sent = (lines ?? []).filter((line) => line.kind !== "visit");
    return sent.length === 0
      ? [emptyRow(0)]
      : sent.map((line, key) => ({
          key,
          kind: line.kind === "labour" ? "labour" : "part",
          description: line.description,
          amount: rupeesText(line.amountPaise),
        }));
  });
  const update = (key: number, change: Partial<Row>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const total =
    (visitKept ? visitPaise : 0) +
    rows.reduce((sum, row) => sum + (parseRupees(row.amount) ?? 0), 0);

  const answer = fetcher.data?.intent === "estimate" ? fetcher.data : undefined;
  // Checked here first with the server's own schema, so a line without its amount is said under
  // that amount before anything is sent (or a chat window opened).
  const [checked, setChecked] = useState<Partial<Record<string, string>>>();
  const errors = checked ?? (answer && !answer.ok ? answer.fieldErrors : {});
  const check = () => {
    const kept = rows.filter((row) => !isBlankEstimateRow(row));
    const parsed = estimateSchema.safeParse({
      lines: [
        ...(visitKept
          ? [{ kind: "visit", description: VISIT_CHARGE_DESCRIPTION, amountPaise: visitPaise }]
          : []),
        ...kept.map((row) => ({
          kind: row.kind,
          description: row.description,
          amountPaise: postedPaise(row.amount),
        })),
      ],
    });
    const found: Partial<Record<string, string>> = {};
    for (const issue of parsed.error?.issues ?? []) {
      if (issue.path.length > 2) found[issue.path.map(String).join(".")] ??= issue.message;
    }
    setChecked(Object.keys(found).length > 0 ? found : undefined);
    return Object.keys(found).length === 0;
  };
  // The server numbers the lines it checked: the visit charge (when kept), then the rows not left
  // blank, in order; each problem goes under its own row's field.
  const lineIndex = new Map<number, number>();
  let next = visitKept ? 1 : 0;
  for (const row of rows) if (!isBlankEstimateRow(row)) lineIndex.set(row.key, next++);
  const rowError = (row: Row, field: "description" | "amountPaise") => {
    const index = lineIndex.get(row.key);
    return index === undefined ? undefined : errors[`lines.${index}.${field}`];
  };
  const shownErrors = Object.keys(errors).some((name) => /^lines\.\d+\./.test(name));
  const formProblem = shownErrors ? undefined : firstFieldError(answer);

  return (
    <fetcher.Form
      method="post"
      aria-labelledby={`${id}-heading`}
      className="grid gap-3"
      onSubmit={(event) => {
        if (!check()) event.preventDefault();
        else onSending?.();
      }}
      data-testid="estimate-form"
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        Estimate
      </h2>
      <input type="hidden" name="intent" value="estimate" />
      <input
        type="hidden"
        name="visitCharge"
        value={visitKept ? "kept" : reasonAsked ? "removed" : "none"}
      />
      <div className="rounded-lg border border-slate-200 bg-slate-50 p-3" data-testid="visit-line">
        {visitKept ? (
          <div className="flex flex-wrap items-center justify-between gap-2">
            <input type="hidden" name="lineKind" value="visit" />
            <input type="hidden" name="lineDescription" value={VISIT_CHARGE_DESCRIPTION} />
            <input type="hidden" name="lineAmount" value={rupeesText(visitPaise)} />
            <p className="font-medium">
              {ESTIMATE_LINE_LABELS.visit} {formatRupees(visitPaise)}
            </p>
            <Button onClick={() => setVisitKept(false)}>Remove visit charge</Button>
          </div>
        ) : !reasonAsked ? (
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-medium">No visit charge: brought to the shop</p>
            <Button onClick={() => setVisitKept(true)}>
              Add visit charge {formatRupees(visitPaise)}
            </Button>
          </div>
        ) : (
          <div className="grid gap-2">
            <Label htmlFor={`${id}-visit-reason`}>
              Why remove the visit charge of {formatRupees(visitPaise)}?
            </Label>
            <Input
              id={`${id}-visit-reason`}
              name="visitChargeReason"
              required
              minLength={3}
              maxLength={200}
              aria-invalid={errors.visitChargeRemoved ? true : undefined}
              aria-describedby={errors.visitChargeRemoved ? `${id}-visit-reason-error` : undefined}
            />
            <FieldError id={`${id}-visit-reason-error`}>{errors.visitChargeRemoved}</FieldError>
            <Button onClick={() => setVisitKept(true)} className="justify-self-start">
              Keep the visit charge
            </Button>
          </div>
        )}
      </div>
      <ul className="grid gap-3">
        {rows.map((row, index) => {
          const field = (name: string) => `${id}-${row.key}-${name}`;
          const descriptionError = rowError(row, "description");
          const amountError = rowError(row, "amountPaise");
          return (
            <li
              key={row.key}
              className="grid grid-cols-[minmax(0,1fr)_6.5rem] gap-2 rounded-lg border border-slate-200 p-2"
              data-testid="estimate-row"
            >
              <div className="col-span-2 flex items-end gap-2">
                <div className="min-w-0 flex-1">
                  <Label htmlFor={field("kind")}>Line {index + 1}</Label>
                  <Select
                    id={field("kind")}
                    name="lineKind"
                    value={row.kind}
                    onChange={(event) => update(row.key, { kind: event.target.value as RowKind })}
                  >
                    {ROW_KINDS.map((kind) => (
                      <option key={kind} value={kind}>
                        {ESTIMATE_LINE_LABELS[kind]}
                      </option>
                    ))}
                  </Select>
                </div>
                <Button
                  aria-label={`Remove line ${index + 1}`}
                  onClick={() =>
                    setRows((current) => current.filter((other) => other.key !== row.key))
                  }
                >
                  <Trash2 aria-hidden size={16} />
                </Button>
              </div>
              <div className="min-w-0">
                <Label htmlFor={field("description")}>Description</Label>
                <Input
                  id={field("description")}
                  name="lineDescription"
                  value={row.description}
                  ref={takeEarlyTyping(row.description, (description) =>
                    update(row.key, { description }),
                  )}
                  maxLength={120}
                  aria-invalid={descriptionError ? true : undefined}
                  aria-describedby={descriptionError ? field("description-error") : undefined}
                  onChange={(event) => update(row.key, { description: event.target.value })}
                />
              </div>
              <div>
                <Label htmlFor={field("amount")}>Amount (₹)</Label>
                <Input
                  id={field("amount")}
                  name="lineAmount"
                  inputMode="decimal"
                  value={row.amount}
                  ref={takeEarlyTyping(row.amount, (amount) => update(row.key, { amount }))}
                  aria-invalid={amountError ? true : undefined}
                  aria-describedby={amountError ? field("amount-error") : undefined}
                  onChange={(event) => update(row.key, { amount: event.target.value })}
                />
              </div>
              {(descriptionError || amountError) && (
                <div className="col-span-2">
                  <FieldError id={field("description-error")}>{descriptionError}</FieldError>
                  <FieldError id={field("amount-error")}>{amountError}</FieldError>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button
          onClick={() =>
            setRows((current) => [
              ...current,
              emptyRow(Math.max(-1, ...current.map((row) => row.key)) + 1),
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
      <FieldError id={`${id}-problem`}>{formProblem}</FieldError>
      <Button type="submit" variant="primary" disabled={fetcher.state !== "idle"}>
        Save and send estimate
      </Button>
    </fetcher.Form>
  );
}
