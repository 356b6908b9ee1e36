import { z } from "zod";
import { normaliseMobile } from "./mobile";
import { formatMobile } from "./contact-links";

/**
 * Erasing a customer (the right to erasure of India's DPDP Act 2023): their name, mobile number
 * and address leave every order they placed; the orders stay, anonymised, for the accounts.
 */

/** What an erased order shows where the customer's name was. */
export const ERASED_CUSTOMER_NAME = "Erased customer";

/** The line each erased order's timeline gets, with the admin who erased it and when. */
export const ERASURE_NOTE = "The customer's name, mobile number and address were erased.";

export const customerErasureSchema = z.object({
  mobile: z.string().transform((value, context) => {
    const mobile = normaliseMobile(value);
    if (mobile === null) {
      context.addIssue({
        code: "custom",
        message: "Enter the customer's 10-digit mobile number, as they ordered with it",
      });
      return z.NEVER;
    }
    return mobile;
  }),
});

function orders(count: number): string {
  return count === 1 ? "1 order" : `${count.toLocaleString("en-IN")} orders`;
}

export const erasureMessages = {
  noOrders: (mobile: string) => `No orders were placed with ${formatMobile(mobile)}.`,
  confirm: (mobile: string, count: number) =>
    `Erase the name, mobile number and address of ${formatMobile(mobile)} from ${orders(count)}? The orders stay, anonymised, for the accounts. This cannot be undone.`,
  erased: (count: number) => `Erased: ${orders(count)} anonymised.`,
};
