import { describe, expect, it } from "vitest";
import { RUPEES_PROBLEMS } from "./money";
import { recordPaymentFormSchema } from "./sale-schemas";

describe("the order's 'Record payment' form", () => {
  const posted = (amount: unknown) => ({ method: "upi", amountPaise: amount, reference: "" });
  const refusal = (amount: unknown) => {
    const parsed = recordPaymentFormSchema.safeParse(posted(amount));
    return parsed.success ? undefined : parsed.error.issues.map((issue) => issue.message);
  };

  it.each([
    ["12.345", [`The amount: ${RUPEES_PROBLEMS.decimals}`]],
    ["0.001", [`The amount: ${RUPEES_PROBLEMS.decimals}`]],
    ["twelve", [`The amount: ${RUPEES_PROBLEMS.notAmount}`]],
    ["", [`The amount: ${RUPEES_PROBLEMS.blank}`]],
    // Read, then held to the payment's own rules.
    ["0", ["A payment must be more than ₹0"]],
  ])("refuses %j with %j", (typed, messages) => {
    expect(refusal(typed)).toEqual(messages);
  });

  it.each([
    ["1,299.50", 1299_50],
    ["₹ 12.34", 12_34],
  ])("reads %j as %i paise", (typed, paise) => {
    expect(recordPaymentFormSchema.parse(posted(typed)).amountPaise).toBe(paise);
  });
});
