/**
 * Money is held as integer paise everywhere (storage and arithmetic) so that sums never pick up
 * floating-point error; rupees appear only at the edges (API payloads and what the screen shows).
 */
import { latinDigits } from "./mobile";

export type Paise = number;

export function rupeesToPaise(rupees: number): Paise {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: Paise): number {
  return paise / 100;
}

/**
 * An amount of rupees as a person types it into a form ('1,299.50', '₹ 299', ' 499 ', in Latin or
 * Devanagari digits), in paise; null when blank or not such an amount (a sign, a letter, a third
 * decimal), so each form refuses it in its own words. The one reading of typed rupees: the
 * product, settings and repair forms, and the estimate's running total, all go through it.
 */
export function parseRupees(text: string): Paise | null {
  const cleaned = latinDigits(text).replace(/[\s,₹]/g, "");
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/**
 * A whole number grouped as India writes it: the last three digits, then pairs (1,24,999). Written
 * out, not asked of Intl: a page's first Intl number format loads the browser's locale data, a
 * task of 20-80 ms on a fast machine, several times that on a cheap phone, with every price on the
 * page waiting for it. The tests hold it to Intl's "en-IN" output.
 */
export function groupIndian(whole: number): string {
  const digits = String(Math.abs(Math.trunc(whole)));
  const lastThree = digits.slice(-3);
  const before = digits.slice(0, -3);
  const grouped = before ? `${before.replace(/\B(?=(\d{2})+$)/g, ",")},${lastThree}` : lastThree;
  return whole < 0 ? `-${grouped}` : grouped;
}

/** '₹1,24,999' for whole rupees, '₹499.50' when there are paise. */
export function formatRupees(paise: Paise): string {
  const amount = Math.abs(paise);
  const rest = amount % 100;
  const sign = paise < 0 ? "-" : "";
  return `${sign}₹${groupIndian(Math.floor(amount / 100))}${rest === 0 ? "" : `.${String(rest).padStart(2, "0")}`}`;
}
