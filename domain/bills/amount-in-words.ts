import type { Paise } from "../money";

/**
 * The words one language writes amounts with. Both languages count in Indian numbering (crore,
 * lakh, thousand, hundred), so one walk serves both; only the words differ.
 */
export interface NumberWords {
  /** A number from 1 to 99. */
  belowHundred(value: number): string;
  zero: string;
  hundred: string;
  thousand: string;
  lakh: string;
  crore: string;
  rupee: string;
  rupees: string;
  paisa: string;
  paise: string;
  and: string;
  only: string;
}

/** A whole number in Indian numbering (1,23,45,678) in the given words. */
export function wholeNumberIn(words: NumberWords, value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`Only whole numbers from 0 can be written out, not ${value}`);
  }
  if (value === 0) return words.zero;
  const crores = Math.floor(value / 1_00_00_000);
  const lakhs = Math.floor(value / 1_00_000) % 100;
  const thousands = Math.floor(value / 1000) % 100;
  const hundreds = Math.floor(value / 100) % 10;
  const rest = value % 100;
  return [
    // Past 99 crore the count of crores is itself written in Indian numbering ('one hundred crore').
    crores ? `${wholeNumberIn(words, crores)} ${words.crore}` : "",
    lakhs ? `${words.belowHundred(lakhs)} ${words.lakh}` : "",
    thousands ? `${words.belowHundred(thousands)} ${words.thousand}` : "",
    hundreds ? `${words.belowHundred(hundreds)} ${words.hundred}` : "",
    rest ? words.belowHundred(rest) : "",
  ]
    .filter(Boolean)
    .join(" ");
}

/** A bill's amount in the given words: the rupees, the paise when there are any, and 'only'. */
export function amountIn(words: NumberWords, amount: Paise): string {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new RangeError(`An amount must be whole paise from 0, not ${amount}`);
  }
  const rupees = Math.floor(amount / 100);
  const paise = amount % 100;
  const rupeeWords = `${wholeNumberIn(words, rupees)} ${rupees === 1 ? words.rupee : words.rupees}`;
  const paiseWords = paise
    ? ` ${words.and} ${words.belowHundred(paise)} ${paise === 1 ? words.paisa : words.paise}`
    : "";
  const text = `${rupeeWords}${paiseWords} ${words.only}`;
  // The sentence starts with a capital in English; Devanagari has no case, so Hindi is unchanged.
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const ONES = [
  "",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** English puts 21 to 99 together from tens and units ('sixty-seven'). */
function englishBelowHundred(value: number): string {
  if (value < 20) return ONES[value]!;
  const unit = value % 10;
  return TENS[Math.floor(value / 10)]! + (unit ? `-${ONES[unit]}` : "");
}

export const ENGLISH_NUMBER_WORDS: NumberWords = {
  belowHundred: englishBelowHundred,
  zero: "zero",
  hundred: "hundred",
  thousand: "thousand",
  lakh: "lakh",
  crore: "crore",
  rupee: "rupee",
  rupees: "rupees",
  paisa: "paisa",
  paise: "paise",
  and: "and",
  only: "only",
};

/** A whole number in English in Indian numbering: crore, lakh, thousand, hundred. */
export const wholeNumberInWords = (value: number) => wholeNumberIn(ENGLISH_NUMBER_WORDS, value);

/**
 * The bill's amount in words, as Indian bills write it:
 * 'Sixty-seven thousand four hundred eighty-nine rupees only', with 'and fifty paise' when
 * there are paise.
 */
export const amountInWords = (amount: Paise) => amountIn(ENGLISH_NUMBER_WORDS, amount);
