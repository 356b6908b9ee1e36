import type { Paise } from "../money";

/**
 * A UPI ID (VPA): a handle, '@', and the payment provider's name, e.g. sharmaelectronics@okhdfc.
 * NPCI allows letters, digits, '.', '-' and '_' in the handle.
 */
const VPA = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;

export function isValidVpa(value: string): boolean {
  return VPA.test(value.trim());
}

export const VPA_MESSAGE =
  "Enter a UPI ID like yourshop@okhdfc: letters, digits, '.', '-' or '_', then @ and the bank";

/**
 * Percent-encodes a value for the link: everything but RFC 3986's unreserved characters, so a
 * space is %20 (some UPI apps show a '+' as it is) and '&', '=', '/' can never split a parameter.
 */
function encode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** The bill number as UPI's transaction reference: letters and digits are the safe set. */
export function upiReference(billNumber: string): string {
  return billNumber.replace(/[^A-Za-z0-9]/g, "");
}

export interface UpiPayment {
  vpa: string;
  payeeName: string;
  amount: Paise;
  billNumber: string;
  note: string;
}

/**
 * The NPCI deep link a QR carries and a phone's 'Pay by UPI' button opens:
 * upi://pay?pa=…&pn=…&am=67489.00&cu=INR&tr=DK252600001&tn=…
 */
export function upiPayLink(payment: UpiPayment): string {
  if (!Number.isSafeInteger(payment.amount) || payment.amount <= 0) {
    throw new RangeError("A UPI link needs an amount due above zero");
  }
  const rupees = Math.floor(payment.amount / 100);
  const paise = String(payment.amount % 100).padStart(2, "0");
  // The '@' of the UPI ID stays as it is: every UPI app reads it so, not all read %40.
  const vpa = encode(payment.vpa.trim()).replace(/%40/g, "@");
  return (
    `upi://pay?pa=${vpa}&pn=${encode(payment.payeeName)}&am=${rupees}.${paise}&cu=INR` +
    `&tr=${upiReference(payment.billNumber)}&tn=${encode(payment.note)}`
  );
}
