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

const wholeRupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  maximumFractionDigits: 0,
});

const rupeesWithPaise = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** '₹1,24,999' for whole rupees, '₹499.50' when there are paise. */
export function formatRupees(paise: Paise): string {
  return paise % 100 === 0 ? wholeRupees.format(paise / 100) : rupeesWithPaise.format(paise / 100);
}
