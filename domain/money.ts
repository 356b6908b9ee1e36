/**
 * Money is held as integer paise everywhere (storage and arithmetic) so that sums never pick up
 * floating-point error; rupees appear only at the edges (API payloads and what the screen shows).
 */
export type Paise = number;

export function rupeesToPaise(rupees: number): Paise {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: Paise): number {
  return paise / 100;
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
