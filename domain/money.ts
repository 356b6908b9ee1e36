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

/** Why typed text is not an amount of rupees, worded to follow a field's name ('Price: …'). */
export const RUPEES_PROBLEMS = {
  blank: "enter an amount in rupees",
  decimals: "at most two decimal places (paise), like 499.50",
  notAmount: "enter an amount in rupees, like 1,299 or 499.50",
} as const;

export type RupeesReading = { ok: true; paise: Paise } | { ok: false; problem: string };

/**
 * An amount of rupees as a person types it into a form ('1,299.50', '₹ 299', ' 499 ', in Latin or
 * Devanagari digits), in paise; or why it is not one (blank, a third decimal, a sign, a letter).
 * The one reading of typed rupees: every admin form that takes money (product, settings, sale,
 * payment, estimate, close) goes through it or `parseRupees`.
 */
export function readRupees(text: string): RupeesReading {
  const cleaned = latinDigits(text).replace(/[\s,₹]/g, "");
  if (cleaned === "") return { ok: false, problem: RUPEES_PROBLEMS.blank };
  const match = /^(\d+)(?:\.(\d+))?$/.exec(cleaned);
  if (!match) return { ok: false, problem: RUPEES_PROBLEMS.notAmount };
  const decimals = match[2] ?? "";
  if (decimals.length > 2) return { ok: false, problem: RUPEES_PROBLEMS.decimals };
  return { ok: true, paise: Number(match[1]) * 100 + Number(decimals.padEnd(2, "0")) };
}

/**
 * Rupees as a form posted them, in paise for the input's schema: NaN when not an amount, which
 * the schema's number check refuses in that field's words.
 */
export function postedPaise(value: unknown): number {
  return parseRupees(String(value ?? "")) ?? Number.NaN;
}

/**
 * What is wrong with rupees typed into the field `label` ('Visit charge: at most two decimal
 * places (paise), like 499.50'), in the words every rupee field uses; undefined when they read.
 * For a form whose schema checks paise (`postedPaise` gives it NaN), so its refusal can say why.
 */
export function rupeesRefusal(label: string, typed: unknown): string | undefined {
  const reading = readRupees(typeof typed === "string" ? typed : "");
  return reading.ok ? undefined : `${label}: ${reading.problem}`;
}

/** `readRupees` where the form words its own refusal: the paise, or null. */
export function parseRupees(text: string): Paise | null {
  const reading = readRupees(text);
  return reading.ok ? reading.paise : null;
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
