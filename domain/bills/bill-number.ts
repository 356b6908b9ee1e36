/**
 * Bill and credit-note numbers (Rule 46: at most 16 characters of letters, digits, '-' and '/',
 * consecutive, unique within a financial year, a new series from 1 April).
 * A bill is `<prefix>/<yy-yy>/<5 digits>`, e.g. DK/25-26/00001; a credit note has its own
 * series, `CN/<yy-yy>/<5 digits>`, which is why a bill prefix may not be CN.
 */
export const MAX_DOCUMENT_NUMBER_LENGTH = 16;
export const CREDIT_NOTE_PREFIX = "CN";
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

export const BILL_PREFIX = /^[A-Z0-9]{1,4}$/;
export const BILL_PREFIX_MESSAGE =
  "A bill prefix has 1 to 4 capital letters or digits (like DK), and may not be CN, the credit notes' series";

export function isValidBillPrefix(prefix: string): boolean {
  return BILL_PREFIX.test(prefix) && prefix !== CREDIT_NOTE_PREFIX;
}

export interface FinancialYear {
  /** The calendar year the financial year starts in (2025 for April 2025 to March 2026). */
  startYear: number;
  /** '25-26'. */
  label: string;
}

/** The Indian financial year (April to March) a moment falls in, by the date in India. */
export function financialYearOf(at: Date): FinancialYear {
  const inIndia = new Date(at.getTime() + INDIA_OFFSET_MS);
  const year = inIndia.getUTCFullYear();
  const startYear = inIndia.getUTCMonth() >= 3 ? year : year - 1;
  const twoDigits = (value: number) => String(value % 100).padStart(2, "0");
  return { startYear, label: `${twoDigits(startYear)}-${twoDigits(startYear + 1)}` };
}

/** The number of the `sequence`-th document of a series in a financial year. */
export function documentNumber(prefix: string, year: FinancialYear, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) {
    throw new RangeError(`A series counts from 1, not ${sequence}`);
  }
  const number = `${prefix}/${year.label}/${String(sequence).padStart(5, "0")}`;
  if (number.length > MAX_DOCUMENT_NUMBER_LENGTH) {
    throw new RangeError(`${number} is longer than ${MAX_DOCUMENT_NUMBER_LENGTH} characters`);
  }
  return number;
}

export function billNumber(prefix: string, year: FinancialYear, sequence: number): string {
  if (!isValidBillPrefix(prefix)) throw new RangeError(BILL_PREFIX_MESSAGE);
  return documentNumber(prefix, year, sequence);
}

export function creditNoteNumber(year: FinancialYear, sequence: number): string {
  return documentNumber(CREDIT_NOTE_PREFIX, year, sequence);
}
