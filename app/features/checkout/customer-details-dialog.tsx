import { PaymentLine } from "./payment-line";
import { useId, useState, type RefObject } from "react";
import type { CartTotals } from "../../../domain/cart";
import {
  customerDetailsOf,
  isValidCustomerName,
  isValidOptionalPin,
  NAME_MAX_LENGTH,
  type CustomerDetails,
  type CustomerDetailsForm,
} from "../../../domain/checkout";
import { ADDRESS_MAX_LENGTH, LANDMARK_MAX_LENGTH } from "../../../domain/delivery";
import { MOBILE_INPUT_MAX_LENGTH, mobileProblem } from "../../../domain/mobile";
import { formatRupees } from "../../../domain/money";
import { Modal } from "../../components/ui/modal";
import { Button } from "../../components/ui/button";
import { Input, Textarea } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { m } from "../../i18n/messages";
import { OutsideServiceAreaNotice } from "./outside-service-area-notice";

type Field = keyof CustomerDetailsForm;

/** The spec's 'Enter 10-digit mobile number', or why ten digits are still not a mobile. */
function mobileHint(mobile: string): string | false {
  const problem = mobileProblem(mobile);
  if (problem === "start") return m.cart_mobile_start_hint();
  return problem !== null && m.cart_mobile_hint();
}

function formOf(details: CustomerDetails | undefined): CustomerDetailsForm {
  return {
    name: details?.name ?? "",
    mobile: details?.mobile ?? "",
    address: details?.deliveryAddress ?? "",
    landmark: details?.deliveryLandmark ?? "",
    pin: details?.deliveryPin ?? "",
  };
}

/**
 * A field's hint: shown from the start while the field is not yet valid (the spec's hints), but
 * only red, and the field only marked invalid, once it was left or a save was tried.
 */
function Hint({ id, text, alarm }: { id: string; text: string | false; alarm: boolean }) {
  if (!text) return null;
  return (
    <p
      id={id}
      data-state={alarm ? "error" : "hint"}
      className={`mt-1 text-sm ${alarm ? "text-red-700" : "text-slate-600"}`}
    >
      {text}
    </p>
  );
}

/**
 * The 'Customer Details' modal (spec §2 'Cart', §5; issue 12). It is mounted only while open, so
 * closing it throws away whatever was typed, as the spec asks.
 */
export function CustomerDetailsDialog({
  totals,
  initial,
  serviceAreaPins,
  onSave,
  onCancel,
  returnFocusTo,
}: {
  totals: CartTotals;
  initial?: CustomerDetails | undefined;
  serviceAreaPins: readonly string[];
  returnFocusTo?: RefObject<HTMLElement | null>;
  onSave: (details: CustomerDetails) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [form, setForm] = useState(() => formOf(initial));
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const [forced, setForced] = useState(false);
  const details = customerDetailsOf(form);
  const problems: Record<Field, string | false> = {
    name: !isValidCustomerName(form.name) && m.cart_name_hint(),
    mobile: mobileHint(form.mobile),
    address: false,
    landmark: false,
    pin: !isValidOptionalPin(form.pin) && m.cart_pin_invalid(),
  };
  const alarmed = (field: Field) => Boolean(problems[field]) && (forced || touched.has(field));

  const fieldProps = (field: Field) => ({
    id: `${id}-${field}`,
    name: field,
    value: form[field],
    "aria-invalid": alarmed(field),
    "aria-describedby": problems[field] ? `${id}-${field}-hint` : undefined,
    onChange: (event: { target: { value: string } }) => {
      setForm((current) => ({ ...current, [field]: event.target.value }));
      setForced(false);
    },
    onBlur: () => setTouched((current) => new Set(current).add(field)),
  });

  return (
    <Modal
      labelledBy={`${id}-title`}
      onCancel={onCancel}
      {...(returnFocusTo ? { returnFocusTo } : {})}
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {m.cart_details_title()}
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
            {m.cart_full_name()}
          </Label>
          <Input {...fieldProps("name")} autoComplete="name" maxLength={NAME_MAX_LENGTH} required />
          <Hint id={`${id}-name-hint`} text={problems.name} alarm={alarmed("name")} />
        </div>
        <div>
          <Label htmlFor={`${id}-mobile`} className="block">
            {m.cart_mobile_number()}
          </Label>
          <Input
            {...fieldProps("mobile")}
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            maxLength={MOBILE_INPUT_MAX_LENGTH}
            required
          />
          <Hint id={`${id}-mobile-hint`} text={problems.mobile} alarm={alarmed("mobile")} />
        </div>
        <div>
          <Label htmlFor={`${id}-address`} className="block">
            {m.cart_address_label()}
          </Label>
          <Textarea
            {...fieldProps("address")}
            rows={2}
            autoComplete="street-address"
            maxLength={ADDRESS_MAX_LENGTH}
          />
        </div>
        <div className="grid grid-cols-[1fr_8rem] gap-3">
          <div>
            <Label htmlFor={`${id}-landmark`} className="block">
              {m.cart_landmark_label()}
            </Label>
            <Input {...fieldProps("landmark")} maxLength={LANDMARK_MAX_LENGTH} />
          </div>
          <div>
            <Label htmlFor={`${id}-pin`} className="block">
              {m.cart_pin_label()}
            </Label>
            <Input
              {...fieldProps("pin")}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={7}
            />
          </div>
        </div>
        <Hint id={`${id}-pin-hint`} text={problems.pin} alarm={alarmed("pin")} />
        {details && (
          <OutsideServiceAreaNotice pin={details.deliveryPin} serviceAreaPins={serviceAreaPins} />
        )}
        <dl className="space-y-1 rounded-lg bg-slate-50 p-3 text-sm">
          <div className="flex justify-between">
            <dt>{m.cart_total_items()}</dt>
            <dd>{totals.items}</dd>
          </div>
          <div className="flex justify-between font-semibold">
            <dt>{m.cart_total_amount()}</dt>
            <dd>{formatRupees(totals.price)}</dd>
          </div>
        </dl>
        <PaymentLine />
        {forced && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {m.cart_invalid_details()}
          </p>
        )}
        <p className="text-sm text-slate-700" data-testid="details-next">
          {m.cart_details_next()}
        </p>
        <div className="flex justify-end gap-3">
          <Button onClick={onCancel}>{m.common_cancel()}</Button>
          <Button type="submit" variant="primary" disabled={!details}>
            {m.cart_save_details()}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
