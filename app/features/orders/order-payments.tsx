import { useFetcher } from "react-router";
import { formatRupees } from "../../../domain/money";
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from "../../../domain/sales";
import { Button } from "../../components/ui/button";
import { FieldError } from "../../components/ui/field-error";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { PreloadAdminAction } from "../admin/preload-admin-action";
import { Select } from "../../components/ui/select";
import { INTENT_FIELD } from "../admin/admin-answer";
import type { OrderPaymentAnswer } from "./order-payment-action.server";
import { RECORD_PAYMENT_INTENT } from "./order-payment-intent";

export interface OrderMoneyView {
  totalPaise: number;
  paidPaise: number;
  duePaise: number;
  payments: {
    id: number;
    method: PaymentMethod;
    amountPaise: number;
    reference: string | null;
    adminEmail: string | null;
    atText: string;
  }[];
}

/** Paid and due on an order, its payments, and 'Record payment' (several allowed). */
export function OrderPayments({ orderId, money }: { orderId: number; money: OrderMoneyView }) {
  const record = useFetcher<OrderPaymentAnswer>();
  // Signed out or offline, the admin layout says so and the form keeps what was typed.
  const refused = record.data && !record.data.ok && !record.data.stopped ? record.data : undefined;
  const errors = refused?.fieldErrors ?? {};
  return (
    <section aria-labelledby="payments-heading">
      <h2 id="payments-heading" className="text-lg font-semibold">
        Payments
      </h2>
      <p className="mt-1" data-testid="order-paid-due">
        Paid <strong>{formatRupees(money.paidPaise)}</strong> · Due{" "}
        <strong className={money.duePaise > 0 ? "text-red-800" : ""}>
          {formatRupees(money.duePaise)}
        </strong>
      </p>
      {money.payments.length > 0 && (
        <ul className="mt-2 grid gap-1 text-sm">
          {money.payments.map((payment) => (
            <li key={payment.id}>
              {PAYMENT_METHOD_LABELS[payment.method]} {formatRupees(payment.amountPaise)}
              {payment.reference ? ` (${payment.reference})` : ""} · {payment.atText}
              {payment.adminEmail ? ` · ${payment.adminEmail}` : ""}
            </li>
          ))}
        </ul>
      )}
      {money.duePaise > 0 && (
        <PreloadAdminAction action={`/admin/order-details/${orderId}/payment`} />
      )}
      {money.duePaise > 0 && (
        <record.Form
          // A new payment in the list starts an empty form, so a recorded amount is not sent twice.
          key={money.payments.length}
          method="post"
          action={`/admin/order-details/${orderId}/payment`}
          className="mt-3 grid grid-cols-2 gap-2"
        >
          <div>
            <Label htmlFor="payment-method">Method</Label>
            <Select
              id="payment-method"
              name="method"
              defaultValue="cash"
              aria-invalid={errors.method ? true : undefined}
              aria-describedby={errors.method ? "payment-method-error" : undefined}
            >
              {PAYMENT_METHODS.map((method) => (
                <option key={method} value={method}>
                  {PAYMENT_METHOD_LABELS[method]}
                </option>
              ))}
            </Select>
            <FieldError id="payment-method-error">{errors.method}</FieldError>
          </div>
          <div>
            <Label htmlFor="payment-amount">Amount (₹)</Label>
            <Input
              id="payment-amount"
              name="amount"
              inputMode="decimal"
              required
              aria-invalid={errors.amount ? true : undefined}
              aria-describedby={errors.amount ? "payment-amount-error" : undefined}
            />
            <FieldError id="payment-amount-error">{errors.amount}</FieldError>
          </div>
          <div className="col-span-2">
            <Label htmlFor="payment-reference">Reference (UPI or card)</Label>
            <Input
              id="payment-reference"
              name="reference"
              aria-invalid={errors.reference ? true : undefined}
              aria-describedby={errors.reference ? "payment-reference-error" : undefined}
            />
            <FieldError id="payment-reference-error">{errors.reference}</FieldError>
          </div>
          <Button
            type="submit"
            name={INTENT_FIELD}
            value={RECORD_PAYMENT_INTENT}
            variant="primary"
            disabled={record.state !== "idle"}
            className="col-span-2"
          >
            Record payment
          </Button>
        </record.Form>
      )}
      {/* A refusal no field explains (a cancelled order, more than is due). */}
      {refused?.notification && Object.keys(errors).length === 0 && (
        <p role="alert" className="mt-2 text-red-700">
          {refused.notification.message}
        </p>
      )}
    </section>
  );
}
