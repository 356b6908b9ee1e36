/**
 * Indian mobile numbers as customers type them (issue 12): with or without +91, 91 or a trunk 0,
 * with spaces or dashes, in Latin or Devanagari digits. Shared by the checkout form, the order
 * API, the tracking lookup and the shop's own settings, so every place accepts the same forms.
 */

const DEVANAGARI_ZERO = 0x0966;

/** Devanagari digits (०–९) as Latin ones; every other character is left as it is. */
export function latinDigits(input: string): string {
  return input.replace(/[\u0966-\u096F]/g, (digit) =>
    String(digit.charCodeAt(0) - DEVANAGARI_ZERO),
  );
}

/**
 * The 10 digits of an Indian mobile number, or null when the input is not one. Spaces and dashes
 * go; then a leading +91, a leading 91 before 10 more digits, or a leading 0 before 10 more
 * digits; what is left must be exactly 10 digits starting with 6, 7, 8 or 9.
 */
export function normaliseMobile(input: string): string | null {
  const digits = withoutPrefix(input);
  return /^[6-9]\d{9}$/.test(digits) ? digits : null;
}

function withoutPrefix(input: string): string {
  const compact = latinDigits(input).replace(/[\s-]/g, "");
  return compact.startsWith("+91")
    ? compact.slice(3)
    : /^91\d{10}$/.test(compact)
      ? compact.slice(2)
      : /^0\d{10}$/.test(compact)
        ? compact.slice(1)
        : compact;
}

/**
 * What is wrong with a mobile number as typed, for the hint under the field: 'start' for 10
 * digits that no Indian mobile has (5829012345: they start with 6 to 9), 'length' for anything
 * else that is not a mobile, null for a good one.
 */
export function mobileProblem(input: string): "length" | "start" | null {
  if (normaliseMobile(input) !== null) return null;
  return /^\d{10}$/.test(withoutPrefix(input)) ? "start" : "length";
}

/** The refusal of a number that is not an Indian mobile's, where a form has no words of its own. */
export const MOBILE_INVALID_MESSAGE =
  "Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9";

/** The longest way of writing one that the forms accept: '+91 - 98765 - 43210' and the like. */
export const MOBILE_INPUT_MAX_LENGTH = 20;
