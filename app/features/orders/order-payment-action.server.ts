import { recordPaymentFormSchema } from "../../../domain/sale-schemas";
import { adminAction, intent, type AnswerOf } from "../admin/admin-action.server";
import { orderIdOf } from "./desk-intents";
import { RECORD_PAYMENT_INTENT } from "./order-payment-intent";

/** The service's refusals, whose words say what to change (known by name: app/ imports no server code). */
const isRefusal = (error: unknown): error is Error & { field?: "amount" } =>
  error instanceof Error && error.name === "PaymentRefusedError";

const paymentIntents = {
  /** Money received on an order (issue 31): method, amount in rupees, reference. */
  [RECORD_PAYMENT_INTENT]: intent({
    read: (body) => ({
      method: body.method,
      amountPaise: body.amount,
      reference: String(body.reference ?? ""),
    }),
    schema: recordPaymentFormSchema,
    fields: { amountPaise: "amount" },
    async run(tender, { admin, context, params }) {
      const id = orderIdOf(params.id);
      if (id === undefined) return { ok: false, notify: "This order no longer exists" };
      try {
        const money = await context.sales.recordPayment(id, tender, admin.email);
        return { ok: true, result: { paidPaise: money.paidPaise, duePaise: money.duePaise } };
      } catch (error) {
        if (!isRefusal(error)) throw error;
        // More than is due is the amount's fault: said beside it, like a mistyped amount.
        return error.field
          ? { ok: false, notify: error.message, fieldErrors: { [error.field]: error.message } }
          : { ok: false, notify: error.message };
      }
    },
  }),
};

/** The action of /admin/order-details/:id/payment, a route without a page of its own. */
export const orderPaymentAction = adminAction(paymentIntents);
export type OrderPaymentAnswer = AnswerOf<typeof paymentIntents>;
