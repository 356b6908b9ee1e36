import { data } from "react-router";
import { recordPaymentSchema } from "../../domain/sale-schemas";
import { rupeesToPaise } from "../../domain/money";
import { refuseSignedOut } from "../features/admin/require-admin";
import { orderIdOf } from "../features/orders/desk-intents";
import type { Route } from "./+types/admin-order-payment";

/** 'Record payment' on an order's details page (issue 31): method, amount, reference. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const signedOut = refuseSignedOut(context);
  if (signedOut) return signedOut;
  const id = orderIdOf(params.id);
  const form = await request.formData();
  const rupees = String(form.get("amount") ?? "").trim();
  const parsed = recordPaymentSchema.safeParse({
    method: form.get("method"),
    amountPaise: rupees === "" ? Number.NaN : rupeesToPaise(Number(rupees)),
    reference: String(form.get("reference") ?? ""),
  });
  if (id === undefined) return data({ refused: "This order no longer exists" }, { status: 404 });
  if (!parsed.success) {
    return data(
      { refused: parsed.error.issues[0]?.message ?? "Check the payment" },
      { status: 400 },
    );
  }
  try {
    const money = await context.sales.recordPayment(id, parsed.data, context.admin!.email);
    return { recorded: { paidPaise: money.paidPaise, duePaise: money.duePaise } };
  } catch (error) {
    if (error instanceof Error && error.name === "PaymentRefusedError") {
      return data({ refused: error.message }, { status: 409 });
    }
    throw error;
  }
}
