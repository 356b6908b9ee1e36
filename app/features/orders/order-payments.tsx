import { useFetcher } from "react-router";
import { formatRupees } from "../../../domain/money";
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from "../../../domain/sales";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Select } from "../../components/ui/select";

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

type PaymentAnswer = { recorded: { paidPaise: number; duePaise: number } } | { refused: string };

/** Paid and due on an order, its payments, and 'Record payment' (several allowed). */
export function OrderPayments({ orderId, money }: { orderId: number; money: OrderMoneyView }) {
  const record = useFetcher<PaymentAnswer>();
  const answer = record.data;
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
        <record.Form
          method="post"
          action={`/admin/order-details/${orderId}/payment`}
          className="mt-3 grid grid-cols-2 gap-2"
        >
          <div>
            <Label htmlFor="payment-method">Method</Label>
            <Select id="payment-method" name="method" defaultValue="cash">
              {PAYMENT_METHODS.map((method) => (
                <option key={method} value={method}>
                  {PAYMENT_METHOD_LABELS[method]}
                </option>
              ))}
            </Select>
          </div>
          <div>
            <Label htmlFor="payment-amount">Amount (₹)</Label>
            <Input id="payment-amount" name="amount" inputMode="decimal" required />
          </div>
          <div className="col-span-2">
            <Label htmlFor="payment-reference">Reference (UPI or card)</Label>
            <Input id="payment-reference" name="reference" />
          </div>
          <Button
            type="submit"
            variant="primary"
            disabled={record.state !== "idle"}
            className="col-span-2"
          >
            Record payment
          </Button>
        </record.Form>
      )}
      {answer && "refused" in answer && (
        <p role="alert" className="mt-2 text-red-700">
          {answer.refused}
        </p>
      )}
    </section>
  );
}
