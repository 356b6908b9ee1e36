import { FileText, MessageCircle, Printer, Undo2 } from "lucide-react";
import { useState } from "react";
import { GST_STATES } from "../../../domain/bills/gstin";
import { stateLabel } from "../../../domain/bills/place-of-supply";
import type { AdminNotification } from "../../../domain/dashboard-messages";
import { formatRupees } from "../../../domain/money";
import { Button, buttonStyles } from "../../components/ui/button";
import { FieldError } from "../../components/ui/field-error";
import { Textarea } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Select } from "../../components/ui/select";
import type { AdminAnswer } from "../admin/admin-answer";
import { useDeskFetcher } from "../desk/use-desk-fetcher";
import { CREDIT_NOTE_INTENT, ISSUE_BILL_INTENT } from "./bill-intent-names";
import type { BillSummary } from "./bill-summary.server";

const action = `${buttonStyles.secondary} inline-flex items-center justify-center gap-2`;

interface BillActionsProps {
  bill: BillSummary | null;
  /** Why no bill can be issued yet (a repair still open, a cancelled order); null when it can. */
  notYet: string | null;
  /** The shop's GST state code when its bills charge tax, so the buyer's state can differ. */
  shopState: string | null;
  /** Whether the bill must be given the customer's address (Rule 46: none yet, ₹50,000 or more). */
  askAddress: boolean;
  onNotify: (notification: AdminNotification) => void;
  className?: string;
}

/**
 * The bill of an order or a repair on its details page (issue 32): 'Issue bill' before there is
 * one; then Print (the customer's bill page), Share (WhatsApp, in the customer's language) and
 * one 'Credit note' with its reason.
 */
export function BillActions({
  bill,
  notYet,
  shopState,
  askAddress,
  onNotify,
  className,
}: BillActionsProps) {
  const [crediting, setCrediting] = useState(false);
  const fetcher = useDeskFetcher<AdminAnswer<string, unknown>>((answer) => {
    if (answer.notification) onNotify(answer.notification);
    if (answer.intent === CREDIT_NOTE_INTENT && answer.ok) setCrediting(false);
  });
  const busy = fetcher.state !== "idle";
  const refused = fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors : undefined;
  const reasonError = refused?.reason;
  const addressError = refused?.buyerAddress;

  return (
    <section aria-labelledby="bill-heading" className={className} data-testid="bill-actions">
      <h2 id="bill-heading" className="text-lg font-semibold">
        Bill
      </h2>
      {!bill && notYet && <p className="mt-2 text-sm text-slate-700">{notYet}</p>}
      {!bill && !notYet && (
        <fetcher.Form method="post" className="mt-2 grid gap-2">
          <input type="hidden" name="intent" value={ISSUE_BILL_INTENT} />
          {askAddress && (
            <div>
              <Label htmlFor="bill-buyer-address">Customer&apos;s address</Label>
              <p className="text-sm text-slate-600">
                A bill of ₹50,000 or more must show it, and none was given.
              </p>
              <Textarea
                id="bill-buyer-address"
                name="buyerAddress"
                rows={2}
                required
                autoComplete="off"
                {...(addressError
                  ? { "aria-invalid": true, "aria-describedby": "bill-buyer-address-error" }
                  : {})}
              />
              <FieldError id="bill-buyer-address-error">{addressError}</FieldError>
            </div>
          )}
          {shopState && (
            <Label>
              Customer&apos;s state (place of supply)
              <Select name="buyerState" defaultValue="">
                <option value="">{`Same as the shop: ${stateLabel(shopState)}`}</option>
                {Object.keys(GST_STATES)
                  .filter((code) => code !== shopState)
                  .map((code) => (
                    <option key={code} value={code}>
                      {`${stateLabel(code)} (IGST)`}
                    </option>
                  ))}
              </Select>
            </Label>
          )}
          <Button
            type="submit"
            variant="primary"
            disabled={busy}
            className="inline-flex items-center justify-center gap-2"
          >
            <FileText aria-hidden size={18} />
            Issue bill
          </Button>
        </fetcher.Form>
      )}
      {bill && (
        <>
          <p className="mt-2 text-sm" data-testid="bill-summary">
            <span className="font-semibold">{bill.number}</span> · {formatRupees(bill.totalPaise)}
            {bill.duePaise > 0 && ` · Due ${formatRupees(bill.duePaise)}`}
          </p>
          <div className="mt-3 grid grid-cols-3 gap-2">
            <a href={bill.path} target="_blank" rel="noopener noreferrer" className={action}>
              <Printer aria-hidden size={18} />
              Print
            </a>
            {bill.shareLink && (
              <a href={bill.shareLink} target="_blank" rel="noopener noreferrer" className={action}>
                <MessageCircle aria-hidden size={18} />
                Share
              </a>
            )}
            {!bill.creditNote && !crediting && (
              <Button
                onClick={() => setCrediting(true)}
                className="inline-flex items-center justify-center gap-1 px-2 text-red-800"
              >
                <Undo2 aria-hidden size={18} />
                Credit note
              </Button>
            )}
          </div>
          {bill.creditNote && (
            <p className="mt-3 rounded-lg bg-red-50 p-3 text-sm" data-testid="credit-note">
              Credit note <span className="font-semibold">{bill.creditNote.number}</span> cancels
              bill {bill.number}: {bill.creditNote.reason}
            </p>
          )}
          {!bill.creditNote && crediting && (
            <fetcher.Form method="post" className="mt-3 grid gap-2">
              <input type="hidden" name="intent" value={CREDIT_NOTE_INTENT} />
              <Label htmlFor="credit-note-reason">
                Why is bill {bill.number} cancelled? A credit note is for the whole bill and cannot
                be undone.
              </Label>
              <Textarea
                id="credit-note-reason"
                name="reason"
                rows={2}
                maxLength={300}
                required
                aria-invalid={reasonError ? true : undefined}
                aria-describedby="credit-note-reason-error"
              />
              <FieldError id="credit-note-reason-error">{reasonError}</FieldError>
              <div className="grid grid-cols-2 gap-2">
                <Button onClick={() => setCrediting(false)} disabled={busy}>
                  Keep the bill
                </Button>
                <Button type="submit" variant="danger" disabled={busy}>
                  Issue credit note
                </Button>
              </div>
            </fetcher.Form>
          )}
        </>
      )}
    </section>
  );
}
