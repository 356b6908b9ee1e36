import { useId, useState, type RefObject } from "react";
import type { CartTotals } from "../../../domain/cart";
import {
  checkoutMessages,
  customerDetailsOf,
  isValidCustomerName,
  normaliseMobile,
  type CustomerDetails,
} from "../../../domain/checkout";
import { formatRupees } from "../../../domain/money";
import { Modal } from "../../components/ui/modal";
import { Button } from "../../components/ui/button";
import { FieldError } from "../../components/ui/field-error";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";

/**
 * The fields are invalid while still empty, and their hints show from the start; a red frame on
 * top of that would alarm a customer who has not typed yet, so these keep the plain border.
 */
const QUIET_INVALID = "aria-[invalid=true]:not-focus:border-slate-300! focus:border-brand-600!";

/**
 * The 'Customer Details' modal (spec §2 'Cart', §5). It is mounted only while open, so closing it
 * throws away whatever was typed, as the spec asks.
 */
export function CustomerDetailsDialog({
  totals,
  initial,
  onSave,
  onCancel,
  returnFocusTo,
}: {
  totals: CartTotals;
  initial?: CustomerDetails | undefined;
  returnFocusTo?: RefObject<HTMLElement | null>;
  onSave: (details: CustomerDetails) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [name, setName] = useState(initial?.name ?? "");
  const [mobile, setMobile] = useState(initial?.mobile ?? "");
  const [forced, setForced] = useState(false);
  const nameValid = isValidCustomerName(name);
  const mobileValid = normaliseMobile(mobile) !== null;
  const details = customerDetailsOf(name, mobile);

  return (
    <Modal
      labelledBy={`${id}-title`}
      onCancel={onCancel}
      {...(returnFocusTo ? { returnFocusTo } : {})}
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Customer Details
      </h2>
      <form
        noValidate
        className="mt-4 space-y-4"
        onKeyDown={(event) => {
          // A disabled Save Details blocks the browser's own submit on Enter, so say why here.
          if (event.key === "Enter" && event.target instanceof HTMLInputElement && !details) {
            event.preventDefault();
            setForced(true);
          }
        }}
        onSubmit={(event) => {
          event.preventDefault();
          if (details) onSave(details);
          else setForced(true);
        }}
      >
        <div>
          <Label htmlFor={`${id}-name`} className="block">
            Full Name
          </Label>
          <Input
            id={`${id}-name`}
            name="name"
            autoComplete="name"
            value={name}
            maxLength={100}
            required
            aria-invalid={!nameValid}
            aria-describedby={nameValid ? undefined : `${id}-name-hint`}
            onChange={(event) => {
              setName(event.target.value);
              setForced(false);
            }}
            className={QUIET_INVALID}
          />
          <FieldError id={`${id}-name-hint`}>{!nameValid && checkoutMessages.nameHint}</FieldError>
        </div>
        <div>
          <Label htmlFor={`${id}-mobile`} className="block">
            Mobile Number
          </Label>
          <Input
            id={`${id}-mobile`}
            name="mobile"
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            value={mobile}
            maxLength={16}
            required
            aria-invalid={!mobileValid}
            aria-describedby={mobileValid ? undefined : `${id}-mobile-hint`}
            onChange={(event) => {
              setMobile(event.target.value);
              setForced(false);
            }}
            className={QUIET_INVALID}
          />
          <FieldError id={`${id}-mobile-hint`}>
            {!mobileValid && checkoutMessages.mobileHint}
          </FieldError>
        </div>
        <dl className="space-y-1 rounded-lg bg-slate-50 p-3 text-sm">
          <div className="flex justify-between">
            <dt>Total Items</dt>
            <dd>{totals.items}</dd>
          </div>
          <div className="flex justify-between font-semibold">
            <dt>Total Amount</dt>
            <dd>{formatRupees(totals.price)}</dd>
          </div>
        </dl>
        {forced && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {checkoutMessages.invalidDetails}
          </p>
        )}
        <div className="flex justify-end gap-3">
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="submit" variant="primary" disabled={!details}>
            Save Details
          </Button>
        </div>
      </form>
    </Modal>
  );
}
